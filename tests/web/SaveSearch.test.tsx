/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { bookmark, fieldError, viewerMock } from './account/fixtures';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { cleanup, render, screen, waitFor } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { MockedProvider } = await import('@apollo/client/testing/react');
const { MemoryRouter } = await import('react-router');
const { SaveSearch } = await import('../../web/src/account/SaveSearch');
const { AccountNav } = await import('../../web/src/account/AccountNav');
const { SaveSearchDocument, SubscribeToSearchDocument } = await import('../../web/src/account/documents');
const { createCache } = await import('../../web/src/apollo/client');

afterEach(cleanup);

const SEARCH = 'makeCode=FORD&zip=30301';
const RETURN_TO = `/cars-for-sale?${SEARCH}`;
const LIMIT = 'You have a maximum of 2 searches saved.';

type Variables = Record<string, unknown> & { input: Record<string, unknown>; idempotencyKey: string };

function renderSaveSearch(mocks: MockLink.MockedResponse[]) {
  const cache = createCache();
  render(
    <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[RETURN_TO]}>
        <AccountNav onSignedOut={() => {}} />
        <SaveSearch queryString={SEARCH} searchName="Used Ford for Sale near Atlanta, GA" returnTo={RETURN_TO} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { cache, user: userEvent.setup() };
}

/** A subscribeToSearch answer, recording the variables it was sent. */
function subscribeMock(sent: Variables[], answer: object | Error): MockLink.MockedResponse {
  return {
    request: {
      query: SubscribeToSearchDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables as Variables);
        return true;
      },
    },
    ...(answer instanceof Error ? { error: answer } : { result: { data: { subscribeToSearch: answer } } }),
  };
}

const subscribed = { __typename: 'SubscribePayload', subscribed: true, limitReached: false, errors: [] };

async function openVisitorForm(mocks: MockLink.MockedResponse[] = []) {
  const rendered = renderSaveSearch([viewerMock(null), ...mocks]);
  await rendered.user.click(await screen.findByRole('button', { name: 'Save Search' }));
  return rendered;
}

