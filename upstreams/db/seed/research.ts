import type { Db, Queryable } from '../database';
import { CATALOGUE } from '../catalogue/index';
import type { MakeSpec } from '../catalogue/types';
import {
  CONTENT_SITE,
  FIRST_POST_ID,
  FIRST_VEHICLE_ID,
  MAX_REVIEWS_PER_VEHICLE,
  RATING_NAMES,
  REVIEW_AUTHORS,
} from '../../research/constants';
import { CURRENT_MODEL_YEAR, REFERENCE_DATE, SEED } from './constants';
import { Random } from './random';

/**
 * The research content as a pure function of the catalogue (migration 006): one reference vehicle
 * per model year, its consumer ratings, and expert review posts (one per model year, plus a first
 * drive of the top trim of each model's newest year). Its own random stream, so the listing count
 * does not change it.
 */

export interface ReferenceVehicleRow {
  vehicleId: number;
  year: number;
  makeCode: string;
  modelCode: string;
  numberOfReviews: number;
  /** Averages in RATING_NAMES order; empty without reviews. */
  scores: number[];
}

export interface ExpertReviewRow {
  id: number;
  link: string;
  title: string;
  guid: string;
  makeCode: string;
  modelCode: string;
  year: number;
  trimCode: string | null;
  publishedAt: Date;
  author: string;
}

export interface ResearchRows {
  vehicles: ReferenceVehicleRow[];
  posts: ExpertReviewRow[];
}

const DAY = 86_400_000;
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** One decimal, within the 1 to 5 scale. */
const score = (value: number) => Math.min(5, Math.max(1, Math.round(value * 10) / 10));

export function generateResearch(catalogue: readonly MakeSpec[] = CATALOGUE): ResearchRows {
  const random = new Random(`${SEED}:research`);
  const vehicles: ReferenceVehicleRow[] = [];
  const posts: ExpertReviewRow[] = [];
  let vehicleId = FIRST_VEHICLE_ID;
  let postId = FIRST_POST_ID;
  const post = (
    make: MakeSpec,
    modelCode: string,
    year: number,
    title: string,
    path: string,
    trimCode: string | null,
  ) => {
    // Reviews come out in the autumn before the model year, never after the seed's reference day.
    const published = Math.min(
      Date.UTC(year - 1, 8, 1) + random.int(0, 150) * DAY,
      REFERENCE_DATE - random.int(1, 30) * DAY,
    );
    const id = postId++;
    posts.push({
      id,
      title,
      link: `${CONTENT_SITE}/${slug(make.name)}/${path}/`,
      guid: `${CONTENT_SITE}/?p=${id}`,
      makeCode: make.code,
      modelCode,
      year,
      trimCode,
      publishedAt: new Date(published),
      author: random.pick(REVIEW_AUTHORS),
    });
  };
  for (const make of catalogue) {
    for (const model of make.models) {
      // A model's character carries over its years: each year varies around it.
      const character = random.normal(4.3, 0.3);
      for (let year = model.years[0]; year <= model.years[1]; year++) {
        const sold = year <= CURRENT_MODEL_YEAR;
        // Older model years have had longer to collect reviews.
        const numberOfReviews = sold
          ? random.int(0, Math.round(MAX_REVIEWS_PER_VEHICLE * Math.min(1, (CURRENT_MODEL_YEAR - year + 2) / 8)))
          : 0;
        const overall = random.normal(character, 0.15);
        const scores =
          numberOfReviews > 0
            ? RATING_NAMES.map((_, i) => score(i === 0 ? overall : random.normal(overall, 0.25)))
            : [];
        vehicles.push({
          vehicleId: vehicleId++,
          year,
          makeCode: make.code,
          modelCode: model.code,
          numberOfReviews,
          scores,
        });
        post(make, model.code, year, `${year} ${make.name} ${model.name} Review`, `${slug(model.name)}/${year}`, null);
      }
      const newest = model.years[1];
      const top = model.trims[model.trims.length - 1];
      post(
        make,
        model.code,
        newest,
        `First Drive: ${newest} ${make.name} ${model.name} ${top.name}`,
        `${slug(model.name)}/${newest}/${slug(top.name)}-first-drive`,
        top.code,
      );
    }
  }
  return { vehicles, posts };
}

/** Writes the research rows (one unnest statement per table), in the caller's transaction. */
async function insertResearch(tx: Queryable, rows: ResearchRows = generateResearch()): Promise<void> {
  const { vehicles, posts } = rows;
  await tx.query(
    `INSERT INTO reference_vehicles (vehicle_id, year, make_code, model_code)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
    [
      vehicles.map((v) => v.vehicleId),
      vehicles.map((v) => v.year),
      vehicles.map((v) => v.makeCode),
      vehicles.map((v) => v.modelCode),
    ],
  );
  await tx.query(
    'INSERT INTO consumer_ratings (vehicle_id, number_of_reviews, ratings) SELECT * FROM unnest($1::int[], $2::int[], $3::jsonb[])',
    [
      vehicles.map((v) => v.vehicleId),
      vehicles.map((v) => v.numberOfReviews),
      vehicles.map((v) => JSON.stringify(v.scores.map((value, i) => ({ name: RATING_NAMES[i], value })))),
    ],
  );
  await tx.query(
    `INSERT INTO expert_reviews (id, link, title, guid, make_code, model_code, year, trim_code, published_at, author)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::timestamptz[], $10::text[])`,
    [
      posts.map((p) => p.id),
      posts.map((p) => p.link),
      posts.map((p) => p.title),
      posts.map((p) => p.guid),
      posts.map((p) => p.makeCode),
      posts.map((p) => p.modelCode),
      posts.map((p) => p.year),
      posts.map((p) => p.trimCode),
      posts.map((p) => p.publishedAt.toISOString()),
      posts.map((p) => p.author),
    ],
  );
}

/**
 * A database seeded before migration 006 has listings but no research rows: they are added from
 * the catalogue it was seeded with. Answers whether rows were written.
 */
export async function seedResearchIfEmpty(db: Db, catalogue: readonly MakeSpec[] = CATALOGUE): Promise<boolean> {
  const [present] = await db.query('SELECT 1 FROM reference_vehicles LIMIT 1');
  if (present) return false;
  await db.transaction((tx) => insertResearch(tx, generateResearch(catalogue)));
  return true;
}
