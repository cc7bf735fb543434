/**
 * How fast the SRP answers a shopper's input (INP in the lab), on the same calibrated phone CPU as
 * the Lighthouse runs: Chromium's CPU throttling set through the DevTools protocol to the multiplier
 * of calibration.ts, then real (trusted) input from Playwright, and the page's own Event Timing
 * entries say how long each interaction took from input to the paint of its response. An
 * interaction's latency is its longest event (how the INP metric counts it). Each repetition is a
 * fresh page load, so no interaction runs on a warmed-up page.
 */
import type { Browser, Page } from 'playwright-core';
import {
  GRID,
  MAIN_CARD,
  panel,
  waitForElementHydrated,
  waitForHydration,
  waitForParams,
} from '../../tests/e2e/support/srp';
import { benchmarkIndexOf, cpuSlowdownFor } from './calibration';
import { median } from './stats';

/** The Core Web Vitals 'good' bound for INP. */
export const GOOD_INP_MS = 200;
/**
 * Event Timing reports only events of at least 16 ms (its smallest threshold). An interaction the
 * page counted but that left no entry took less: it is recorded as this bound.
 */
const EVENT_TIMING_FLOOR_MS = 16;

export interface Interaction {
  name: string;
  /** Brings the page to where the shopper acts; its own input is not measured. */
  prepare(page: Page): Promise<void>;
  /** The measured input, and the wait for its visible response. */
  act(page: Page): Promise<void>;
}

/** The four interactions of issue 30: a make, a price apply, the sort, 'See More Results'. */
export const INTERACTIONS: Interaction[] = [
  {
    name: 'make',
    prepare: async (page) => {
      const make = (await panel(page, 'makeCode')).getByLabel('Make', { exact: true });
      await waitForElementHydrated(make);
      await make.focus();
    },
    // A closed select takes arrow keys as a change of value, as a phone's picker ends in one.
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      await waitForParams(page, (p) => p.getAll('makeCode').length === 1);
    },
  },
  {
    name: 'price apply',
    prepare: async (page) => void (await (await panel(page, 'price')).getByLabel('Min Price').fill('20000')),
    act: async (page) => {
      await page.keyboard.press('Enter');
      await waitForParams(page, (p) => p.get('minPrice') === '20000');
    },
  },
  {
    name: 'sort',
    prepare: (page) => page.getByLabel('Sort by').focus(),
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      await waitForParams(page, (p) => (p.get('sortBy') ?? 'relevance') !== 'relevance');
    },
  },
  {
    name: 'See More Results',
    prepare: (page) => page.getByRole('button', { name: 'See More Results' }).scrollIntoViewIfNeeded(),
    act: async (page) => {
      await page.getByRole('button', { name: 'See More Results' }).click();
      await page.waitForFunction(
        ({ grid, card }) =>
          document.querySelector(grid)?.getAttribute('aria-busy') === 'false' &&
          document.querySelectorAll(card).length > 30,
        { grid: GRID, card: MAIN_CARD },
      );
    },
  },
];

/** Starts collecting Event Timing entries of interactions; returns nothing until read. */
const observe = (page: Page) =>
  page.evaluate((threshold) => {
    const w = window as unknown as { __interactions: number[]; __count: () => number };
    w.__interactions = [];
    new PerformanceObserver((list) => {
      // interactionId is not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId) w.__interactions.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
    w.__count = () => (performance as unknown as { interactionCount: number }).interactionCount;
  }, EVENT_TIMING_FLOOR_MS);

/** The latency of the interactions since `observe`, once the page has counted them and painted. */
async function latencySince(page: Page, countBefore: number): Promise<number> {
  await page.waitForFunction(
    (before) => (window as unknown as { __count: () => number }).__count() > before,
    countBefore,
  );
  // Entries are delivered after the frame that painted the response: wait two frames for them.
  return page.evaluate(
    (floor) =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const seen = (window as unknown as { __interactions: number[] }).__interactions;
              resolve(seen.length ? Math.max(...seen) : floor);
            }, 50),
          ),
        ),
      ),
    EVENT_TIMING_FLOOR_MS,
  );
}

/** The host's benchmarkIndex now, measured in a blank page of this browser. */
async function benchmarkIndexIn(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    return await benchmarkIndexOf(await context.newPage());
  } finally {
    await context.close();
  }
}

/** One measured repetition of an interaction, on a fresh page at the given CPU slowdown. */
async function measureOnce(browser: Browser, url: string, interaction: Interaction, slowdown: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url);
    await waitForHydration(page);
    await interaction.prepare(page);
    await observe(page);
    const before = await page.evaluate(() => (window as unknown as { __count: () => number }).__count());
    // Only entries of the measured input count: anything the preparation did is cleared first.
    await page.evaluate(() => void ((window as unknown as { __interactions: number[] }).__interactions.length = 0));
    await interaction.act(page);
    return await latencySince(page, before);
  } finally {
    await context.close();
  }
}

export interface InteractionFigures {
  name: string;
  /** Median of the repetitions that got their response; null when none did. */
  medianMs: number | null;
  allMs: number[];
  /** Repetitions whose response never came (the page did not answer the input in time), with why. */
  failed: string[];
  good: boolean;
}

/**
 * Each interaction `repetitions` times on every site, the sites alternating per repetition, each
 * repetition's CPU slowdown calibrated to the host just before it.
 */
export async function measureInteractions(
  browser: Browser,
  urls: string[],
  repetitions: number,
): Promise<{ perSite: InteractionFigures[][]; multipliers: number[] }> {
  const samples = urls.map(() => INTERACTIONS.map(() => [] as number[]));
  const failures = urls.map(() => INTERACTIONS.map(() => [] as string[]));
  const multipliers: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const order = i % 2 === 0 ? urls.map((_, k) => k) : urls.map((_, k) => k).reverse();
    for (const k of order) {
      for (const [j, interaction] of INTERACTIONS.entries()) {
        const slowdown = cpuSlowdownFor(await benchmarkIndexIn(browser));
        multipliers.push(slowdown);
        // A repetition without a response is a finding, not the end of the run: it is counted
        // and named, and the interaction cannot be called good.
        try {
          samples[k][j].push(await measureOnce(browser, urls[k], interaction, slowdown));
        } catch (error) {
          const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
          failures[k][j].push(`at ${slowdown.toFixed(2)}x: ${why}`);
        }
      }
    }
  }
  const perSite = samples.map((site, k) =>
    site.map((allMs, j) => {
      const failed = failures[k][j];
      const medianMs = allMs.length ? median(allMs) : null;
      return {
        name: INTERACTIONS[j].name,
        medianMs,
        allMs,
        failed,
        good: medianMs !== null && medianMs <= GOOD_INP_MS && failed.length === 0,
      };
    }),
  );
  return { perSite, multipliers };
}