describe('Save Search for a visitor (the email subscription)', () => {
  it('checks the address before sending it: required, at most 45 characters, a valid address', async () => {
    const { user } = await openVisitorForm();
    const email = screen.getByLabelText('Email me new matches');
    const submit = screen.getByRole('button', { name: 'Subscribe' });
    const errorOf = () => document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent;

    await user.click(submit);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf()).toBe('Enter your email address.');

    await user.type(email, `${'a'.repeat(34)}@example.com`); // 46 characters
    await user.click(submit);
    expect(errorOf()).toBe('Use at most 45 characters.');

    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(submit);
    expect(errorOf()).toBe('Enter a valid email address, like name@example.com.');
    // Nothing was sent: the mock link has no answer for a subscription, which would show an error.
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it('has a honeypot that people never see or reach', async () => {
    await openVisitorForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeTruthy();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    const wrapper = honeypot.closest('[aria-hidden="true"]')!;
    expect(wrapper).toBeTruthy();
    expect(wrapper.classList.contains('visually-hidden')).toBe(true);
    // Assistive technology finds only the email input.
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText('Email me new matches')]);
  });

  it("says 'Subscribed!' once saved, and is ready again when the address changes", async () => {
    const sent: Variables[] = [];
    const { user } = await openVisitorForm([subscribeMock(sent, subscribed)]);
    const email = screen.getByLabelText('Email me new matches');
    await user.type(email, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const button = await screen.findByRole('button', { name: 'Subscribed!' });
    expect(button.className).toContain('subscribe__button--done');
    expect(sent).toHaveLength(1);
    expect(sent[0].input).toEqual({ email: 'ann@example.com', queryString: SEARCH, honeypot: null });
    expect(sent[0].idempotencyKey.length).toBeGreaterThanOrEqual(8);

    await user.type(email, 'x');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBe(button);
    expect(button.className).toContain('subscribe__button--idle');
  });

  it('sends a retry of the same attempt with the same idempotency key, and a new attempt with a new one', async () => {
    const sent: Variables[] = [];
    const { user } = await openVisitorForm([
      subscribeMock(sent, new Error('network down')),
      subscribeMock(sent, subscribed),
      subscribeMock(sent, subscribed),
    ]);
    const email = screen.getByLabelText('Email me new matches');
    await user.type(email, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Something went wrong. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('button', { name: 'Subscribed!' });
    await user.type(email, 'm');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('button', { name: 'Subscribed!' });

    expect(sent).toHaveLength(3);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(sent[2].idempotencyKey).not.toBe(sent[0].idempotencyKey);
  });

  it('the subscription that takes the last free place is still a success', async () => {
    const { user } = await openVisitorForm([subscribeMock([], { ...subscribed, limitReached: true })]);
    await user.type(screen.getByLabelText('Email me new matches'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await screen.findByRole('button', { name: 'Subscribed!' });
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
  });

  it('asks the visitor to create a free account past the limit of 2 searches', async () => {
    const { user } = await openVisitorForm([
      subscribeMock([], {
        __typename: 'SubscribePayload',
        subscribed: false,
        limitReached: true,
        errors: [fieldError('email', LIMIT)],
      }),
    ]);
    await user.type(screen.getByLabelText('Email me new matches'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LIMIT);
    const link = screen.getByRole('link', { name: 'Create a free account' });
    const url = new URL(link.getAttribute('href')!, 'https://site.example');
    expect(url.pathname).toBe('/account/sign-in');
    expect(url.searchParams.get('defaultScreen')).toBe('signup');
    expect(url.searchParams.get('refUrl')).toBe(RETURN_TO);
  });

  it('shows the sign-in link in the header, coming back to this search', async () => {
    renderSaveSearch([viewerMock(null)]);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(new URL(link.getAttribute('href')!, 'https://site.example').searchParams.get('refUrl')).toBe(RETURN_TO);
  });
});

describe('Save Search for a signed-in consumer', () => {
  const other = bookmark('b-other', 'Trucks', 'bodyStyleCode=TRUCK');

  it('saves under an editable title, and the header count goes up from the cache', async () => {
    const saved = bookmark('b-new', 'My Fords', SEARCH);
    const sent: Variables[] = [];
    const { user, cache } = renderSaveSearch([
      viewerMock([other]),
      {
        request: {
          query: SaveSearchDocument,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables as Variables);
            return true;
          },
        },
        result: {
          data: { saveSearch: { __typename: 'BookmarkPayload', bookmark: saved, savedSearchCount: 2, errors: [] } },
        },
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Saved searches (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    const title = screen.getByLabelText('Search title') as HTMLInputElement;
    expect(title.value).toBe('Used Ford for Sale near Atlanta, GA');
    await user.clear(title);
    await user.type(title, 'My Fords');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Saved searches (2)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Saved as “My Fords”');
    expect(sent[0].input).toEqual({ queryString: SEARCH, bookmarkTitle: 'My Fords' });
    const viewer = cache.extract()['Viewer:{}'] as { savedSearches: { __ref: string }[]; savedSearchCount: number };
    expect(viewer.savedSearchCount).toBe(2);
    expect(viewer.savedSearches.map((ref) => ref.__ref)).toEqual([
      'Bookmark:{"bookmarkId":"b-new"}',
      'Bookmark:{"bookmarkId":"b-other"}',
    ]);
  });

  it('shows a title error beside the title', async () => {
    const { user } = renderSaveSearch([viewerMock([other])]);
    await user.click(await screen.findByRole('button', { name: 'Save Search' }));
    const title = screen.getByLabelText('Search title');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a title.').id).toBe(title.getAttribute('aria-describedby'));
  });

  it('is not offered for a search the consumer already saved', async () => {
    renderSaveSearch([viewerMock([other, bookmark('b-same', 'Fords', 'zip=30301&makeCode=FORD')])]);
    await screen.findByRole('link', { name: 'Saved searches (2)' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Search' })).toBeNull());
  });
});
