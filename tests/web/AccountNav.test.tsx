/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { bookmark, viewerMock } from './account/fixtures';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { act, cleanup, render, screen, waitFor } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { MockedProvider } = await import('@apollo/client/testing/react');
const { MemoryRouter } = await import('react-router');
const { AccountNav } = await import('../../web/src/account/AccountNav');
const { SignOutDocument } = await import('../../web/src/account/documents');
const { createCache } = await import('../../web/src/apollo/client');

afterEach(cleanup);

const SAVED = [bookmark('b1', 'Fords', 'makeCode=FORD')];

function renderNav(mocks: MockLink.MockedResponse[]) {
  const cache = createCache();
  const onSignedOut = jest.fn();
  render(
    <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/cars-for-sale?makeCode=FORD']}>
        <AccountNav onSignedOut={onSignedOut} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { cache, onSignedOut, user: userEvent.setup() };
}

describe('the header account links', () => {
  it('sign out, empty the cache of everything the consumer saw, then reload', async () => {
    const { cache, onSignedOut, user } = renderNav([
      viewerMock(SAVED),
      {
        request: { query: SignOutDocument },
        result: { data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } },
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Saved searches (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saved searches (1)' }).getAttribute('href')).toBe(
      '/account/saved-searches',
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(JSON.stringify(cache.extract())).not.toContain('Fords');
  });

  it('asks again who is asking when the page comes back from the back-forward cache', async () => {
    renderNav([viewerMock(SAVED), viewerMock(null)]);
    await screen.findByRole('link', { name: 'Saved searches (1)' });
    // A page shown again from memory, not loaded.
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => void window.dispatchEvent(restored));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Saved searches/ })).toBeNull();
  });

  it('does not ask again for a page that loaded', async () => {
    renderNav([viewerMock(SAVED), viewerMock(null)]);
    await screen.findByRole('link', { name: 'Saved searches (1)' });
    const loaded = new Event('pageshow');
    Object.defineProperty(loaded, 'persisted', { value: false });
    act(() => void window.dispatchEvent(loaded));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('link', { name: 'Saved searches (1)' })).toBeTruthy();
  });
});
