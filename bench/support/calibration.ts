/**
 * Calibrating Lighthouse's CPU slowdown to the host, so every run simulates the same mid-tier phone.
 *
 * Lighthouse's simulated throttling multiplies the host's main-thread time by `cpuSlowdownMultiplier`
 * (4 in the mobile preset). Its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown")
 * says 4x turns a high-end desktop into a mid-tier phone and points to its CPU slowdown calculator,
 * which maps the host's benchmarkIndex to a multiplier piecewise linearly through these points
 * (the calculator's reference table): 150 → 1x, 800 → 2x, 1300 → 3x, 1533 → 4x, 1766 → 5x, 2000 → 6x,
 * and on at one more x for every further 233. A fixed 4x is right only for a host near 1533; on this
 * shared 2-core machine the index moves between about 800 and 2900 within minutes, so the multiplier
 * is worked out for each run from the index measured just before it.
 */
import { chromium, type Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Below this index the calculator has no multiplier: the host is slower than the phone it would simulate. */
export const MIN_CALIBRATED_INDEX = 150;

/** The calculator's reference points: [benchmarkIndex, multiplier], joined by straight lines. */
const REFERENCE: ReadonlyArray<readonly [number, number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
/** Past the last reference point, each further 233 of index adds one to the multiplier. */
const INDEX_PER_MULTIPLIER_ABOVE_1300 = 233;

/** The CPU slowdown that makes a host of this benchmarkIndex behave like Lighthouse's mid-tier phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_CALIBRATED_INDEX) {
    throw new Error(
      `benchmarkIndex ${benchmarkIndex} is below ${MIN_CALIBRATED_INDEX}: this host is slower than the phone the benchmark simulates`,
    );
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / INDEX_PER_MULTIPLIER_ABOVE_1300;
  for (let i = 1; i < REFERENCE.length; i++) {
    const [x0, y0] = REFERENCE[i - 1];
    const [x1, y1] = REFERENCE[i];
    if (benchmarkIndex < x1) return y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  }
  throw new Error('unreachable: every index from 150 to 1300 falls between two reference points');
}

/** The host's benchmarkIndex measured in this page, the way Lighthouse measures it (its own page function). */
export async function benchmarkIndexOf(page: Page): Promise<number> {
  return Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
}

/**
 * The host's benchmarkIndex right now, measured in a blank tab of the browser (started by
 * chrome-launcher on this debugging port) that the next Lighthouse run will use.
 */
export async function measureBenchmarkIndex(debuggingPort: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const index = await benchmarkIndexOf(page);
    await page.close();
    return index;
  } finally {
    await browser.close();
  }
}
