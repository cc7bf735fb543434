import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CLIENT_MAX_WAIT_MS } from '../../gateway/ssr/constants';
import { startStack, type Stack } from '../support/stack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'web/dist');

let stack: Stack;
beforeAll(async () => {
  // The gateway reads the client build when it starts (jest's global setup builds it when missing).
  stack = await startStack(1_000);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  stack.gateway.app.inject({ method: 'GET', url, headers });

/** The inline starter at the end of the body: what it preloads and the entry it imports. */
function starterOf(html: string) {
  const code = /<script nonce="[^"]+">(\(function\(\)\{var started.*?)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error('no client starter in the page');
  return {
    code,
    entry: /import\("([^"]+)"\)/.exec(code)![1],
    preloads: JSON.parse(/hrefs=(\[[^\]]*\])/.exec(code)![1]) as string[],
  };
}

async function pageAssets() {
  const html = (await get('/cars-for-sale')).body;
  const { entry, preloads } = starterOf(html);
  return { html, scripts: [entry, ...preloads] };
}

test('nothing competes with the first paint: the stylesheet is inlined, the client starts after the load event', async () => {
  const { html, scripts } = await pageAssets();
  // The built stylesheet, inlined: no stylesheet request at all.
  const built = readFileSync(
    path.join(DIST, /href="\/(assets\/[^"]+\.css)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))![1]),
    'utf8',
  );
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<style nonce="[^"]+">/);
  expect(html).toContain(`">${built}`);
  // Nothing links it later: no chunk names it among the dependencies Vite's loader adds when the
  // chunk is imported (a second download, and the whole page restyled).
  for (const file of readdirSync(path.join(DIST, 'assets')).filter((name) => name.endsWith('.js'))) {
    expect(readFileSync(path.join(DIST, 'assets', file), 'utf8')).not.toMatch(/\.css"/);
  }
  // The site icon is an inline PNG: an SVG icon is a document the renderer builds on the main thread.
  expect(html).toMatch(/<link rel="icon" type="image\/png" href="data:image\/png;base64,[A-Za-z0-9+/=]+" \/>/);
  // The hashed entry is imported by the starter at the end of the body, after the state it hydrates from.
  const starter = starterOf(html);
  expect(starter.entry).toBe(
    /<script type="module"[^>]*src="([^"]+)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))![1],
  );
  for (const url of scripts) expect(url).toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.js$/);
  expect(starter.code).toContain("addEventListener('load'");
  expect(starter.code).toContain('requestAnimationFrame');
  expect(starter.code).toContain(`setTimeout(start,${CLIENT_MAX_WAIT_MS})`);
  expect(html.indexOf(starter.code)).toBeGreaterThan(html.indexOf('<script type="application/json" id="srp-state"'));
  // No script is fetched before the page has loaded: no external script tag, no preload in the head.
  expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  expect(html).not.toMatch(/<link rel="modulepreload"/);
});

test('assets are immutable and served with brotli, gzip or as they are', async () => {
  const { scripts } = await pageAssets();
  const stylesheet = `/${/href="\/(assets\/[^"]+\.css)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))![1]}`;
  for (const url of [...scripts, stylesheet]) {
    const file = readFileSync(path.join(DIST, url));
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(file)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(file.length);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(file)).toBe(true);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file)).toBe(true);
  }
  expect((await get('/assets/missing-00000000.js')).statusCode).toBe(404);
});

test('pages are compressed', async () => {
  const response = await get('/cars-for-sale', { 'accept-encoding': 'br' });
  expect(response.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Matches</h2>');
});

describe('deferred chunks (web/src/deferred.tsx)', () => {
  const manifest = () =>
    JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
    >;
  /** What the starter preloads: the entry's steps and the deferred chunks the page rendered. */
  const preloads = (html: string) => starterOf(html).preloads;
  const chunkOf = (module: string) => `/${manifest()[module].file}`;
  /** The chunks the entry imports as it starts (web/src/main.tsx), with theirs. */
  const entrySteps = () => {
    const all = manifest();
    const steps = new Set<string>();
    const add = (key: string) => {
      if (all[key].isEntry || steps.has(`/${all[key].file}`)) return;
      steps.add(`/${all[key].file}`);
      (all[key].imports ?? []).forEach(add);
    };
    (Object.values(all).find((chunk) => chunk.isEntry)!.dynamicImports ?? []).forEach(add);
    return [...steps];
  };

  test('the entry chunk leaves out the filter panels, the keyword search and the vehicle page', () => {
    const entry = Object.values(manifest()).find((chunk) => chunk.isEntry)!;
    for (const module of [
      'src/components/filters/FilterPanels.tsx',
      'src/components/KeywordSearch.tsx',
      'src/routes/VehiclePage.tsx',
    ]) {
      expect(manifest()[module].file).not.toBe(entry.file);
    }
  });

  test('the SRP renders them in its HTML, and its starter preloads their chunks with the entry', async () => {
    const html = (await get('/cars-for-sale?makeCode=FORD')).body;
    // The markup is all there, each deferred part in a Suspense boundary of its own.
    expect(html).toMatch(/<!--\$--><div class="filter-panels">/);
    expect(html).toContain('data-testid="panel-vehicleExchange"');
    // A panel that starts closed is sent without its options (rendered when it opens); an open one with them.
    const panel = (name: string) =>
      new RegExp(`data-testid="panel-${name}">([\\s\\S]*?)</details>`).exec(html)?.[1] ?? '';
    expect(panel('vehicleExchange')).toContain('<summary');
    expect(panel('vehicleExchange')).not.toContain('<input');
    expect(panel('makeCode')).toContain('<select');
    expect(html).toMatch(/<!--\$--><div class="keyword" role="search">/);
    const urls = preloads(html);
    // Each deferred part's chunk, and the chunks it shares with others (the text input the keyword
    // box and the filter panels both use; the store the compare drawer shares with the compare page).
    const deferredModules = [
      'src/components/KeywordSearch.tsx',
      'src/components/filters/FilterPanels.tsx',
      // The compare drawer, on every page (docs/rules/compare.md#the-drawer).
      'src/compare/CompareDrawer.tsx',
    ];
    const deferredChunks = deferredModules.flatMap((module) => [
      chunkOf(module),
      ...(manifest()[module].imports ?? [])
        .filter((key) => !manifest()[key].isEntry)
        .map((key) => `/${manifest()[key].file}`),
    ]);
    expect(entrySteps().length).toBeGreaterThanOrEqual(3);
    expect([...urls].sort()).toEqual([...new Set([...entrySteps(), ...deferredChunks])].sort());
    for (const url of urls) expect((await get(url, { 'accept-encoding': 'br' })).statusCode).toBe(200);
  });

  test('the vehicle page preloads its own chunk', async () => {
    const srp = (await get('/cars-for-sale?makeCode=FORD')).body;
    const id = /data-testid="listing-card"[\s\S]*?href="\/cars-for-sale\/vehicle\/([^"?]+)/.exec(srp)![1];
    const html = (await get(`/cars-for-sale/vehicle/${id}`)).body;
    expect(html).toMatch(/<!--\$--><main/);
    expect(preloads(html)).toContain(chunkOf('src/routes/VehiclePage.tsx'));
  });
});
