import { spawnSync } from 'node:child_process';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { runCli, type CliIo } from '../../web/cli/run';
import { formatBudget } from '../../web/cli/format';
import { listenOnLoopback, startStack, type Stack } from '../support/stack';
import { createApiKey } from '../support/api-keys';

// The public API as another channel uses it: the production gateway (no sandbox: operation text
// needs a key), a key made by the key service, and the CLI's own typed documents.
let stack: Stack;
let gateway: Gateway;
let url: string;
beforeAll(async () => {
  stack = await startStack(300);
  gateway = await createGateway({
    upstreams: createUpstreams(stack.upstreamUrl),
    imagesUrl: stack.upstreamUrl,
    production: true,
    rateLimit: { keyPrefix: `cli-test-${process.pid}-${Date.now()}:` },
  });
  url = `${await listenOnLoopback(gateway.app)}/graphql`;
});
afterAll(async () => {
  await gateway.app.close();
  await stack.close();
});

const createKey = (name: string, quota: { rateLimit?: number; windowSeconds?: number } = {}) =>
  createApiKey(stack.upstreamUrl, name, quota);

/** Runs the CLI in-process with the given key, and answers its exit code and what it printed. */
async function cli(args: string[], key?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    env: { CARS_API_URL: url, ...(key ? { CARS_API_KEY: key } : {}) },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run cli', () => {
  test('search prints the matches, each with its price, mileage, seller and page, and the budget left', async () => {
    const key = await createKey('cli search');
    const { code, out, err } = await cli(['search', 'zip=30301&searchRadius=0&sortBy=derivedpriceASC'], key);
    expect(code).toBe(0);
    expect(out).toMatch(/^[\d,]+ cars match /);
    expect(out).toMatch(/\$[\d,]+ · [\d,]+ mi · /);
    expect(out).toMatch(new RegExp(`id \\d+  ${url.replace('/graphql', '')}/cars-for-sale/vehicle/\\d+`));
    expect(err).toMatch(/API key budget left for the next \d+ s: \d+ requests, \d+ cost\./);
  });

  test('search reads a sentence into its search and says how it read it', async () => {
    const key = await createKey('cli sentence');
    const { code, out, err } = await cli(['search', 'toyota under 40k near atlanta with a spoiler', '--json'], key);
    expect(code).toBe(0);
    expect(err).toMatch(/^Read as: Toyota · Under \$40,000 · Atlanta, GA \(ignored: spoiler\)$/m);
    const data = JSON.parse(out) as { searchListings: { request: { queryString: string } } };
    const searched = new URLSearchParams(data.searchListings.request.queryString);
    expect(searched.get('makeCode')).toBe('TOYOTA');
    expect(searched.get('maxPrice')).toBe('40000');
    expect(searched.get('zip')).toBe('30303');
  });

  test('listing prints one car; --json prints the data as the API answered it', async () => {
    const key = await createKey('cli listing');
    const search = await cli(['search', 'zip=30301', '--json'], key);
    expect(search.code).toBe(0);
    const data = JSON.parse(search.out) as {
      searchListings: { results: Array<{ listing: { id: string; title: string } }> };
    };
    const first = data.searchListings.results[0].listing;
    const { code, out } = await cli(['listing', first.id], key);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe(first.title);
    expect(out).toMatch(/ {2}Price {10}\$[\d,]+/);
    expect(out).toMatch(/ {2}VIN {12}\w{17}/);
    const gone = await cli(['listing', '999999999999'], key);
    expect(gone).toMatchObject({ code: 1, err: expect.stringContaining('No listing 999999999999 is for sale.') });
  });

  test('a key over its budget: exit 1, the wait from Retry-After, and the budget left', async () => {
    const key = await createKey('cli budget', { rateLimit: 1, windowSeconds: 3600 });
    expect((await cli(['search', 'zip=30301'], key)).code).toBe(0);
    const { code, err } = await cli(['search', 'zip=30301'], key);
    expect(code).toBe(1);
    expect(err).toMatch(/The API key has spent its budget for now\. Try again in \d+ s\. \[RATE_LIMITED\]/);
    expect(err).toMatch(/0 requests/);
  });

  test('an unknown key is said plainly with its code; what a search ignored is named with the reason', async () => {
    const unknown = await cli(['search', 'zip=30301'], `cfs_${'A'.repeat(43)}`);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/\[UNAUTHENTICATED\]/);
    const key = await createKey('cli mistakes');
    const wrong = await cli(['search', 'zip=3030&colour=RED'], key);
    expect(wrong.code).toBe(0);
    expect(wrong.err).toMatch(/^Ignored: zip=3030 \(.+\); colour \(not a parameter\)\.$/m);
  });

  test('command-line mistakes exit 2 with the usage, before any request', async () => {
    for (const args of [
      [],
      ['find', 'x'],
      ['search'],
      ['listing', 'abc'],
      ['search', 'a', 'b'],
      ['search', 'x', '--brand', 'other'],
    ]) {
      const { code, err } = await cli(args, 'cfs_x');
      expect(code).toBe(2);
      expect(err).toContain('Usage: npm run cli');
    }
    expect((await cli(['search', 'zip=30301'])).err).toContain('Set CARS_API_KEY');
    expect((await cli(['--help'])).code).toBe(0);
  });

  test('the API unreachable is a network error, not a stack trace', async () => {
    const out: string[] = [];
    const code = await runCli(['search', 'zip=30301'], {
      env: { CARS_API_URL: 'http://127.0.0.1:1/graphql', CARS_API_KEY: 'cfs_x' },
      out: (text) => out.push(text),
      err: (text) => out.push(text),
    });
    expect(code).toBe(1);
    expect(out.join('\n')).toMatch(/cannot be reached\. \[NETWORK\]/);
  });

  test('npm run cli runs it as a command', () => {
    const run = spawnSync('npm', ['run', '--silent', 'cli', '--', 'search'], {
      encoding: 'utf8',
      env: { ...process.env, CARS_API_KEY: '' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("'search' needs a query string or a sentence.");
  });

  test('formatBudget says nothing when the answer had no budget headers', () => {
    expect(formatBudget({})).toBeUndefined();
  });
});
