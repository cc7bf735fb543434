import { formatCount } from '../components/format';
/** The alpha showcase's numbers and texts (docs/rules/showcase.md). */

/** The Hide button's cookie: the server's page reads it too, so a hidden showcase never renders. */
export const SHOWCASE_HIDDEN_COOKIE = 'mm_showcase_hidden';
export const SHOWCASE_HIDDEN_VALUE = '1';
/**
 * How long Hide lasts: null hides it for the browser session; a number of seconds is the timed
 * suppression (a brand setting once the brands' flag module lands).
 */
export const SHOWCASE_HIDE_MAX_AGE_S: number | null = null;

/** The showcase's element id. */
export const SHOWCASE_ID = 'alpha-showcase';
/** Its name in the shopper events' ad_clicked (docs/rules/events-client.md#events). */
export const SHOWCASE_SLOT = 'showcase';

export const SHOWCASE_TEXTS = {
  sponsored: 'Sponsored',
  viewVehicles: 'View Vehicles',
  hideVehicles: 'Hide Vehicles',
  hide: 'Hide',
  hideLabel: (dealer: string) => `Hide ${dealer}'s showcase`,
  seeAll: (count: number) => (count > 0 ? `See all ${formatCount(count)}` : 'See all vehicles'),
  matching: (count: number) => `${formatCount(count)} matching vehicle${count === 1 ? '' : 's'} at this dealer`,
  ownerView: 'Featured dealer near you',
  loading: 'Loading a featured dealer',
} as const;
