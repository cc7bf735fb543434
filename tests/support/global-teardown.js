import { rmSync } from 'node:fs';

/** Jest's global teardown: removes the PGlite template global-setup.js made. */
export default function globalTeardown() {
  const dir = process.env.TEST_DB_TEMPLATE;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
