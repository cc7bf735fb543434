import { API_KEY_DEFAULT_QUOTA, API_KEY_HEADER } from '../../contracts/api-keys/constants';
import { BRANDS, type BrandCode } from '../../contracts/search/brands';
import { BATCH_SIZE } from '../../contracts/search/constants';
import { DEFAULT_BRAND_HOSTS } from '../brands/resolve';
import { MAX_FIRST_RECORD, MAX_NUM_RECORDS } from '../search/constants';
import { BODY_LIMIT_BYTES, OPERATION_LIMITS, RATE_LIMIT_DEFAULTS } from '../security/limits';
import { escapeHtml } from '../ssr/html';

/*
 * The guide above the API reference (/docs/api): how a channel authenticates, what it may send,
 * the errors it gets, the limits it meets, how it pages and which brand it is. The numbers come from
 * the modules that enforce them, so the page says what the gateway does.
 */

export interface GuideSection {
  /** The section's anchor. */
  id: string;
  title: string;
  /** Trusted HTML, written here. */
  html: string;
}

const n = (value: number) => value.toLocaleString('en-US');

/** The GraphQL Brand enum value of each brand (gateway/resolvers/index.ts maps them the other way). */
const BRAND_ENUM: Readonly<Record<BrandCode, string>> = {
  motormart: 'USED_CAR',
  fairvalue: 'VALUATION',
  halden: 'CAR_MAKER',
};

const hostOf = (code: BrandCode) =>
  Object.entries(DEFAULT_BRAND_HOSTS)
    .filter(([, brand]) => brand === code)
    .map(([host]) => `<code>${escapeHtml(host)}</code>`)
    .join(', ');

const codes = (rows: Array<[code: string, http: string, when: string]>) =>
  `<table><thead><tr><th scope="col"><code>extensions.code</code></th><th scope="col">HTTP</th><th scope="col">When</th></tr></thead><tbody>${rows
    .map(
      ([code, http, when]) =>
        `<tr><td data-label="Code"><code>${code}</code></td><td data-label="HTTP">${http}</td><td data-label="When">${when}</td></tr>`,
    )
    .join('')}</tbody></table>`;

const windowSeconds = RATE_LIMIT_DEFAULTS.windowMs / 1000;

