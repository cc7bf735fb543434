/** Numbers, texts and storage keys of the still-interested alert (docs/rules/still-interested.md). */

/** The vehicles the still-interested list holds: the most recently viewed (docs/rules/still-interested.md#the-list). */
export const STILL_INTERESTED_LIST_SIZE = 10;
/** Vehicle pages the browser remembers, most recent first (docs/rules/still-interested.md#recently-viewed). */
export const RECENTLY_VIEWED_LIMIT = 20;
/** Cars the alert shows at most: the most recent ones still for sale and not dismissed (docs/rules/still-interested.md#the-alert). */
export const STILL_INTERESTED_SHOWN = 3;
/** The gateway's listings(ids) answers at most this many ids per call. */
export const LISTINGS_PER_CALL = 5;

/** Where the browser keeps each list (docs/rules/still-interested.md#storage). */
export const STORAGE_KEYS = {
  recentlyViewed: 'recentlyViewed',
  /** When a vehicle page was last opened in this browser (ms): the push prompt's 24-hour rule (docs/rules/push.md#the-prompt). */
  lastViewedAt: 'recentlyViewedAt',
  dismissed: 'stillInterestedDismissed',
  lastSent: 'stillInterestedSent',
  syncedFor: 'recentlyViewedSyncedFor',
  history: 'consumerHistory',
} as const;

/** The consumer history is fetched at most this often, in ms (spec §9; docs/rules/history.md#in-the-browser). */
export const CONSUMER_HISTORY_REFRESH_MS = 120_000;

/** The gateway route the alert's list is sent to (docs/rules/still-interested.md#sending-the-list). */
export const STILL_INTERESTED_ALERT_PATH = '/cars-for-sale/still-interested/alert';

/** The label of a car with no better reason (docs/rules/still-interested.md#labels). */
export const STILL_INTERESTED = 'Still interested?';

/** The readable cookie that says a consumer is signed in ('1'); contracts/account's ACCOUNT_COOKIES.signedIn. */
export const SIGNED_IN_COOKIE = 'signed_in';
