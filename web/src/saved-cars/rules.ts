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

/**
 * The hearts React has not taken over yet (a card hydrates as it nears the screen) say what the
 * cache says: only their pressed state changes (their words are the server's until React renders
 * them; on a card those are for the screen reader, which reads the pressed state).
 */
export function syncServerHearts(root: ParentNode, savedIds: readonly string[]): void {
  const saved = new Set(savedIds);
  for (const button of root.querySelectorAll<HTMLElement>('[data-save-static][data-save-id]'))
    button.setAttribute('aria-pressed', String(saved.has(button.dataset.saveId ?? '')));
}

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
