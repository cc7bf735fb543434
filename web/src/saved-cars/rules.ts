import { ACCOUNT_LIMITS } from '../../../contracts/account/constants';
import { BRANDS, type BrandCode } from '../../../contracts/search/brands';

/** The rules of the heart (docs/rules/saved-cars.md), apart from React and the cache. */

/** The ids after saving one: newest first, each once. */
export const withSaved = (ids: readonly string[], id: string): string[] => [id, ...ids.filter((saved) => saved !== id)];

/** The ids after unsaving one. */
export const withoutSaved = (ids: readonly string[], id: string): string[] => ids.filter((saved) => saved !== id);

/**
 * Whether a visitor's next save needs sign-in: a visitor keeps at most the quick-save maximum. The
 * account service decides (it counts under a lock); this only spares a visitor a round trip the
 * page already knows the answer to.
 */
export const needsSignIn = (signedIn: boolean, savedCount: number): boolean =>
  !signedIn && savedCount >= ACCOUNT_LIMITS.visitorMaxSavedListings;

/** Whether the car shows saved while the sign-in modal is open, and is unsaved if the shopper closes it. */
export const showsSavedWhileSigningIn = (brand: BrandCode): boolean => BRANDS[brand].unsavesWhenSignInClosed;

/** The words the page announces (a status region) after a tap. */
export const SAVED_CAR_TEXTS = {
  saved: (title: string) => `Saved ${title}.`,
  unsaved: (title: string) => `Removed ${title} from your saved cars.`,
  failed: 'Something went wrong. Please try again.',
  signInTitle: 'Sign in to save this car',
  signInIntro: (max: number) =>
    `You can save up to ${max} cars without an account. Sign in or create a free account to save more; the cars you saved come with you.`,
  pageTitle: 'Saved cars',
  noLongerAvailable: 'No longer available',
} as const;
