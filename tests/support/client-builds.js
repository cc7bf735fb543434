import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The client builds the gateway serves: the web app and the self-hosted GraphQL sandbox. */
const BUILDS = [
  { dist: 'web/dist', config: 'web/vite.config.ts' },
  { dist: 'web/sandbox/dist', config: 'web/sandbox/vite.config.ts' },
];

/**
 * Builds whichever client is missing (a fresh clone has neither) once, before any test file starts
 * (tests/support/global-setup.js), so suites that serve pages or assets never build it in parallel.
 */
export function buildMissingClients() {
  for (const { dist, config } of BUILDS) {
    if (existsSync(path.join(ROOT, dist, 'index.html'))) continue;
    const build = spawnSync('npx', ['vite', 'build', '--config', config], { cwd: ROOT, stdio: 'ignore' });
    if (build.status !== 0) throw new Error(`vite build --config ${config} failed`);
  }
}
