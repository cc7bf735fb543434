/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { cleanup, render, screen, within } = await import('@testing-library/react');
const { MockedProvider } = await import('@apollo/client/testing/react');
const { MemoryRouter } = await import('react-router');
const { RecentSearches } = await import('../../web/src/account/RecentSearches');
const { RecentSearchesDocument } = await import('../../web/src/history/documents');
const { createCache } = await import('../../web/src/apollo/client');

/* The saved searches page's Recent searches (docs/rules/history.md#recent-searches-on-the-saved-searches-page). */

afterEach(cleanup);

const search = (url: string, name: string, resultCount: number | null) => ({
  __typename: 'RecentSearch' as const,
  searchResultsURL: url,
  searchResultsPath: `/cars-for-sale?${url}`,
  searchName: name,
  resultCount,
  lastSearchedAt: '2026-11-29T10:00:00.000Z',
});

const answer = (history: object | null): MockLink.MockedResponse => ({
  request: { query: RecentSearchesDocument },
  result: { data: { me: { __typename: 'Viewer', history } } },
});

const historyOf = (recentSearches: object[], fromBrowserEvents = true) => ({
  __typename: 'ConsumerHistory',
  fromBrowserEvents,
  recentSearches,
});

function renderWith(mock: MockLink.MockedResponse) {
  render(
    <MockedProvider mocks={[mock]} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <RecentSearches inBrowser />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Recent searches', () => {
  it('the server renders the heading and a loading line, so nothing moves when the list loads', () => {
    render(<RecentSearches inBrowser={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Recent searches' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your recent searches…');
  });

  it('lists each search as a link that runs it again, with its count and day', async () => {
    renderWith(
      answer(
        historyOf([
          search('makeCode=FORD&zip=30301', 'Ford near 30301', 1204),
          search('makeCode=BMW', 'Bmw', 1),
          search('zip=10001', 'Cars for sale', null),
        ]),
      ),
    );
    const ford = await screen.findByRole('link', { name: 'Ford near 30301' });
    expect(ford.getAttribute('href')).toBe('/cars-for-sale?makeCode=FORD&zip=30301');
    const items = within(screen.getByRole('region', { name: 'Recent searches' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ford near 303011,204 cars · Nov 29, 2026',
      'Bmw1 car · Nov 29, 2026',
      'Cars for saleNov 29, 2026',
    ]);
  });

  it('says where searches will show when there are none yet', async () => {
    renderWith(answer(historyOf([])));
    expect(await screen.findByText(/searches you run in this browser will show here/)).toBeTruthy();
  });

  it('says the searches are not kept when the browser opted out', async () => {
    renderWith(answer(historyOf([], false)));
    expect(await screen.findByText(/chose not to share your shopping activity/)).toBeTruthy();
  });

  it('says they are not available when the history cannot be had', async () => {
    renderWith({
      request: { query: RecentSearchesDocument },
      result: {
        data: { me: { __typename: 'Viewer', history: null } },
        errors: [
          { message: 'The events service is unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
        ] as never,
      },
    });
    expect(await screen.findByText(/not available right now/)).toBeTruthy();
  });
});
