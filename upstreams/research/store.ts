import type { Queryable } from '../db/database';
import type { ConsumerRatingsResponse, ExpertReviewPost, ReferenceVehicle } from '../../contracts/research/index';

/** The research tables of migration 006, read. */

export async function referenceVehicles(
  db: Queryable,
  year: number,
  makeCode: string,
  modelCode: string,
): Promise<ReferenceVehicle[]> {
  return db.query<ReferenceVehicle>(
    `SELECT v.vehicle_id AS "vehicleId", v.year::int AS year, v.make_code AS "makeCode", mk.name AS "makeName",
            v.model_code AS "modelCode", md.name AS "modelName"
     FROM reference_vehicles v JOIN makes mk ON mk.code = v.make_code JOIN models md ON md.code = v.model_code
     WHERE v.year = $1 AND v.make_code = $2 AND v.model_code = $3
     ORDER BY v.vehicle_id`,
    [year, makeCode, modelCode],
  );
}

/** The vehicle's ratings, Overall first; undefined for a vehicle id that does not exist. */
export async function consumerRatings(db: Queryable, vehicleId: number): Promise<ConsumerRatingsResponse | undefined> {
  const [row] = await db.query<{ numberOfReviews: number; ratings: ConsumerRatingsResponse['ratings'] }>(
    'SELECT number_of_reviews AS "numberOfReviews", ratings FROM consumer_ratings WHERE vehicle_id = $1',
    [vehicleId],
  );
  return row && { vehicleId, ratings: row.ratings, numberOfReviews: row.numberOfReviews };
}

export interface PostsQuery {
  makeCode: string;
  modelCode: string;
  year?: number;
  trimCode?: string;
  perPage: number;
  page: number;
  embed: boolean;
}

/** WordPress renders titles as HTML: the few characters that would be markup are escaped. */
const rendered = (text: string) => text.replace(/&/g, '&#038;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Posts about a make and model, newest first; with a year only that year's, with a trim those
 * about that trim and those about the whole model year.
 */
export async function expertReviews(
  db: Queryable,
  q: PostsQuery,
): Promise<{ total: number; posts: ExpertReviewPost[] }> {
  const where = `make_code = $1 AND model_code = $2 AND ($3::int IS NULL OR year = $3) AND ($4::text IS NULL OR trim_code IS NULL OR trim_code = $4)`;
  const params = [q.makeCode, q.modelCode, q.year ?? null, q.trimCode ?? null];
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM expert_reviews WHERE ${where}`,
    params,
  );
  const rows = await db.query<{
    id: number;
    date: Date | string;
    link: string;
    title: string;
    guid: string;
    year: number;
    trimCode: string | null;
    author: string;
  }>(
    `SELECT id, published_at AS date, link, title, guid, year::int AS year, trim_code AS "trimCode", author
     FROM expert_reviews WHERE ${where}
     ORDER BY published_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, q.perPage, (q.page - 1) * q.perPage],
  );
  const posts = rows.map((row): ExpertReviewPost => ({
    id: row.id,
    date: new Date(row.date).toISOString(),
    link: row.link,
    title: { rendered: rendered(row.title) },
    guid: { rendered: row.guid },
    ymmt: [q.makeCode, q.modelCode, row.year, row.trimCode].filter((code) => code !== null).join('/'),
    ...(q.embed ? { _embedded: { author: [{ name: row.author }] } } : {}),
  }));
  return { total, posts };
}
