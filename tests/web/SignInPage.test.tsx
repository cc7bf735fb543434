/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { cleanup, render, screen, waitFor } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { MockedProvider } = await import('@apollo/client/testing/react');
const { MemoryRouter } = await import('react-router');
const { SignInPage } = await import('../../web/src/account/SignInPage');
const { SignInDocument, SignUpDocument } = await import('../../web/src/account/documents');

afterEach(cleanup);

const EMAIL = 'shopper@example.com';
const PASSWORD = 'correct horse battery';

const authAnswer = (errors: { field: string; message: string }[]) => ({
  __typename: 'AuthPayload',
  user: errors.length ? null : { __typename: 'User', id: 'u1' },
  errors: errors.map((error) => ({ __typename: 'FieldError', ...error })),
});

function renderPage(url: string, mocks: MockLink.MockedResponse[]) {
  const onSignedIn = jest.fn<(path: string) => void>();
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <SignInPage onSignedIn={onSignedIn} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { onSignedIn, user: userEvent.setup() };
}

const signInMock = (errors: { field: string; message: string }[] = []): MockLink.MockedResponse => ({
  request: { query: SignInDocument, variables: { input: { email: EMAIL, password: PASSWORD } } },
  result: { data: { signIn: authAnswer(errors) } },
});

async function fillSignIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('opens on sign-in, and on sign-up with defaultScreen=signup', () => {
    renderPage('/account/sign-in', []);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByLabelText('First name (optional)')).toBeNull();
    cleanup();
    renderPage('/account/sign-in?defaultScreen=signup&refUrl=%2Fcars-for-sale', []);
    expect(screen.getByRole('heading', { level: 1, name: 'Create a free account' })).toBeTruthy();
    expect(screen.getByLabelText('First name (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Last name (optional)')).toBeTruthy();
  });

  it('asks for the email and password before sending anything', async () => {
    const { user, onSignedIn } = renderPage('/account/sign-in', []);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter your email address.',
    );
    expect(document.activeElement).toBe(email);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the field errors of the answer beside their fields', async () => {
    const input = { email: EMAIL, password: 'short', firstName: 'Ann', lastName: null };
    const { user, onSignedIn } = renderPage('/account/sign-in?defaultScreen=signup', [
      {
        request: {
          query: SignUpDocument,
          // A sign-up carries an idempotency key, so a resend cannot make a second account.
          variables: (variables: Record<string, unknown>) =>
            JSON.stringify(variables.input) === JSON.stringify(input) &&
            typeof variables.idempotencyKey === 'string' &&
            variables.idempotencyKey.length >= 8,
        },
        result: {
          data: { signUp: authAnswer([{ field: 'password', message: 'Use at least 8 characters.' }]) },
        },
      },
    ]);
    await user.type(screen.getByLabelText('First name (optional)'), 'Ann');
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const message = await screen.findByText('Use at least 8 characters.');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows an error about no one field in a danger alert', async () => {
    const { user, onSignedIn } = renderPage('/account/sign-in', [
      signInMock([{ field: 'form', message: 'That email and password do not match an account.' }]),
    ]);
    await fillSignIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That email and password do not match an account.');
    expect(alert.className).toContain('alert--danger');
    expect(document.activeElement).toBe(alert);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows an error about no input of this form in the alert, so none is lost', async () => {
    const { user } = renderPage('/account/sign-in', [signInMock([{ field: 'firstName', message: 'Too long.' }])]);
    await fillSignIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Too long.');
  });

  it('returns to refUrl after signing in', async () => {
    const { user, onSignedIn } = renderPage(
      `/account/sign-in?refUrl=${encodeURIComponent('/cars-for-sale?makeCode=FORD&zip=30301')}`,
      [signInMock()],
    );
    await fillSignIn(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/cars-for-sale?makeCode=FORD&zip=30301'));
  });

  it.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example'])(
    'returns to /cars-for-sale, never to another site (%s)',
    async (refUrl) => {
      const { user, onSignedIn } = renderPage(`/account/sign-in?refUrl=${encodeURIComponent(refUrl)}`, [signInMock()]);
      await fillSignIn(user);
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
      expect(onSignedIn).toHaveBeenCalledWith('/cars-for-sale');
    },
  );

  it('switches to the sign-up screen, keeping where to return to', async () => {
    const { user } = renderPage('/account/sign-in?refUrl=%2Fcars-for-sale%3FmakeCode%3DFORD', []);
    const link = screen.getByRole('link', { name: 'Create a free account' });
    const url = new URL(link.getAttribute('href')!, 'https://site.example');
    expect(url.searchParams.get('defaultScreen')).toBe('signup');
    expect(url.searchParams.get('refUrl')).toBe('/cars-for-sale?makeCode=FORD');
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Create a free account' })).toBeTruthy();
  });
});
