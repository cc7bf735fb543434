import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, lostItsPort } from '../../support/ports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const READY_TIMEOUT_MS = 120_000;
/** Starts that lost a port to another process before listening, tried again on fresh ports. */
const PORT_RETRIES = 2;
/** Names a seeded data directory that each started product copies instead of seeding its own. */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';
/** What every e2e product is seeded with. */
export const E2E_SEED_LISTINGS = '20000';

export interface RunningApp {
  /** e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  stop(): Promise<void>;
}

/** The client's and the GraphQL sandbox's builds (npm run build:web makes both). */
function buildWebIfMissing() {
  for (const web of ['web', 'web/sandbox']) {
    if (existsSync(path.join(ROOT, web, 'dist/index.html'))) continue;
    const config = `${web}/vite.config.ts`;
    const build = spawnSync('npx', ['vite', 'build', '--config', config], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`vite build --config ${config} failed`);
  }
}

/**
 * Resolves once the product says it is ready (main.ts prints 'Ready in …' when the index is
 * built) and /readyz agrees; fails at once if the process exits first. The time limit is only a
 * safety net for a start that hangs: node:test has no time-out of its own.
 */
async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onOutput);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onOutput = () => {
      if (/^Ready in /m.test(output())) settle();
    };
    const onExit = (code: number | null) =>
      settle(new Error(`gateway exited with code ${code} before it was ready:\n${output()}`));
    const timer = setTimeout(
      () => settle(new Error(`gateway was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output()}`)),
      READY_TIMEOUT_MS,
    );
    child.stdout?.on('data', onOutput);
    child.once('exit', onExit);
    if (child.exitCode !== null) onExit(child.exitCode);
    else onOutput();
  });
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/readyz answered ${response.status} after the gateway said it was ready`);
}

/**
 * Starts the real product (gateway, web client and reference upstreams on embedded PGlite seeded
 * with 20,000 listings in a fresh data directory) and resolves once /readyz answers 200.
 */
export interface AppOptions {
  /** More environment for the product, given its base URL (e.g. SMTP_URL, DATABASE_URL, PUBLIC_ORIGIN). */
  env?(baseUrl: string): NodeJS.ProcessEnv;
}

export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  buildWebIfMissing();
  for (let retry = 0; ; retry++) {
    try {
      return await startAppOnFreePorts(options);
    } catch (error) {
      if (retry < PORT_RETRIES && error instanceof Error && lostItsPort(error.message)) continue;
      throw error;
    }
  }
}

async function startAppOnFreePorts(options: AppOptions): Promise<RunningApp> {
  const [port, upstreamPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'srp-e2e-'));
  // A data directory seeded once for the whole run (tests/e2e/run.ts): each file still gets its own copy.
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    // Every test file starts its own product: each needs its own internal metrics listener too.
    METRICS_PORT: String(metricsPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_LISTINGS: E2E_SEED_LISTINGS,
  };
  delete env.DATABASE_URL;
  delete env.UPSTREAM_LSC_URL;
  delete env.SMTP_URL;
  Object.assign(env, options.env?.(`http://127.0.0.1:${port}`));
  // Node's test runner sets this in the test process; the product must not think it is a test.
  delete env.NODE_TEST_CONTEXT;

  // Own process group, so that npx, tsx and node all go down together.
  const child = spawn('npx', ['tsx', 'main.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}/readyz`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}
