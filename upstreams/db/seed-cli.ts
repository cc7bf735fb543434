import { defaultDataDir, openDb } from './database';
import { migrate } from './migrate';
import { seedIfEmpty, seedListingCount } from './seed/index';
import { seedResearchIfEmpty } from './seed/research';
import { seedTrimSpecsIfEmpty } from './seed/trim-specs';
import { seedSafetyIfEmpty } from './seed/safety';
import { seedAdsIfEmpty } from './seed/ads';

/**
 * npm run seed: migrates and seeds the database the upstreams would open (DATABASE_URL, else
 * PGlite under DATA_DIR) with SEED_LISTINGS listings, without starting a server. A database that
 * already holds a seed is left as it is, as at start: the seed is deterministic, so reseeding
 * means starting from an empty database.
 */
let listingCount: number;
try {
  listingCount = seedListingCount();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const db = await openDb();
const where = db.kind === 'pglite' ? `PGlite at ${defaultDataDir()}` : 'PostgreSQL (DATABASE_URL)';
try {
  const migrations = await migrate(db);
  const seed = await seedIfEmpty(db, listingCount);
  const research = await seedResearchIfEmpty(db);
  const trimSpecs = await seedTrimSpecsIfEmpty(db);
  const safety = await seedSafetyIfEmpty(db);
  const ads = await seedAdsIfEmpty(db);
  console.log(`database: ${where}`);
  console.log(`migrations applied: ${migrations.length ? migrations.join(', ') : 'none (up to date)'}`);
  console.log(
    seed.seeded
      ? `listings: seeded ${seed.listings} listings and ${seed.owners} owners in ${seed.ms} ms`
      : `listings: already seeded with ${seed.listings} listings, left as they are (empty the database to reseed)`,
  );
  console.log(`research content: ${research ? 'seeded' : 'already present'}`);
  console.log(`trim equipment: ${trimSpecs ? 'seeded' : 'already present'}`);
  console.log(`safety reference: ${safety ? 'seeded' : 'already present'}`);
  console.log(`house ads and showcase campaigns: ${ads ? 'seeded' : 'already present'}`);
} finally {
  await db.close();
}
