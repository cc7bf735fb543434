/**
 * The account service's endpoints the gateway calls and their breaker settings
 * (docs/rules/accounts.md#calls-and-breakers). Every entry gets its own long-lived breaker. Saved-search and
 * account calls time out after 3000 ms; a read's circuit stays open 30 s, a write's 5 min, so a
 * failing write path is not probed by shoppers' saves while it recovers.
 */
const TIMEOUT = 3_000;
const READ_RESET = 30_000;
const WRITE_RESET = 300_000;

const read = (path: string) => ({ path, method: 'GET', timeout: TIMEOUT, resetTimeout: READ_RESET }) as const;
const write = (method: 'POST' | 'PUT' | 'DELETE', path: string) =>
  ({ path, method, timeout: TIMEOUT, resetTimeout: WRITE_RESET }) as const;

export const ACCOUNT_ENDPOINTS = {
  signUp: write('POST', '/account-api/users'),
  signIn: write('POST', '/account-api/sessions'),
  refresh: write('POST', '/account-api/sessions/refresh'),
  signOut: write('DELETE', '/account-api/sessions/current'),
  me: read('/account-api/me'),
  leadProfile: read('/account-api/lead-profile'),
  saveLeadProfile: write('PUT', '/account-api/lead-profile'),
  searchBookmarks: read('/account-api/searchbookmarks'),
  shareBookmark: read('/account-api/searchbookmarks/share-bookmark'),
  saveSearch: write('POST', '/account-api/search'),
  deleteBookmark: write('DELETE', '/account-api/searchbookmarks'),
  subscribe: write('POST', '/account-api/subscriptions'),
  alertSubscription: read('/account-api/alerts/unsubscribe'),
  unsubscribeAlerts: write('POST', '/account-api/alerts/unsubscribe'),
  recentlyViewed: read('/account-api/recently-viewed'),
  recordViews: write('POST', '/account-api/recently-viewed'),
  savedListings: read('/account-api/saved-listings'),
  saveListing: write('PUT', '/account-api/saved-listings'),
  unsaveListing: write('DELETE', '/account-api/saved-listings'),
  wallet: read('/account-api/wallet'),
  saveWallet: write('PUT', '/account-api/wallet'),
  removeWallet: write('DELETE', '/account-api/wallet'),
} as const;

export type AccountEndpointName = keyof typeof ACCOUNT_ENDPOINTS;
