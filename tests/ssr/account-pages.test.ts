import { randomBytes } from 'node:crypto';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(undefined, undefined, new Uint8Array(randomBytes(32)));
});
afterAll(async () => {
  await stack?.close();
});

const get = (url: string) => stack.gateway.app.inject({ method: 'GET', url });

/** The Apollo cache embedded in a page (its JSON data block). */
const embeddedState = (html: string) => {
  const match = /<script type="application\/json" id="srp-state"[^>]*>(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { apollo: Record<string, unknown> }).apollo : undefined;
};

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the account pages', () => {
  test.each([
    ['/account/sign-in?refUrl=%2Fcars-for-sale', 'Sign in | MotorMart', /<label[^>]*>Email<\/label>/],
    ['/account/sign-in?defaultScreen=signup', 'Create a free account | MotorMart', /First name \(optional\)/],
  ])('%s is a server-rendered shell, private, never cached, not indexed', async (url, title, content) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(titleOf(response.body)).toBe(title);
    expect(response.body).toMatch(/<meta name="robots" content="noindex/);
    expect(response.body).toMatch(content);
    // Nothing private is asked for by the server: the browser asks who is asking after hydration.
    const state = embeddedState(response.body);
    expect(state).toBeDefined();
    expect(JSON.stringify(state)).not.toContain('"me"');
    // The client's starter runs under the page's Content-Security-Policy: its script carries the nonce.
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script nonce="${nonce}">`);
  });

  test("/account/saved-searches is rendered for whoever asks: a visitor's prompt, a consumer's own list", async () => {
    const visitor = await get('/account/saved-searches');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect(titleOf(visitor.body)).toBe('Saved searches | MotorMart');
    expect(visitor.body).toMatch(/<meta name="robots" content="noindex/);
    expect(visitor.body).toContain('Sign in to see the searches you saved.');

    const graphql = async (query: string, variables: object, cookies?: Record<string, string>) =>
      stack.gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        cookies,
        payload: { query, variables },
      });
    const signedUp = await graphql('mutation($input: SignUpInput!) { signUp(input: $input) { errors { field } } }', {
      input: { email: `ssr.${Date.now()}@example.com`, password: 'a long enough password' },
    });
    expect(signedUp.json().data.signUp.errors).toEqual([]);
    const cookies = Object.fromEntries(signedUp.cookies.map((c) => [c.name, c.value]));
    const saved = await graphql(
      'mutation($input: SaveSearchInput!) { saveSearch(input: $input) { errors { field } } }',
      { input: { queryString: 'makeCode=FORD&zip=30301', bookmarkTitle: 'Fords for the weekend' } },
      cookies,
    );
    expect(saved.json()).toEqual({ data: { saveSearch: { errors: [] } } });

    const consumer = await stack.gateway.app.inject({
      method: 'GET',
      url: '/account/saved-searches',
      cookies,
    });
    expect(consumer.statusCode).toBe(200);
    expect(consumer.headers['cache-control']).toBe('private, no-store');
    expect(consumer.body).toContain('Fords for the weekend');
    expect(consumer.body).not.toContain('Loading your saved searches');
    // The browser hydrates from the same answer: its cache holds the viewer the server asked for.
    expect(JSON.stringify(embeddedState(consumer.body))).toContain('Fords for the weekend');
    // Another browser's page holds none of it.
    expect((await get('/account/saved-searches')).body).not.toContain('Fords for the weekend');
  });

  test("the results page's HTML and cache hold nothing of the viewer", async () => {
    const response = await get('/cars-for-sale?makeCode=FORD');
    expect(response.statusCode).toBe(200);
    const state = embeddedState(response.body);
    expect(state).toBeDefined();
    expect(JSON.stringify(state)).not.toContain('"me"');
    expect(response.body).not.toContain('Save Search');
    // Their places are kept, so nothing moves when the browser fills them in (the account links in the site header).
    expect(response.body).toContain('class="site-header__account"');
    expect(response.body).toContain('class="hero__save-search"');
  });

  test('a search without filters has no Save Search', async () => {
    const response = await get('/cars-for-sale');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('class="hero__save-search"');
  });

  test('robots.txt keeps crawlers off the account pages', async () => {
    expect((await get('/robots.txt')).body).toMatch(/^Disallow: \/account\/$/m);
  });
});
