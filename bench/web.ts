/**
 * npm run bench:web — the SRP's web performance budget (issue 6), measured on the real product
 * beside a baseline (another commit, checked out in a worktree; see baselineRef): for each, it
 * builds the client, starts gateway + upstreams (embedded PGlite, fresh data dir), then
 *  - Lighthouse 12 (mobile preset) on the server-rendered SRP, median of 5 runs, the two sites' runs
 *    alternating, each run's CPU slowdown calibrated to the host's benchmarkIndex measured just before it
 *    (support/calibration.ts), so every run simulates the same mid-tier phone;
 *  - the SRP's initial JavaScript: every script the SSR HTML loads, brotli-compressed;
 *  - SSR time to first byte for a 30-listing page: 50 sequential requests after warm-up.
 * and, in the same alternation, the candidate's wave-2 pages with the same budget (vehicle, compare,
 * sign-in, a signed-in shopper's saved searches and the SRP under the other brands; BENCH_WEB_PAGES=0 leaves them out), and the candidate's document floor (support/floor.ts): its SSR HTML with
 * the JavaScript taken out, which says how much of Lighthouse's figures is this host rendering the
 * document and how much is the client code.
 * Writes bench/results/web.json. Timings belong here, never in tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { cpuSlowdownFor, measureBenchmarkIndex } from './support/calibration';
import { startFloor, type Floor } from './support/floor';
import { GOOD_INP_MS, measureInteractions } from './support/interactions';
import { launchBrowser } from '../tests/e2e/support/browser';
import { median } from './support/stats';
import { freePort, ROOT, startProcess } from './support/processes';
import { checkOut, commitOf, git } from './support/worktree';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** Repetitions of each measured interaction (a make, a price apply, the sort, See More Results) per site. */
const INTERACTION_RUNS = Number(process.env.BENCH_WEB_INTERACTIONS ?? 10);
/** BENCH_WEB_PAGES=0 measures the SRP only (not the vehicle, compare, sign-in and saved searches pages). */
const WAVE_PAGES = process.env.BENCH_WEB_PAGES !== '0';
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
  /** Every run inside the layout-shift bound, not only the median. */
  clsWorstRun: { target: 0.05, better: 'lower' },
  tbtMs: { target: 150, better: 'lower' },
  initialJsBrotliKb: { target: 150, better: 'lower' },
  ssrTtfbP50Ms: { target: 100, better: 'lower' },
} as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Milliseconds from sending the request to the response's first byte (status line and headers). */
function ttfb(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
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
function initialJs(html: string, dir: string) {
  const starter = /<script(?: nonce="[^"]+")?>(\(function\(\)\{var started.*?)<\/script>/.exec(html)?.[1] ?? '';
  const urls = [
    ...html.matchAll(/<script\b[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...starter.matchAll(/import\("([^"]+)"\)/g),
  ].map((m) => m[1]);
  // The list the starter preloads from: `hrefs=[…]` now, `[…].forEach` in builds before 2026-11-27 (a baseline).
  const preloads = /hrefs=(\[[^\]]*\])/.exec(starter) ?? /(\[[^\]]*\])\.forEach/.exec(starter);
  urls.push(...(JSON.parse(preloads?.[1] ?? '[]') as string[]));
  if (urls.length === 0) throw new Error('the page loads no JavaScript that this benchmark can find');
  const files = [...new Set(urls)].map((url) => {
    const raw = readFileSync(path.join(dir, 'web/dist', url));
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
  /** Lighthouse's own measure of the host's CPU when the run started (docs/throttling.md). */
  benchmarkIndex: number;
  /** The host's benchmarkIndex measured just before the run, which set its CPU slowdown. */
  calibrationIndex: number;
  /** The CPU slowdown this run simulated (Lighthouse's preset uses 4 whatever the host). */
  cpuSlowdownMultiplier: number;
}

/** Trace failures Lighthouse itself asks to run again for (its message says so); anything else is fatal. */
const RETRYABLE_LIGHTHOUSE_ERRORS = ['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED'];
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse run, run afresh (a new browser) when its trace failed to record. */
async function lighthouseRun(url: string, name: string, headers?: Record<string, string>): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url, name, headers);
    } catch (error) {
      const code = error instanceof LighthouseRuntimeError ? error.code : undefined;
      if (!code || !RETRYABLE_LIGHTHOUSE_ERRORS.includes(code) || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.log(`  ${name}: lighthouse ${code}, running it again (${attempt + 1}/${LIGHTHOUSE_ATTEMPTS})`);
    }
  }
}

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`lighthouse: ${code} ${message}`);
  }
}

