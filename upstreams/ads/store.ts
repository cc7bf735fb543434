import type { AdReportRow, AdSize } from '../../contracts/ads/index';
import type { BrandCode } from '../../contracts/search/brands';
import type { Queryable } from '../db/database';

/** The ad server's reads and writes (migration 024). Times come from the caller's clock. */

/** What a creative is, whatever its targets: the seed writes these, the store reads them back. */
export interface CreativeFields {
  id: string;
  brand: BrandCode;
  size: AdSize;
  advertiser: string;
  headline: string;
  body: string;
  imageAlt: string;
  targetUrl: string;
  colour: string;
  weight: number;
  frequencyCap: number;
}

export interface CreativeRecord extends CreativeFields {
  /** Targets; null matches any value. */
  targetZips: string[] | null;
  targetMarket: string | null;
  targetMakeCodes: string[] | null;
  targetBodyStyleCodes: string[] | null;
}

const CREATIVE_COLUMNS = `id, brand, size, advertiser, headline, body, image_alt AS "imageAlt", target_url AS "targetUrl",
  colour, weight, frequency_cap AS "frequencyCap", target_zips AS "targetZips", target_market AS "targetMarket",
  target_make_codes AS "targetMakeCodes", target_body_style_codes AS "targetBodyStyleCodes"`;

export const activeCreatives = (db: Queryable, brand: BrandCode) =>
  db.query<CreativeRecord>(`SELECT ${CREATIVE_COLUMNS} FROM ad_creatives WHERE active AND brand = $1 ORDER BY id`, [
    brand,
  ]);

export async function creativeById(db: Queryable, id: string): Promise<CreativeRecord | undefined> {
  const [row] = await db.query<CreativeRecord>(`SELECT ${CREATIVE_COLUMNS} FROM ad_creatives WHERE id = $1`, [id]);
  return row;
}

/** The viewer's impressions per creative since a time: what frequency capping counts. */
export async function impressionsSince(db: Queryable, viewerId: string, since: Date): Promise<Map<string, number>> {
  const rows = await db.query<{ creativeId: string; count: number }>(
    `SELECT creative_id AS "creativeId", count(*)::int AS count FROM ad_impressions
      WHERE viewer_id = $1 AND recorded_at > $2 GROUP BY creative_id`,
    [viewerId, since.toISOString()],
  );
  return new Map(rows.map((row) => [row.creativeId, row.count]));
}

export interface DecisionRow {
  decisionId: string;
  creativeId: string;
  slotId: string;
}

/** One answer's decisions in one statement. */
export async function insertDecisions(
  db: Queryable,
  rows: readonly DecisionRow[],
  context: { viewerId: string | undefined; brand: BrandCode; at: Date },
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO ad_decisions (id, creative_id, slot_id, viewer_id, brand, created_at)
     SELECT d.id, d.creative_id, d.slot_id, $4, $5, $6 FROM unnest($1::uuid[], $2::text[], $3::text[]) AS d(id, creative_id, slot_id)`,
    [
      rows.map((r) => r.decisionId),
      rows.map((r) => r.creativeId),
      rows.map((r) => r.slotId),
      context.viewerId ?? null,
      context.brand,
      context.at.toISOString(),
    ],
  );
}

/** Keeps a decision's impression once: 'recorded', 'repeat' when it was already kept, 'unknown' without the decision. */
export async function recordImpression(
  db: Queryable,
  decisionId: string,
  at: Date,
): Promise<'recorded' | 'repeat' | 'unknown'> {
  const [row] = await db.query<{ found: number; recorded: number }>(
    `WITH decision AS (SELECT id, creative_id, viewer_id FROM ad_decisions WHERE id = $1),
          kept AS (INSERT INTO ad_impressions (decision_id, creative_id, viewer_id, recorded_at)
                   SELECT id, creative_id, viewer_id, $2 FROM decision
                   ON CONFLICT (decision_id) DO NOTHING RETURNING decision_id)
     SELECT (SELECT count(*) FROM decision)::int AS found, (SELECT count(*) FROM kept)::int AS recorded`,
    [decisionId, at.toISOString()],
  );
  if (row.found === 0) return 'unknown';
  return row.recorded > 0 ? 'recorded' : 'repeat';
}

/** Keeps a click and answers where it goes; undefined without the decision. */
export async function recordClick(db: Queryable, decisionId: string, at: Date): Promise<string | undefined> {
  const [row] = await db.query<{ targetUrl: string; kept: number }>(
    `WITH decision AS (SELECT d.id, c.target_url FROM ad_decisions d JOIN ad_creatives c ON c.id = d.creative_id
                        WHERE d.id = $1),
          kept AS (INSERT INTO ad_clicks (decision_id, clicked_at) SELECT id, $2 FROM decision RETURNING id)
     SELECT target_url AS "targetUrl", (SELECT count(*) FROM kept)::int AS kept FROM decision`,
    [decisionId, at.toISOString()],
  );
  return row?.targetUrl;
}

export interface CampaignRecord {
  id: string;
  ownerId: number;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  weight: number;
}

export const activeCampaigns = (db: Queryable, brand: BrandCode) =>
  db.query<CampaignRecord>(
    `SELECT id, owner_id AS "ownerId", latitude, longitude, radius_miles AS "radiusMiles", weight
       FROM ad_showcase_campaigns WHERE active AND brand = $1 ORDER BY id`,
    [brand],
  );

/** The operators' counts per creative, of one brand or all. */
export const creativeReport = (db: Queryable, brand: BrandCode | undefined) =>
  db.query<AdReportRow>(
    `SELECT c.id AS "creativeId", c.brand, c.size, c.advertiser, c.headline,
            (SELECT count(*) FROM ad_decisions d WHERE d.creative_id = c.id)::int AS decisions,
            (SELECT count(*) FROM ad_impressions i WHERE i.creative_id = c.id)::int AS impressions,
            (SELECT count(*) FROM ad_clicks k JOIN ad_decisions d ON d.id = k.decision_id
              WHERE d.creative_id = c.id)::int AS clicks,
            (SELECT count(DISTINCT k.decision_id) FROM ad_clicks k JOIN ad_decisions d ON d.id = k.decision_id
              WHERE d.creative_id = c.id)::int AS "uniqueClicks"
       FROM ad_creatives c WHERE $1::text IS NULL OR c.brand = $1 ORDER BY c.brand, c.size, c.id`,
    [brand ?? null],
  );
