/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { bookmark, fieldError, viewerMock } from './account/fixtures';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { cleanup, render, screen, waitFor, within } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { MockedProvider } = await import('@apollo/client/testing/react');
const { MemoryRouter } = await import('react-router');
const { SavedSearchesPage } = await import('../../web/src/account/SavedSearchesPage');
const { AccountNav } = await import('../../web/src/account/AccountNav');
const { DeleteSavedSearchDocument, RenameSavedSearchDocument, SetSavedSearchAlertsDocument } =
  await import('../../web/src/account/documents');
const { createCache } = await import('../../web/src/apollo/client');

afterEach(cleanup);

const FORDS = bookmark('b1', 'Fords near Atlanta', 'makeCode=FORD&zip=30301');
const TRUCKS = bookmark('b2', 'Trucks', 'bodyStyleCode=TRUCK', false);

function renderPage(mocks: MockLink.MockedResponse[]) {
  const cache = createCache();
  render(
    <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/account/saved-searches']}>
        {/* The site header's account links, as App renders them beside every page. */}
        <AccountNav />
        <SavedSearchesPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { cache, user: userEvent.setup() };
}

const itemOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;
const keyed = (variables: Record<string, unknown>) =>
  typeof variables.idempotencyKey === 'string' && variables.idempotencyKey.length >= 8;

describe('the saved searches page', () => {
  it('lists the saved searches with their date and a link that opens each', async () => {
    renderPage([viewerMock([FORDS, TRUCKS])]);
    await screen.findByRole('heading', { level: 2, name: FORDS.title });
    const item = itemOf(FORDS.title);
    expect(within(item).getByText('Saved Nov 20, 2026')).toBeTruthy();
    expect(
      within(item)
        .getByRole('link', { name: `Open “${FORDS.title}”` })
        .getAttribute('href'),
    ).toBe('/cars-for-sale?makeCode=FORD&zip=30301');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when there are none', async () => {
    renderPage([viewerMock([])]);
    expect(await screen.findByText(/You have no saved searches yet/)).toBeTruthy();
  });

  it('asks a visitor to sign in, coming back here', async () => {
    renderPage([viewerMock(null)]);
    const links = await screen.findAllByRole('link', { name: 'Sign in' });
    for (const link of links)
      expect(new URL(link.getAttribute('href')!, 'https://site.example').searchParams.get('refUrl')).toBe(
        '/account/saved-searches',
      );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renames a search inline; the list follows from the cache', async () => {
    const { user } = renderPage([
      viewerMock([FORDS, TRUCKS]),
      {
        request: {
          query: RenameSavedSearchDocument,
          variables: (v: Record<string, unknown>) => keyed(v) && v.bookmarkId === 'b1' && v.bookmarkTitle === '',
        },
        result: {
          data: {
            renameSavedSearch: {
              __typename: 'BookmarkPayload',
              bookmark: null,
              errors: [fieldError('bookmarkTitle', 'Enter a title.')],
            },
          },
        },
      },
      {
        request: {
          query: RenameSavedSearchDocument,
          variables: (v: Record<string, unknown>) =>
            keyed(v) && v.bookmarkId === 'b1' && v.bookmarkTitle === 'My Fords',
        },
        result: {
          data: {
            renameSavedSearch: {
              __typename: 'BookmarkPayload',
              bookmark: { ...FORDS, title: 'My Fords', bookmarkTitle: 'My Fords' },
              errors: [],
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { level: 2, name: FORDS.title });
    await user.click(screen.getByRole('button', { name: `Rename “${FORDS.title}”` }));
    const input = screen.getByLabelText(`New title for “${FORDS.title}”`) as HTMLInputElement;
    expect(input.value).toBe(FORDS.title);
    expect(document.activeElement).toBe(input);
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a title.')).toBeTruthy();

    await user.type(input, 'My Fords');
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'My Fords' })).toBeTruthy();
    expect(screen.queryByLabelText(/New title/)).toBeNull();
  });

  it('deletes a search after a confirmation; the list and the header count follow from the cache', async () => {
    const { user, cache } = renderPage([
      viewerMock([FORDS, TRUCKS]),
      {
        request: {
          query: DeleteSavedSearchDocument,
          variables: (v: Record<string, unknown>) => keyed(v) && v.bookmarkId === 'b2',
        },
        result: {
          data: { deleteSavedSearch: { __typename: 'DeleteBookmarkPayload', bookmarkId: 'b2', savedSearchCount: 1 } },
        },
      },
    ]);
    await screen.findByRole('link', { name: 'Saved searches (2)' });
    await user.click(screen.getByRole('button', { name: `Delete “${TRUCKS.title}”` }));
    // Nothing is deleted before the confirmation; keeping it goes back.
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('heading', { level: 2, name: TRUCKS.title })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Delete “${TRUCKS.title}”` }));
    const confirm = screen.getByRole('group', { name: `Delete “${TRUCKS.title}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('link', { name: 'Saved searches (1)' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: TRUCKS.title })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(cache.extract()['Bookmark:{"bookmarkId":"b2"}']).toBeUndefined();
  });

  it('turns alerts on and off with a labelled switch', async () => {
    const { user } = renderPage([
      viewerMock([FORDS, TRUCKS]),
      {
        request: {
          query: SetSavedSearchAlertsDocument,
          variables: (v: Record<string, unknown>) => keyed(v) && v.bookmarkId === 'b2' && v.alertsEnabled === true,
        },
        result: {
          data: {
            setSavedSearchAlerts: {
              __typename: 'BookmarkPayload',
              bookmark: { ...TRUCKS, alertsEnabled: true },
              errors: [],
            },
          },
        },
      },
    ]);
    const toggle = (await screen.findByRole('switch', {
      name: `Email alerts for “${TRUCKS.title}”`,
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(
      (screen.getByRole('switch', { name: `Email alerts for “${FORDS.title}”` }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('chooses how often alerts come; the cache keeps the answer, and a search with alerts off offers no choice', async () => {
    const { user, cache } = renderPage([
      viewerMock([FORDS, TRUCKS]),
      {
        request: {
          query: SetSavedSearchAlertsDocument,
          variables: (v: Record<string, unknown>) =>
            keyed(v) && v.bookmarkId === 'b1' && v.alertsEnabled === true && v.frequency === 'WEEKLY',
        },
        result: {
          data: {
            setSavedSearchAlerts: {
              __typename: 'BookmarkPayload',
              bookmark: { ...FORDS, alertFrequency: 'WEEKLY' },
              errors: [],
            },
          },
        },
      },
    ]);
    const select = (await screen.findByRole('combobox', {
      name: `How often to email alerts for “${FORDS.title}”`,
    })) as HTMLSelectElement;
    expect(select.value).toBe('DAILY');
    expect([...select.options].map((o) => o.text)).toEqual(['Instant', 'Daily', 'Weekly']);
    // Alerts off: the item says so, and has no frequency to choose.
    expect(within(itemOf(TRUCKS.title)).queryByRole('combobox')).toBeNull();
    expect(within(itemOf(TRUCKS.title)).getByText(/Alerts are off/)).toBeTruthy();

    await user.selectOptions(select, 'WEEKLY');
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('WEEKLY');
    expect(cache.extract()['Bookmark:{"bookmarkId":"b1"}']).toMatchObject({ alertFrequency: 'WEEKLY' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a frequency change the gateway does not make is undone, and says so', async () => {
    const { user } = renderPage([
      viewerMock([FORDS]),
      {
        request: {
          query: SetSavedSearchAlertsDocument,
          variables: (v: Record<string, unknown>) => keyed(v) && v.frequency === 'INSTANT',
        },
        error: new Error('network down'),
      },
    ]);
    const select = (await screen.findByRole('combobox', {
      name: `How often to email alerts for “${FORDS.title}”`,
    })) as HTMLSelectElement;
    await user.selectOptions(select, 'INSTANT');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('DAILY'));
  });
});