async function lighthouseAttempt(url: string, name: string, headers?: Record<string, string>): Promise<LighthouseRun> {
  // A fresh browser per run: no warm HTTP cache or compiled code carried between runs.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const calibrationIndex = await measureBenchmarkIndex(chrome.port);
    const cpuSlowdownMultiplier = cpuSlowdownFor(calibrationIndex);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Only the CPU slowdown changes; the preset's network throttling (slow 4G) stays as it is.
      throttling: { cpuSlowdownMultiplier },
      extraHeaders: headers,
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRuntimeError(runtimeError.code, runtimeError.message);
    const applied = result.lhr.configSettings.throttling;
    if (applied.cpuSlowdownMultiplier !== cpuSlowdownMultiplier || applied.rttMs !== 150) {
      throw new Error(
        `lighthouse ran with ${JSON.stringify(applied)}, not the calibrated ${cpuSlowdownMultiplier}x on slow 4G`,
      );
    }
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    const failedA11y = Object.values(audits).filter(
      (a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id),
    );
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
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      calibrationIndex,
      cpuSlowdownMultiplier,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The code the run compares against: BENCH_WEB_BASELINE (a git ref, or 'none'), by default the
 * commit that recorded the previous figures. Lighthouse's figures move with the host's load by a
 * factor of two on a shared machine, so a change is judged against its baseline measured in the
 * same run, the two sites' runs alternating.
 */
function baselineRef(): string | undefined {
  return commitOf(process.env.BENCH_WEB_BASELINE ?? git(['log', '-1', '--format=%H', '--', 'bench/results/web.json']));
}

interface Site {
  label: string;
  base: string;
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/** Builds a checkout's client and starts its gateway and upstreams on an embedded PGlite of their own. */
async function startSite(label: string, dir: string): Promise<Site> {
  console.log(`${label}: building the web client…`);
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { cwd: dir, stdio: 'ignore' });
  if (build.status !== 0) throw new Error(`${label}: vite build failed`);
  const [port, upstreamPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  console.log(`${label}: starting the product with ${LISTINGS} listings…`);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    // The sign-up below sends operation text, as a developer would; the pages send hashes regardless.
    GRAPHQL_SANDBOX: 'true',
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    // Two sites run side by side: each its own internal metrics listener (ignored by older checkouts).
    METRICS_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_LISTINGS: String(LISTINGS),
    LOG_LEVEL: 'warn',
    // One client makes every request here; the per-IP limit is not what is measured.
    RATE_LIMIT_MAX: '1000000',
  };
  // The repository's main.ts starts the product; a baseline from before it had gateway/main.ts do it.
  const entry = existsSync(path.join(dir, 'main.ts')) ? 'main.ts' : 'gateway/main.ts';
  const app = await startProcess(entry, env, `${base}/readyz`, 600_000, [], dir);
  return {
    label,
    base,
    url: base + SRP,
    dir,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A page added by the write path's issues (issue 30 item 5), measured on the candidate only with
 * the SRP's budget: a baseline from before it may not have the page.
 */
interface WavePage {
  label: string;
  path: string;
  /** e.g. a signed-in shopper's session cookie */
  headers?: Record<string, string>;
}

/**
 * The candidate's wave-2 pages, found through the product itself: the vehicle page of the SRP's
 * first car, the compare page of its first three, the sign-in page, the saved searches page of
 * a shopper who has just signed up (their session cookie sent with every request), and the same SRP
 * under the other two brands.
 */
async function wavePages(site: Site): Promise<WavePage[]> {
  const html = await (await fetch(site.url)).text();
  const ids = [...new Set([...html.matchAll(/\/cars-for-sale\/vehicle\/(\d+)/g)].map((m) => m[1]))];
  if (ids.length < 3) throw new Error(`${site.label}: the SRP links to ${ids.length} vehicle pages, not 3`);
  const signUp = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignUpInput!) { signUp(input: $input) { errors { field message } } }',
      variables: { input: { email: `bench-${Date.now()}@example.com`, password: 'bench web password' } },
    }),
  });
  const { data } = (await signUp.json()) as { data?: { signUp: { errors: unknown[] } } };
  if (!signUp.ok || !data || data.signUp.errors.length) throw new Error(`${site.label}: signing up failed`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return [
    { label: 'vehicle page', path: `/cars-for-sale/vehicle/${ids[0]}` },
    { label: 'compare page', path: `/compare?ids=${ids.slice(0, 3).join(',')}` },
    { label: 'sign-in page', path: '/account/sign-in' },
    { label: 'saved searches page', path: '/account/saved-searches', headers: { cookie } },
    // Every brand's SRP holds the same budget (issue 25 item 4): the brand cookie stands in for its host name.
    { label: 'valuation brand SRP', path: SRP, headers: { cookie: 'mm_brand=fairvalue' } },
    { label: 'car-maker brand SRP', path: SRP, headers: { cookie: 'mm_brand=halden' } },
  ];
}

