import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const READY_TIMEOUT_MS = 120_000;

export interface RunningApp {
  /** e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nobody is listening on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function buildWebIfMissing() {
  if (existsSync(path.join(ROOT, 'web/dist/index.html'))) return;
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build of the web client failed');
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`gateway exited with code ${child.exitCode} before it was ready:\n${output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gateway was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the real product (gateway, web client and reference upstreams on embedded PGlite seeded
 * with 20,000 listings in a fresh data directory) and resolves once /readyz answers 200.
 */
export async function startApp(): Promise<RunningApp> {
  buildWebIfMissing();
  const [port, upstreamPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'srp-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_LISTINGS: '20000',
  };
  delete env.DATABASE_URL;
  delete env.UPSTREAM_LSC_URL;
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
