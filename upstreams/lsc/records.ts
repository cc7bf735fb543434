import type { Queryable } from '../db/database';

/** A listing as the search engine holds it in memory (one row of the listings table, joined names). */
export interface ListingRecord {
  id: number;
  vin: string;
  ownerId: number;
  listingType: string;
  makeCode: string;
  makeName: string;
  modelCode: string;
  modelName: string;
  trimCode: string;
  trimName: string;
  /** The series of the model (models.series_code, e.g. 'CHEV_SILVERADO'), null for a model alone in its family. */
  seriesCode: string | null;
  seriesName: string | null;
  year: number;
  bodyStyle: string;
  bodySubtype: string | null;
  driveGroup: string;
  fuelType: string;
  engine: string;
  engineCode: string;
  displacement: number;
  transmission: string;
  doors: number;
  seats: number;
  extColor: string;
  intColor: string;
  mileage: number;
  price: number;
  msrp: number;
  mpgCity: number;
  mpgHwy: number;
  evRange: number | null;
  features: string[];
  /** Option packages stored with the listing (names of PACKAGES). */
  packages: string[];
  vehicleHistory: string[];
  truckBedLength: number | null;
  truckCab: string | null;
  commercial: boolean;
  photoCount: number;
  listedAt: number;
  /**
   * The price before the listing's latest price change, when that change was a drop to today's
   * price (listing_price_history); null otherwise.
   */
  reducedFrom?: number | null;
  /** When that drop happened (epoch ms); null without one. */
  reducedAt?: number | null;
  /** The price rating as stored in the database (written back by the service; null until then). */
  storedExpectedPrice?: number | null;
  storedDealRating?: string | null;
}

export interface OwnerRecord {
  id: number;
  name: string;
  privateSeller: boolean;
  address: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  logoSrc: string | null;
  rating: number | null;
  tagline: string | null;
  /** The id of the dealer's differentiator content in the content service (migration 020). */
  dealerDiffCmsId?: string | null;
  homeServices: string[];
  shippingLabel: string | null;
  hideEmailForm: boolean;
  vehicleExchange: boolean;
}

const LISTING_SELECT = `
  SELECT l.id, l.vin, l.owner_id AS "ownerId", l.listing_type AS "listingType",
         l.make_code AS "makeCode", mk.name AS "makeName", l.model_code AS "modelCode", md.name AS "modelName",
         l.trim_code AS "trimCode", t.name AS "trimName", md.series_code AS "seriesCode", md.series_name AS "seriesName", l.year, l.body_style AS "bodyStyle", l.body_subtype AS "bodySubtype",
         l.drive_group AS "driveGroup", l.fuel_type AS "fuelType", l.engine, l.engine_code AS "engineCode",
         l.displacement::float8 AS displacement, l.transmission, l.doors, l.seats, l.ext_color AS "extColor",
         l.int_color AS "intColor", l.mileage, l.price, l.msrp, l.mpg_city AS "mpgCity", l.mpg_hwy AS "mpgHwy",
         l.ev_range AS "evRange", l.features, l.packages, l.vehicle_history AS "vehicleHistory",
         l.truck_bed_length::float8 AS "truckBedLength", l.truck_cab AS "truckCab", l.commercial,
         l.photo_count AS "photoCount", (extract(epoch FROM l.listed_at) * 1000)::float8 AS "listedAt",
         l.expected_price AS "storedExpectedPrice", l.deal_rating AS "storedDealRating",
         CASE WHEN ph.price = l.price AND ph.previous_price > ph.price THEN ph.previous_price END AS "reducedFrom",
         CASE WHEN ph.price = l.price AND ph.previous_price > ph.price
              THEN (extract(epoch FROM ph.changed_at) * 1000)::float8 END AS "reducedAt"
  FROM listings l
  JOIN makes mk ON mk.code = l.make_code
  JOIN models md ON md.code = l.model_code
  LEFT JOIN trims t ON t.model_code = l.model_code AND t.code = l.trim_code
  -- Each listing's latest price change, read in one pass (a lookup per listing would not scale).
  LEFT JOIN (
    SELECT DISTINCT ON (listing_id) listing_id, previous_price, price, changed_at
    FROM listing_price_history ORDER BY listing_id, changed_at DESC
  ) ph ON ph.listing_id = l.id`;

const PAGE = 50_000;

/** Fields repeated across many listings: one shared copy each keeps a million-listing index small. */
const SHARED_TEXT = [
  'listingType',
  'makeCode',
  'makeName',
  'modelCode',
  'modelName',
  'trimCode',
  'trimName',
  'seriesCode',
  'seriesName',
  'bodyStyle',
  'bodySubtype',
  'driveGroup',
  'fuelType',
  'engine',
  'engineCode',
  'transmission',
  'extColor',
  'intColor',
  'truckCab',
  'storedDealRating',
] as const;

/**
 * Shares equal strings and code lists between listings (the database driver makes a new copy of
 * each per row). The lists are shared, so nothing may modify a record's features, packages or history.
 */
class Interner {
  private readonly texts = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();

  text<T extends string | null>(value: T): T {
    if (value === null) return value;
    let shared = this.texts.get(value);
    if (shared === undefined) this.texts.set(value, (shared = value));
    return shared as T;
  }

  list(values: string[]): string[] {
    const key = values.join(',');
    let shared = this.lists.get(key);
    if (!shared) this.lists.set(key, (shared = Object.freeze(values.map((v) => this.text(v))) as string[]));
    return shared;
  }

  listing(row: ListingRecord): ListingRecord {
    const record = row as unknown as Record<string, unknown>;
    for (const field of SHARED_TEXT) record[field] = this.text(record[field] as string | null);
    row.features = this.list(row.features);
    row.packages = this.list(row.packages);
    row.vehicleHistory = this.list(row.vehicleHistory);
    return row;
  }
}

/** Streams every listing in id order, a page at a time, so a million rows never sit in one result. */
export async function* loadListings(db: Queryable, interner = new Interner()): AsyncGenerator<ListingRecord[]> {
  let after = -1;
  for (;;) {
    const rows = await db.query<ListingRecord>(`${LISTING_SELECT} WHERE l.id > $1 ORDER BY l.id LIMIT ${PAGE}`, [
      after,
    ]);
    if (rows.length === 0) return;
    for (const row of rows) {
      row.trimName ??= row.trimCode;
      interner.listing(row);
    }
    yield rows;
    after = rows[rows.length - 1].id;
  }
}

/** The listings with these ids that exist (a missing id was deleted). */
export async function loadListingsById(db: Queryable, ids: number[]): Promise<ListingRecord[]> {
  const rows = await db.query<ListingRecord>(`${LISTING_SELECT} WHERE l.id = ANY($1::bigint[])`, [ids]);
  for (const row of rows) row.trimName ??= row.trimCode;
  return rows;
}

export async function loadOwners(db: Queryable, ids?: number[]): Promise<OwnerRecord[]> {
  return db.query<OwnerRecord>(
    `
    SELECT id, name, private_seller AS "privateSeller", address, city, state, zip, latitude, longitude, phone, website,
           logo_src AS "logoSrc", rating::float8 AS rating, tagline,
           dealer_diff_cms_id AS "dealerDiffCmsId", home_services AS "homeServices",
           shipping_label AS "shippingLabel", hide_email_form AS "hideEmailForm",
           vehicle_exchange AS "vehicleExchange"
    FROM owners ${ids ? 'WHERE id = ANY($1::int[])' : ''} ORDER BY id`,
    ids ? [ids] : [],
  );
}