/** What one site measures: its initial JavaScript, SSR time to first byte, and Lighthouse's runs (filled in later). */
async function measureServer(site: Site, page?: WavePage) {
  const url = page ? site.base + page.path : site.url;
  const label = page ? `${site.label} ${page.label}` : site.label;
  const response = await fetch(url, { headers: page?.headers });
  const html = await response.text();
  if (!response.ok) throw new Error(`${label}: ${url} answered ${response.status}`);
  if (!page) {
    const cards = html.match(/data-placement="MAIN"/g)?.length ?? 0;
    if (cards !== 30) throw new Error(`${site.label}: ${SRP} shows ${cards} listings, not a full batch of 30`);
  }
  const js = initialJs(html, site.dir);
  console.log(
    `${label}: initial JS ${(js.brotliBytes / 1024).toFixed(1)} KB brotli (${js.files.map((f) => f.url).join(', ')})`,
  );
  for (let i = 0; i < TTFB_WARMUP; i++) await ttfb(url, page?.headers);
  const times: number[] = [];
  for (let i = 0; i < TTFB_REQUESTS; i++) times.push(await ttfb(url, page?.headers));
  const ssrTtfb = {
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(...times),
    requests: TTFB_REQUESTS,
  };
  console.log(`${label}: SSR TTFB p50 ${ssrTtfb.p50Ms.toFixed(1)} ms, p95 ${ssrTtfb.p95Ms.toFixed(1)} ms`);
  return { js, ssrTtfb };
}

/** Lighthouse's runs of one page and the median of each of their figures. */
function lighthouseSummary(runs: LighthouseRun[]) {
  const keys = Object.keys(runs[0]) as (keyof LighthouseRun)[];
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as Record<
    keyof LighthouseRun,
    number
  >;
  const multipliers = runs.map((r) => r.cpuSlowdownMultiplier);
  const indexes = runs.map((r) => r.calibrationIndex);
  // How far apart the runs' hosts were: the calibration is what keeps their figures comparable.
  const calibration = {
    cpuSlowdownMultiplier: {
      min: Math.min(...multipliers),
      median: median(multipliers),
      max: Math.max(...multipliers),
    },
    benchmarkIndex: { min: Math.min(...indexes), median: median(indexes), max: Math.max(...indexes) },
  };
  return { runs: runs.length, median: medians, calibration, all: runs };
}

