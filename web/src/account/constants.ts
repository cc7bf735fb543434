import { SRP_PATH } from '../../../contracts/search';
import type { AlertFrequency } from './__generated__/graphql';

/** The account pages' paths (docs/rules/account-pages.md#pages). */
export const ACCOUNT_PATHS = {
  signIn: '/account/sign-in',
  savedSearches: '/account/saved-searches',
  savedCars: '/account/saved-cars',
} as const;

/** Where sign-in returns when its refUrl is missing or not a path of this site (docs/rules/account-pages.md#return-after-sign-in). */
export const DEFAULT_RETURN_PATH = SRP_PATH;

/** The sign-in page's query parameters. */
export const SIGN_IN_PARAMS = {
  screen: 'defaultScreen',
  signUpScreen: 'signup',
  refUrl: 'refUrl',
} as const;

/** The page titles of the account pages, for the server's <title> and the client's. */
export const ACCOUNT_TITLES = {
  signIn: 'Sign in',
  signUp: 'Create a free account',
  savedSearches: 'Saved searches',
  savedCars: 'Saved cars',
} as const;

/** The name of the subscribe form's honeypot input: a field people never see, that bots fill in. */
export const HONEYPOT_NAME = 'website';

export const ACCOUNT_TEXTS = {
  genericError: 'Something went wrong. Please try again.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailTooLong: (max: number) => `Use at most ${max} characters.`,
  titleRequired: 'Enter a title.',
  titleTooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

/** The alert frequencies as the saved searches page offers them, in this order (docs/rules/alerts.md#frequency). */
export const ALERT_FREQUENCY_LABELS: Readonly<Record<AlertFrequency, string>> = {
  INSTANT: 'Instant',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
};