export const GUIDE: readonly GuideSection[] = [
  {
    id: 'endpoint',
    title: 'The endpoint',
    html: `<p>Every operation is a <code>POST /graphql</code> with a JSON body: <code>{"query": "…", "operationName": "…", "variables": {…}}</code> and <code>content-type: application/json</code>. A query may also be a <code>GET /graphql?query=…&amp;variables=…</code>; a mutation never is. Batched requests (a JSON array of operations) are refused: send one operation per request. A body larger than ${n(BODY_LIMIT_BYTES / 1024)} kB is refused with HTTP 413 before it is read.</p>
<p>The printed schema is at <a href="/docs/api/schema.graphql"><code>/docs/api/schema.graphql</code></a>. In development, and wherever the operator turned it on (<code>GRAPHQL_SANDBOX=true</code>), a browser opening <a href="/graphql"><code>/graphql</code></a> gets the GraphQL sandbox (GraphiQL) to run operations by hand, and introspection answers; in production both are off, and this page and the printed schema are the reference.</p>`,
  },
  {
    id: 'authentication',
    title: 'Authentication',
    html: `<p>Searching and reading listings need no sign-in, and <code>me</code> answers whoever asks (an empty viewer for a visitor). The mutations that change a consumer's account (saving, renaming and deleting a search, its alerts, the wallet, recently viewed pages) need a signed-in consumer, proved by an <strong>identity token</strong>: a JWT the account service signs (HS256), valid for 15 minutes. Without a valid one those mutations answer <code>UNAUTHENTICATED</code>; a token that fails any check makes the request a visitor's.</p>
<ul>
<li><strong>The web</strong> never handles the token. <code>signIn</code> and <code>signUp</code> set it in the httpOnly cookie <code>idtoken</code>, with the session's refresh token in the httpOnly cookie <code>refresh</code> (30 days) and the readable flag <code>signed_in</code>. When <code>idtoken</code> has expired the gateway refreshes it from <code>refresh</code> by itself. The cookies are <code>Path=/</code>, <code>SameSite=Lax</code>, and <code>Secure</code> over HTTPS.</li>
<li><strong>Other channels</strong> (apps, partners) take the <code>token</code> that <code>signIn</code> (or <code>signUp</code>) answers, with <code>tokenExpiresAt</code>, and send it on each request as <code>Authorization: Bearer &lt;identity token&gt;</code>. A request with a Bearer token ignores the cookies and is never refreshed: when the token expires, sign in again. <code>signOut</code> revokes the session, so its tokens stop working everywhere.</li>
<li><strong>API keys.</strong> A channel other than the web also identifies itself with its API key in the <code>${API_KEY_HEADER}</code> header, on every request. Keys are created by the operators (<code>npm run api-key -- create NAME</code>), one per channel; the key is what lets a request carry operation text (<a href="#trusted-documents">Trusted documents</a>) and what its quota is counted against (<a href="#limits">Limits and costs</a>). It says which channel is calling, not which consumer: a consumer's requests carry both the key and the Bearer token.</li>
</ul>
<p>Mutations are safe to retry: send an <code>idempotencyKey</code> (8 to 100 visible ASCII characters, new for each intended change), and a retry with the same key answers what the first call did without writing twice.</p>`,
  },
  {
    id: 'trusted-documents',
    title: 'Trusted documents',
    html: `<p>The web client does not send operation text. It sends only the SHA-256 hash of an operation built into it, in Apollo's automatic persisted queries format: <code>{"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "…"}}, "variables": {…}}</code>. A hash the gateway does not know answers the error <code>PersistedQueryNotFound</code> with code <code>PERSISTED_QUERY_NOT_FOUND</code>.</p>
<p>A request with operation text in <code>query</code> needs an API key (<code>x-api-key</code>), or the development sandbox; without either it answers HTTP 403 with code <code>FORBIDDEN</code>. The examples below are sent that way. The repository's command-line client does the same: <code>CARS_API_KEY=cfs_… npm run cli -- search "makeCode=FORD&amp;zip=30301"</code>.</p>`,
  },
  {
    id: 'errors',
    title: 'Errors and their codes',
    html: `<p>Errors come in the response's <code>errors</code> list, each with a <code>message</code>, the <code>path</code> of the field that failed and a stable <code>extensions.code</code>; read the code, not the message. A field that fails is <code>null</code> and the rest of the answer stands. No error carries a stack trace or an internal detail.</p>
${codes([
  [
    'BAD_USER_INPUT',
    '200',
    'An argument or variable breaks a rule the schema states on it (a negative price, a ZIP code that is not 5 digits, more than 5 ids). <code>extensions.field</code> names the field; a variable of the wrong type answers HTTP 400 with the same code.',
  ],
  ['GRAPHQL_PARSE_FAILED', '400', 'The operation text is not GraphQL.'],
  [
    'GRAPHQL_VALIDATION_FAILED',
    '400',
    'The operation is not valid against the schema (an unknown field gets no “did you mean” hint), or it was refused by a limit: the message reads <code>Operation refused: too deep.</code>, <code>too many aliases</code>, <code>too costly</code>, <code>too many directives</code> or <code>too large</code>, never the limit’s value.',
  ],
  [
    'BAD_REQUEST',
    '400',
    'The HTTP request is not a GraphQL request: no body, no <code>query</code>, a batch, or a GET or form POST without <code>content-type: application/json</code> or an <code>apollo-require-preflight</code> header (CSRF prevention).',
  ],
  ['PERSISTED_QUERY_NOT_FOUND', '200', 'A <code>persistedQuery</code> hash that is not one of the trusted documents.'],
  [
    'UNAUTHENTICATED',
    '200, 401',
    'No valid identity token where one is needed, or its session was signed out (200); an <code>x-api-key</code> that is unknown or revoked (HTTP 401).',
  ],
  [
    'FORBIDDEN',
    '200, 403',
    'The caller may not do this as they are: e.g. <code>subscribeToSearch</code> (a visitor’s alerts) by a signed-in consumer, who saves with <code>saveSearch</code> (200); operation text without an API key while the sandbox is off (HTTP 403).',
  ],
  [
    'NOT_FOUND',
    '200',
    'The thing named does not exist or is not the caller’s: someone else’s saved search, a listing no longer for sale.',
  ],
  [
    'RATE_LIMITED',
    '429, or 200',
    'Too many requests (HTTP 429, <code>Retry-After</code>); or, inside a 200, an action’s own budget is spent (<code>reportListing</code>, <code>emailSeller</code>), with <code>extensions.retryAfterSeconds</code>.',
  ],
  [
    'UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT, UPSTREAM_ERROR',
    '200',
    'A service behind the gateway is down (or its circuit is open), did not answer in time, or failed. <code>extensions.retryable</code> is <code>true</code>: try again later. When the search itself fails, <code>extensions.showSrpError</code> is <code>true</code>; optional parts of an answer (research content, packages, similar listings) come back empty instead of failing it.',
  ],
  ['INTERNAL_SERVER_ERROR', '200', 'Anything unexpected; the message is always <code>Internal server error</code>.'],
])}
<p><strong>User mistakes are not errors.</strong> Mutations answer a typed payload (<code>BookmarkPayload</code>, <code>AuthPayload</code>, <code>WalletPayload</code>…) whose <code>errors</code> list holds one <a href="#type-FieldError"><code>FieldError</code></a> per field the user got wrong (<code>field</code>, as the mutation's input names it, and a <code>message</code> to show beside it), with the payload's object <code>null</code>. An empty list means success.</p>`,
  },
  {
    id: 'limits',
    title: 'Limits and costs',
    html: `<p>Each operation is checked before it runs; one over a limit is refused with <code>GRAPHQL_VALIDATION_FAILED</code> and never reaches a service.</p>
<ul>
<li>Depth: selection sets nested at most <strong>${OPERATION_LIMITS.maxDepth}</strong> deep, fragments counted where they are used.</li>
<li>Aliases: at most <strong>${OPERATION_LIMITS.maxAliases}</strong> aliased fields per operation.</li>
<li>Size: at most <strong>${n(OPERATION_LIMITS.maxTokens)}</strong> tokens (names, punctuation, values) in the document.</li>
<li>Directives: at most <strong>${OPERATION_LIMITS.maxDirectives}</strong> (<code>@include</code>, <code>@skip</code>…) per operation.</li>
<li>Cost: at most <strong>${n(OPERATION_LIMITS.maxCost)}</strong>. A field without a selection set (a scalar or enum) costs 1; a field with one costs 2 plus 1.5 times the cost of each field selected inside it, so every level of depth multiplies by 1.5; an integer <code>first</code> argument (e.g. <code>similarListings(first: 8)</code>) multiplies its field's cost. Fragments are flattened: their fields count at the level where the fragment is spread. The operation's cost is the sum of its root fields'.</li>
</ul>
<p><strong>Per client IP</strong>, every path but <code>/healthz</code>, <code>/readyz</code> and the web client’s <code>/assets/</code> allows ${n(RATE_LIMIT_DEFAULTS.max)} requests in ${n(windowSeconds)} seconds (the operator may change both). Every response says where the IP stands in <code>x-ratelimit-limit</code>, <code>x-ratelimit-remaining</code> and <code>x-ratelimit-reset</code> (seconds until the window starts again); past the limit the answer is HTTP 429 with <code>Retry-After</code> (seconds) and a body in GraphQL's shape with code <code>RATE_LIMITED</code>.</p>
<p><strong>Per API key</strong>, a request with <code>${API_KEY_HEADER}</code> is counted against the key's quota of requests and of operation cost: by default ${n(API_KEY_DEFAULT_QUOTA.rateLimit)} requests and a cost of ${n(API_KEY_DEFAULT_QUOTA.costLimit)} in ${n(API_KEY_DEFAULT_QUOTA.windowSeconds)} seconds, and whatever the operators set for the key when they created it. Its responses carry <code>x-ratelimit-limit</code>, <code>x-ratelimit-remaining</code> and <code>x-ratelimit-reset</code> for the key's requests, and <code>x-cost-limit</code> and <code>x-cost-remaining</code> for its cost budget. When either is used up, the answer is HTTP 429 with <code>Retry-After</code> and <code>RATE_LIMITED</code> until the window resets.</p>`,
  },
  {
    id: 'pagination',
    title: 'Pagination',
    html: `<p><code>searchListings</code> pages by offset. <code>SearchInput.firstRecord</code> is the zero-based offset of the first listing (0 to ${n(MAX_FIRST_RECORD)}, default 0) and <code>numRecords</code> how many to return (1 to ${MAX_NUM_RECORDS}, default ${BATCH_SIZE}, the batch the results page loads); a value outside those bounds is <code>BAD_USER_INPUT</code> naming the field. In a <code>queryString</code> the same parameters are read, and a value outside the bounds falls back to the default. Paging is not part of the search: <code>request.queryString</code>, the canonical query string, leaves it out.</p>
<p>The answer says where the batch is: <code>totalResultCount</code> (all matches), <code>firstRecord</code> and <code>numRecords</code> (as asked), <code>page</code> (<code>floor(firstRecord / ${BATCH_SIZE}) + 1</code>, the results page that batch is on) and <code>lastPage</code> (true when <code>firstRecord</code> plus the listings returned reaches <code>totalResultCount</code>). For the next batch, send the same search with <code>firstRecord</code> increased by <code>numRecords</code> until <code>lastPage</code> is true.</p>
<p><code>listings</code> is the organic batch in the requested order; <code>results</code> is the same batch as the page shows it, with paid spotlights and new car boosts placed in their slots (<a href="#type-Placement"><code>Placement</code></a>), so it may hold more cards than <code>numRecords</code>. <code>supplemental</code> and <code>similar</code> come only with the first batch of a search with few matches. No other list of the API is paged: each has a small stated maximum (<code>listings(ids:)</code> 5, <code>keywordSuggestions</code> 10, <code>similarListings(first:)</code> 20).</p>`,
  },
  {
    id: 'brands',
    title: 'Brands',
    html: `<p>Three brands share the API. They differ in what a search returns when no listing type is chosen, in the breadcrumb trail, and in a few feature flags.</p>
<table><thead><tr><th scope="col"><code>Brand</code> value</th><th scope="col">Site</th><th scope="col">Host name</th></tr></thead><tbody>${(
      Object.keys(BRANDS) as BrandCode[]
    )
      .map(
        (code) =>
          `<tr><td data-label="Brand value"><a href="#type-Brand"><code>${BRAND_ENUM[code]}</code></a></td><td data-label="Site">${escapeHtml(BRANDS[code].name)}${BRANDS[code].makerMakeCode ? ' (only its make’s listings; every condition when none is chosen)' : ''}</td><td data-label="Host name">${hostOf(code)}</td></tr>`,
      )
      .join('')}</tbody></table>
<p>A field that takes a brand says so: <code>searchListings(brand:)</code>, <code>features(brand:)</code>, <code>ads(input: {brand})</code>. <strong>A channel should pass it.</strong> Left out, the request's brand applies, decided in this order: a <code>brand</code> parameter in the request's URL (<code>/graphql?brand=CAR_MAKER</code>; a development convenience, which also accepts <code>motormart</code>, <code>carmaker</code> and the like), the <code>mm_brand</code> cookie a page opened with <code>?brand=</code> left in a browser, the host name the request was sent to (the <code>Host</code> header; the operator adds production host names in <code>BRAND_HOSTS</code>), and otherwise <code>USED_CAR</code>.</p>`,
  },
];
