/** Numbers and names of the server-rendered pages (docs/rules/pages.md). */

/** Crawlers get status 200 even on an error render (docs/rules/pages.md#crawlers); matched on the user-agent. */
const BOT_USER_AGENTS: readonly RegExp[] = [
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|storebot-google/i,
  /bingbot|bingpreview|msnbot|adidxbot/i,
  /slurp|duckduckbot|baiduspider|yandex(bot)?|sogou|exabot|seznambot|applebot|petalbot/i,
  /facebookexternalhit|facebot|twitterbot|linkedinbot|pinterest(bot)?|slackbot|discordbot|whatsapp|telegrambot/i,
  /ahrefsbot|semrushbot|mj12bot|dotbot|rogerbot|screaming frog/i,
  /\b(bot|crawler|spider)\b/i,
];

export const isBot = (userAgent: string | undefined): boolean =>
  !!userAgent && BOT_USER_AGENTS.some((pattern) => pattern.test(userAgent));

/** The cookie an expired vehicle page sets before redirecting home; its value names the vehicle. */
export const EXPIRED_COOKIE = 'redirect-expired';
/** The banner is for the very next page; a stale cookie should not show it days later. */
export const EXPIRED_COOKIE_MAX_AGE_S = 300;
/** What the banner names when the listing's make and model are not known (docs/rules/pages.md#expired-listing). */
export const EXPIRED_FALLBACK_NAME = 'vehicle';

/** The home page (docs/rules/pages.md#routes): this product's home is the results page with no filters. */
export const HOME_PATH = '/';

/** Hashed build files never change under their name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML depends on the inventory: cacheable by nobody but revalidated shared caches. */
export const PAGE_CACHE = 'no-cache';

/** How many vehicles the JSON-LD ItemList carries: the first batch, as shown. */
export const JSON_LD_ITEMS = 30;

/** The client starts on the page's load event, or after this long if the first photos are slow. */
export const CLIENT_MAX_WAIT_MS = 3_000;
