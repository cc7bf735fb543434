import { openDb } from '../../upstreams/db/database';
import { migrate } from '../../upstreams/db/migrate';

/**
 * Makes the migrated, empty PGlite database that every test file's own database starts as a copy
 * of (tests/support/global-setup.js): creating a PGlite cluster and running every migration took a
 * file 4–16 s, copying this one about a second.
 */
const db = await openDb({ databaseUrl: '' });
try {
  await migrate(db);
} finally {
  await db.close();
}