function summarise(runs: LighthouseRun[], server: Awaited<ReturnType<typeof measureServer>>) {
  const lighthouse = lighthouseSummary(runs);
  const { performanceScore, accessibilityScore, lcpMs, cls, tbtMs } = lighthouse.median;
  const figures = {
    performanceScore,
    accessibilityScore,
    lcpMs,
    cls,
    clsWorstRun: Math.max(...runs.map((r) => r.cls)),
    tbtMs,
    initialJsBrotliKb: server.js.brotliBytes / 1024,
    ssrTtfbP50Ms: server.ssrTtfb.p50Ms,
  };
  return { figures, lighthouse, initialJs: server.js, ssrTtfb: server.ssrTtfb };
}

async function main() {
  // The product's own embedded database and upstreams, whatever this shell points at.
  delete process.env.DATABASE_URL;
  delete process.env.UPSTREAM_LSC_URL;
  const commit = git(['rev-parse', 'HEAD']);
  // The results file this run rewrites does not count as a change to the code measured.
  const dirty = git(['status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results']) !== '';
  const baseline = baselineRef();
  const worktree = baseline ? checkOut(baseline, 'bench-web-baseline-') : undefined;
  const sites: Site[] = [];
  let floor: Floor | undefined;
  try {
    sites.push(await startSite('candidate', ROOT));
    if (worktree && baseline) sites.push(await startSite(`baseline ${baseline.slice(0, 7)}`, worktree.dir));
    const servers: Awaited<ReturnType<typeof measureServer>>[] = [];
    for (const site of sites) servers.push(await measureServer(site));
    const pages = WAVE_PAGES ? await wavePages(sites[0]) : [];
    const pageServers: Awaited<ReturnType<typeof measureServer>>[] = [];
    for (const page of pages) pageServers.push(await measureServer(sites[0], page));

    floor = await startFloor(sites[0].base, SRP);
    const targets: { label: string; url: string; report: string; headers?: Record<string, string> }[] = [
      ...sites.map((site, k) => ({ label: site.label, url: site.url, report: k === 0 ? 'run' : 'baseline-run' })),
      ...pages.map((page) => ({
        label: `candidate ${page.label}`,
        url: sites[0].base + page.path,
        report: page.label.replaceAll(' ', '-'),
        headers: page.headers,
      })),
      { label: 'candidate without JavaScript', url: floor.url, report: 'floor-run' },
    ];

    // Alternating, each round in the other order from the last, so drift in the host's load falls on all.
    const runs: LighthouseRun[][] = targets.map(() => []);
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const order = i % 2 === 0 ? targets.map((_, k) => k) : targets.map((_, k) => k).reverse();
      for (const k of order) {
        const run = await lighthouseRun(targets[k].url, `${targets[k].report}-${i + 1}`, targets[k].headers);
        console.log(
          `${targets[k].label} lighthouse ${i + 1}/${LIGHTHOUSE_RUNS}: perf ${run.performanceScore}, a11y ${run.accessibilityScore}, LCP ${run.lcpMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, TBT ${run.tbtMs.toFixed(0)} ms (host benchmarkIndex ${run.calibrationIndex.toFixed(0)}, CPU slowdown ${run.cpuSlowdownMultiplier.toFixed(2)}x)`,
        );
        runs[k].push(run);
      }
    }
    // Interaction latency on the same calibrated phone CPU, the sites alternating per repetition.
    const browser = await launchBrowser();
    const interactions = await measureInteractions(
      browser,
      sites.map((site) => site.url),
      INTERACTION_RUNS,
    ).finally(() => browser.close());
    for (const [k, site] of sites.entries()) {
      for (const f of interactions.perSite[k]) {
        console.log(
          `${site.label} interaction '${f.name}': median ${f.medianMs?.toFixed(0) ?? '-'} ms of ${f.allMs.length} (${f.allMs.join(', ')} ms)${f.good ? '' : `, over the ${GOOD_INP_MS} ms bound`}${f.failed.length ? `; ${f.failed.length} without a response: ${f.failed.join(' | ')}` : ''}`,
        );
      }
    }
    const [candidate, base] = sites.map((_, k) => summarise(runs[k], servers[k]));
    const documentFloor = lighthouseSummary(runs[targets.length - 1]);
    interface Check {
      value: number;
      target: number;
      met: boolean;
      baseline: number | undefined;
    }
    const checks: Record<string, Check> = Object.fromEntries(
      Object.entries(TARGETS).map(([key, { target, better }]) => {
        const value = candidate.figures[key as keyof typeof candidate.figures];
        const baselineValue = base?.figures[key as keyof typeof base.figures];
        return [
          key,
          { value, target, met: better === 'higher' ? value >= target : value <= target, baseline: baselineValue },
        ];
      }),
    );
    // Each wave-2 page against the same budget (no baseline: an older checkout may not have it).
    const pageResults = pages.map((page, j) => {
      const summary = summarise(runs[sites.length + j], pageServers[j]);
      for (const [key, { target, better }] of Object.entries(TARGETS)) {
        const value = summary.figures[key as keyof typeof summary.figures];
        checks[`${page.label}: ${key}`] = {
          value,
          target,
          met: better === 'higher' ? value >= target : value <= target,
          baseline: undefined,
        };
      }
      return { label: page.label, path: page.path.replace(/\d{6,}/g, '{id}'), ...summary };
    });
    for (const [j, f] of interactions.perSite[0].entries()) {
      // A median of none (every repetition without a response) is recorded as the bound missed.
      checks[`inp: ${f.name}`] = {
        value: f.medianMs ?? Number.POSITIVE_INFINITY,
        target: GOOD_INP_MS,
        met: f.good,
        baseline: interactions.perSite[1]?.[j].medianMs ?? undefined,
      };
    }
    const result = {
      date: new Date().toISOString(),
      url: SRP,
      listings: LISTINGS,
      commit: dirty ? `${commit} with uncommitted changes` : commit,
      lighthouse: {
        version: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
        preset:
          "mobile (default config: simulated Moto G Power, slow 4G) with each run's CPU slowdown calibrated to the host (bench/support/calibration.ts)",
        ...candidate.lighthouse,
      },
      initialJs: candidate.initialJs,
      ssrTtfb: candidate.ssrTtfb,
      interactions: {
        description: `Event Timing latency of real input on a fresh page at the calibrated CPU slowdown, median of ${INTERACTION_RUNS}; good is at most ${GOOD_INP_MS} ms`,
        cpuSlowdownMultipliers: interactions.multipliers,
        candidate: interactions.perSite[0],
        baseline: interactions.perSite[1],
      },
      targets: checks,
      pages: pageResults,
      // The candidate's SSR HTML without its JavaScript, measured in the same alternation (see the top).
      documentFloor: { description: "the candidate's SSR HTML with its scripts taken out", lighthouse: documentFloor },
      baseline:
        base && baseline
          ? { commit: baseline, lighthouse: base.lighthouse, initialJs: base.initialJs, ssrTtfb: base.ssrTtfb }
          : undefined,
    };
    writeFileSync(path.join(ROOT, 'bench/results/web.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.table(
      Object.fromEntries(
        Object.entries(checks).map(([k, v]) => {
          const floorValue = (documentFloor.median as Partial<Record<string, number>>)[k];
          const row = {
            value: Number(v.value.toFixed(3)),
            baseline: v.baseline === undefined ? '' : Number(v.baseline.toFixed(3)),
          };
          return [
            k,
            {
              ...row,
              'without JS': floorValue === undefined ? '' : Number(floorValue.toFixed(3)),
              target: v.target,
              met: v.met,
            },
          ];
        }),
      ),
    );
    const { cpuSlowdownMultiplier: m, benchmarkIndex: b } = candidate.lighthouse.calibration;
    console.log(
      `CPU slowdown per run ${m.min.toFixed(2)}-${m.max.toFixed(2)}x (median ${m.median.toFixed(2)}x) for a host benchmarkIndex of ${b.min.toFixed(0)}-${b.max.toFixed(0)} (median ${b.median.toFixed(0)}): every run simulated the same mid-tier phone.`,
    );
  } finally {
    await floor?.stop();
    for (const site of sites) await site.stop();
    worktree?.remove();
  }
}

await main();
