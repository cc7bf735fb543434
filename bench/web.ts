/**
 * npm run bench:web — the SRP's web performance budget (issue 6), measured on the real product:
 * builds the client, starts gateway + upstreams (embedded PGlite, fresh data dir), then
 *  - Lighthouse 12 (mobile preset, the default config) on the server-rendered SRP, median of 5 runs;
 *  - the SRP's initial JavaScript: every script the SSR HTML loads, brotli-compressed;
 *  - SSR time to first byte for a 30-listing page: 50 sequential requests after warm-up.
 * Writes bench/results/web.json. Timings belong here, never in tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { freePort, ROOT, startProcess } from './support/processes';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** BENCH_WEB_REPORTS=1 keeps each run's full Lighthouse report (ignored by git) for diagnosis. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ? path.join(ROOT, 'bench/results/lighthouse.scratch') : undefined;
const TTFB_WARMUP = 10;
const TTFB_REQUESTS = 50;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A canonical SRP URL with at least one full batch (30 listings) in its first page. */
const SRP = '/cars-for-sale?searchRadius=100&zip=30301';

const TARGETS = {
  performanceScore: { target: 95, better: 'higher' },
  accessibilityScore: { target: 100, better: 'higher' },
  lcpMs: { target: 2_000, better: 'lower' },
  cls: { target: 0.05, better: 'lower' },
  tbtMs: { target: 150, better: 'lower' },
  initialJsBrotliKb: { target: 150, better: 'lower' },
  ssrTtfbP50Ms: { target: 150, better: 'lower' },
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Milliseconds from sending the request to the response's first byte (status line and headers). */
function ttfb(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.resume();
      response.on('end', () => resolve(elapsed));
    });
    request.on('error', reject);
  });
}

/**
 * Sum of the brotli sizes of the JavaScript the SSR page loads: the entry its inline starter
 * imports and the chunks the starter preloads (gateway/ssr/document.ts), plus any script tag.
 */
function initialJs(html: string) {
  const starter = /<script>(\(function\(\)\{var started.*?)<\/script>/.exec(html)?.[1] ?? '';
  const urls = [
    ...html.matchAll(/<script\b[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...starter.matchAll(/import\("([^"]+)"\)/g),
  ].map((m) => m[1]);
  urls.push(...((JSON.parse(/(\[[^\]]*\])\.forEach/.exec(starter)?.[1] ?? '[]') as string[])));
  if (urls.length === 0) throw new Error('the page loads no JavaScript that this benchmark can find');
  const files = [...new Set(urls)].map((url) => {
    const raw = readFileSync(path.join(ROOT, 'web/dist', url));
    const brotli = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length;
    return { url, rawBytes: raw.length, brotliBytes: brotli };
  });
  // The stylesheet is inlined in the page (gateway/ssr/document.ts): it travels with the HTML.
  return { files, brotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0) };
}

interface LighthouseRun {
  performanceScore: number;
  accessibilityScore: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  serverResponseMs: number;
}

async function lighthouseRun(url: string, index: number): Promise<LighthouseRun> {
  // A fresh browser per run: no warm HTTP cache or compiled code carried between runs.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('lighthouse returned nothing');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(path.join(REPORTS_DIR, `run-${index + 1}.json`), JSON.stringify(result.lhr));
    }
    const failedA11y = Object.values(audits).filter((a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id));
    if (failedA11y.length) console.log('  accessibility failures:', failedA11y.map((a) => a.id).join(', '));
    return {
      performanceScore: Math.round((categories.performance.score ?? 0) * 100),
      accessibilityScore: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
      fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
      speedIndexMs: audits['speed-index'].numericValue ?? NaN,
      serverResponseMs: audits['server-response-time'].numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  console.log('building the web client…');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('vite build failed');

  const [port, upstreamPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  console.log(`starting the product with ${LISTINGS} listings…`);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_LISTINGS: String(LISTINGS),
    LOG_LEVEL: 'warn',
    // One client makes every request here; the per-IP limit is not what is measured.
    RATE_LIMIT_MAX: '1000000',
  };
  // The product's own embedded database and upstreams, whatever this shell points at.
  delete process.env.DATABASE_URL;
  delete process.env.UPSTREAM_LSC_URL;
  const app = await startProcess('gateway/main.ts', env, `${base}/readyz`, 600_000);
  try {
    const url = base + SRP;
    const html = await (await fetch(url)).text();
    const cards = html.match(/data-placement="MAIN"/g)?.length ?? 0;
    if (cards !== 30) throw new Error(`${SRP} shows ${cards} listings, not a full batch of 30`);

    const js = initialJs(html);
    console.log(`initial JS: ${(js.brotliBytes / 1024).toFixed(1)} KB brotli (${js.files.map((f) => f.url).join(', ')})`);

    for (let i = 0; i < TTFB_WARMUP; i++) await ttfb(url);
    const times: number[] = [];
    for (let i = 0; i < TTFB_REQUESTS; i++) times.push(await ttfb(url));
    const ttfbStats = { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: Math.max(...times), requests: TTFB_REQUESTS };
    console.log(`SSR TTFB p50 ${ttfbStats.p50Ms.toFixed(1)} ms, p95 ${ttfbStats.p95Ms.toFixed(1)} ms`);

    const runs: LighthouseRun[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const run = await lighthouseRun(url, i);
      console.log(`lighthouse ${i + 1}/${LIGHTHOUSE_RUNS}: perf ${run.performanceScore}, a11y ${run.accessibilityScore}, LCP ${run.lcpMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, TBT ${run.tbtMs.toFixed(0)} ms`);
      runs.push(run);
    }
    const medianOf = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
    const figures = {
      performanceScore: medianOf('performanceScore'),
      accessibilityScore: medianOf('accessibilityScore'),
      lcpMs: medianOf('lcpMs'),
      cls: medianOf('cls'),
      tbtMs: medianOf('tbtMs'),
      initialJsBrotliKb: js.brotliBytes / 1024,
      ssrTtfbP50Ms: ttfbStats.p50Ms,
    };
    const checks = Object.fromEntries(
      Object.entries(TARGETS).map(([key, { target, better }]) => {
        const value = figures[key as keyof typeof figures];
        return [key, { value, target, met: better === 'higher' ? value >= target : value <= target }];
      }),
    );
    const result = {
      date: new Date().toISOString(),
      url: SRP,
      listings: LISTINGS,
      lighthouse: {
        version: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
        preset: 'mobile (default config: simulated Moto G Power, slow 4G)',
        runs: LIGHTHOUSE_RUNS,
        median: { ...figures, initialJsBrotliKb: undefined, ssrTtfbP50Ms: undefined, fcpMs: medianOf('fcpMs'), speedIndexMs: medianOf('speedIndexMs'), serverResponseMs: medianOf('serverResponseMs') },
        all: runs,
      },
      initialJs: js,
      ssrTtfb: ttfbStats,
      targets: checks,
    };
    writeFileSync(path.join(ROOT, 'bench/results/web.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.table(Object.fromEntries(Object.entries(checks).map(([k, v]) => [k, { value: Number(v.value.toFixed(3)), target: v.target, met: v.met }])));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
