/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { useFakeTimeouts } from '../support/timers';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { act, cleanup, render, screen, within } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { MockedProvider } = await import('@apollo/client/testing/react');
const { MemoryRouter, Route, Routes, useLocation } = await import('react-router');
const { KeywordSearch, KeywordSuggestionsQueryDocument } = await import('../../web/src/components/KeywordSearch');
const { useSrpState } = await import('../../web/src/hooks/useSrpState');
const { followSuggestion } = await import('../../web/src/search/suggestions');
const { KEYWORD_DEBOUNCE_MS } = await import('../../web/src/search/constants');

type Suggestion = import('../../web/src/components/KeywordSearch').Suggestion;

const suggestion = (
  label: string,
  count: number,
  parameters: Record<string, string[]>,
  contentUrl: string | null = null,
): Suggestion & { __typename: 'KeywordSuggestion' } => ({
  __typename: 'KeywordSuggestion',
  label,
  type: contentUrl ? 'research' : 'model',
  count,
  url: `/cars-for-sale?${new URLSearchParams(Object.entries(parameters).map(([k, v]) => [k, v.join(',')]))}`,
  contentUrl,
  parameters: Object.entries(parameters).map(([name, values]) => ({ __typename: 'SearchParameter', name, values })),
});

/** What the gateway suggests for 'f150', near the search's ZIP code. */
const F150 = [
  suggestion('Ford F-150', 1_234, { makeCode: ['FORD'], modelCode: ['F150PICKUP'] }),
  suggestion(
    'Ford F-150 Reviews',
    1_234,
    { makeCode: ['FORD'], modelCode: ['F150PICKUP'] },
    'https://www.fairvalueguide.example/ford/f-150/',
  ),
];
// The gateway would answer a single character too: the search must not ask it.
const mocks: MockLink.MockedResponse[] = ['f150', 'f'].map((text) => ({
  request: { query: KeywordSuggestionsQueryDocument, variables: { text, zip: '30301', searchRadius: 50 } },
  result: { data: { keywordSuggestions: F150 } },
}));

/** The keyword search as the results page wires it: its URL is the search. */
function Page() {
  const { params, go } = useSrpState();
  return (
    <>
      <KeywordSearch zip="30301" searchRadius={50} onPick={(s) => followSuggestion(s, params, go)} />
      <output aria-label="search">{useLocation().search}</output>
    </>
  );
}

const START =
  '/cars-for-sale?vehicleStyleCode=TRUCKS&extColorSimple=BLUE&zip=30301&searchRadius=50&sortBy=derivedpriceASC';

function renderSearch() {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[START]}>
        <Routes>
          <Route path="/cars-for-sale" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

const box = () => screen.getByRole('combobox', { name: 'Search by make, model or keyword' }) as HTMLInputElement;
const list = () => screen.getByRole('listbox', { name: 'Suggestions' });
const searched = () => new URLSearchParams(screen.getByRole('status', { name: 'search' }).textContent ?? '');
/** The typing has settled (the debounce), then the gateway's answer arrives. */
async function settle() {
  await act(() => jest.advanceTimersByTimeAsync(KEYWORD_DEBOUNCE_MS));
  await act(() => jest.advanceTimersByTimeAsync(0));
}

beforeEach(useFakeTimeouts);
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the keyword search', () => {
  it('shows the gateway’s suggestions with their counts once the shopper has typed', async () => {
    const user = renderSearch();
    await user.type(box(), 'f150');
    await settle();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ford F-150 (1,234)', 'Ford F-150 Reviews (1,234)']);
  });

  it('shows nothing for a single character', async () => {
    const user = renderSearch();
    await user.type(box(), 'f');
    await settle();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('picking a suggestion replaces the filters with its own; the location and sort stay', async () => {
    const user = renderSearch();
    await user.type(box(), 'f150');
    await settle();
    await user.click(within(list()).getByRole('option', { name: /^Ford F-150 \(/ }));
    const search = searched();
    expect(Object.fromEntries(search)).toEqual({
      makeCode: 'FORD',
      modelCode: 'F150PICKUP',
      zip: '30301',
      searchRadius: '50',
      sortBy: 'derivedpriceASC',
    });
    expect(box().value).toBe('');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('the keyboard works too: arrows move through the suggestions, Enter picks', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = renderSearch();
    await user.type(box(), 'f150');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toBe('Ford F-150 Reviews (1,234)');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith('https://www.fairvalueguide.example/ford/f-150/', '_blank', 'noopener');
  });

  it('picking a suggestion with a content page opens it in a new window and leaves the search as it was', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = renderSearch();
    await user.type(box(), 'f150');
    await settle();
    await user.click(within(list()).getByRole('option', { name: /Reviews/ }));
    expect(open).toHaveBeenCalledWith('https://www.fairvalueguide.example/ford/f-150/', '_blank', 'noopener');
    expect(`?${searched()}`).toBe(START.slice(START.indexOf('?')));
  });

  it('Escape closes the suggestions', async () => {
    const user = renderSearch();
    await user.type(box(), 'f150');
    await settle();
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
