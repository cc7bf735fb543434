import type { AdSize } from '../../../contracts/ads/index';
import type { CreativeFields } from '../../ads/store';
import { BRANDS, type BrandCode } from '../../../contracts/search/brands';
import { FREQUENCY_CAP, SHOWCASE_RADIUS_MILES } from '../../ads/constants';
import { distanceMiles } from '../../lsc/engine/geo';
import type { Db, Queryable } from '../database';
import { DMA_ANCHORS, DMA_RADIUS_MILES, placeOf } from './places';

/**
 * The ad server's seed (migration 024, docs/rules/ads.md#the-seed), deterministic: each brand's
 * house creatives, written from the templates below, and one showcase campaign per brand and
 * market, sponsored by a dealer of the market with many listings. The campaigns read the seeded
 * owners and listings, so they follow the inventory's seed.
 */

type Targets = { zips?: string[]; market?: string; makeCodes?: string[]; bodyStyleCodes?: string[] };

interface Template {
  /** The id's last part: {brand}-{size}-{key}. */
  key: string;
  sizes: readonly AdSize[];
  headline: string;
  body: string;
  imageAlt: string;
  targetUrl: string;
  weight: number;
  colour: string;
  targets?: Targets;
}

/** Untargeted house ads first (the fallback everywhere), then the targeted ones. */
const TEMPLATES: readonly Template[] = [
  {
    key: 'financing',
    sizes: ['FLUID', 'LINER'],
    headline: 'Know your budget before you shop',
    body: 'See cars that fit a monthly payment you choose.',
    imageAlt: 'A car beside a payment calculator',
    targetUrl: '/cars-for-sale?maxPrice=25000',
    weight: 40,
    colour: '#0b3d91',
  },
  {
    key: 'sell-your-car',
    sizes: ['FLUID', 'LINER', 'FIXED'],
    headline: 'Sell your car to thousands of shoppers',
    body: 'List it in minutes and hear from buyers near you.',
    imageAlt: 'A car with a sold sign',
    targetUrl: '/account/sign-in?defaultScreen=signup',
    weight: 30,
    colour: '#1d5c3a',
  },
  {
    key: 'research',
    sizes: ['FLUID', 'FIXED'],
    headline: 'Compare trims, safety and owner ratings',
    body: 'Expert reviews and ratings for every model.',
    imageAlt: 'Two cars side by side',
    targetUrl: '/cars-for-sale?makeCode=FORD&modelCode=F150PICKUP',
    weight: 20,
    colour: '#3b2a6b',
  },
  {
    key: 'saved-search-alerts',
    sizes: ['FLUID', 'LINER', 'FIXED'],
    headline: 'Be the first to hear about new matches',
    body: 'Save a search and get an email when cars arrive.',
    imageAlt: 'A car with an envelope',
    targetUrl: '/account/saved-searches',
    weight: 10,
    colour: '#a35200',
  },
  {
    key: 'ford',
    sizes: ['FLUID', 'LINER', 'FIXED'],
    headline: 'Fords for every job and every road',
    body: 'Thousands of Fords, new and used, near you.',
    imageAlt: 'A Ford on the open road',
    targetUrl: '/cars-for-sale?makeCode=FORD',
    weight: 20,
    colour: '#1f4e5f',
    targets: { makeCodes: ['FORD'] },
  },
  {
    key: 'toyota',
    sizes: ['FLUID', 'LINER'],
    headline: 'Toyotas built to keep going',
    body: 'Browse Toyotas from dealers and private sellers.',
    imageAlt: 'A Toyota in a driveway',
    targetUrl: '/cars-for-sale?makeCode=TOYOTA',
    weight: 20,
    colour: '#8a1c1c',
    targets: { makeCodes: ['TOYOTA'] },
  },
  {
    key: 'suv',
    sizes: ['FLUID', 'LINER', 'FIXED'],
    headline: 'Room for everyone: SUVs and crossovers',
    body: 'Three rows, all-wheel drive and space to spare.',
    imageAlt: 'An SUV on a mountain road',
    targetUrl: '/cars-for-sale?vehicleStyleCode=SUVCROSS',
    weight: 15,
    colour: '#333f4f',
    targets: { bodyStyleCodes: ['SUVCROSS'] },
  },
  {
    key: 'trucks',
    sizes: ['FLUID'],
    headline: 'Pickups that tow, haul and work',
    body: 'Half-tons to heavy duty, all in one search.',
    imageAlt: 'A pickup truck with a loaded bed',
    targetUrl: '/cars-for-sale?vehicleStyleCode=TRUCKS',
    weight: 15,
    colour: '#5f4b1f',
    targets: { bodyStyleCodes: ['TRUCKS'] },
  },
  {
    key: 'ford-trucks',
    sizes: ['FLUID', 'LINER'],
    headline: 'Ford pickups, from Ranger to Super Duty',
    body: 'Every Ford truck for sale near you.',
    imageAlt: 'A Ford pickup truck at a work site',
    targetUrl: '/cars-for-sale?makeCode=FORD&vehicleStyleCode=TRUCKS',
    weight: 10,
    colour: '#1f4e5f',
    targets: { makeCodes: ['FORD'], bodyStyleCodes: ['TRUCKS'] },
  },
  {
    key: 'atlanta',
    sizes: ['FLUID'],
    headline: 'Downtown Atlanta: cars near you today',
    body: 'Dealers within a short drive of downtown.',
    imageAlt: 'A car on an Atlanta street',
    targetUrl: '/cars-for-sale?zip=30303&searchRadius=25',
    weight: 5,
    colour: '#8a1c1c',
    targets: { zips: ['30303', '30308', '30309', '30312', '30313'] },
  },
  {
    key: 'atlanta-market',
    sizes: ['LINER'],
    headline: 'Shopping around Atlanta? See every local car',
    body: 'Dealers across the metro area in one search.',
    imageAlt: 'The Atlanta skyline behind a row of cars',
    targetUrl: '/cars-for-sale?dma=524',
    weight: 5,
    colour: '#8a1c1c',
    targets: { market: '524' },
  },
];

export interface CreativeRow extends CreativeFields {
  targets: Targets;
}

/** Every brand's creatives: the house advertiser is the brand itself. */
export function adCreatives(): CreativeRow[] {
  return (Object.keys(BRANDS) as BrandCode[]).flatMap((brand) =>
    TEMPLATES.flatMap((template) =>
      template.sizes.map((size) => ({
        id: `${brand}-${size.toLowerCase()}-${template.key}`,
        brand,
        size,
        advertiser: BRANDS[brand].name,
        headline: template.headline,
        body: template.body,
        imageAlt: template.imageAlt,
        targetUrl: template.targetUrl,
        colour: template.colour,
        weight: template.weight,
        frequencyCap: FREQUENCY_CAP,
        targets: template.targets ?? {},
      })),
    ),
  );
}

async function insertCreatives(db: Queryable, rows: readonly CreativeRow[]): Promise<void> {
  // One row a statement: the target lists are arrays, which unnest would flatten.
  for (const row of rows) {
    await db.query(
      `INSERT INTO ad_creatives (id, brand, size, advertiser, headline, body, image_alt, target_url, colour, weight,
                                 frequency_cap, target_zips, target_market, target_make_codes, target_body_style_codes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT DO NOTHING`,
      [
        row.id,
        row.brand,
        row.size,
        row.advertiser,
        row.headline,
        row.body,
        row.imageAlt,
        row.targetUrl,
        row.colour,
        row.weight,
        row.frequencyCap,
        row.targets.zips ?? null,
        row.targets.market ?? null,
        row.targets.makeCodes ?? null,
        row.targets.bodyStyleCodes ?? null,
      ],
    );
  }
}

export interface DealerForShowcase {
  id: number;
  zip: string;
  latitude: number;
  longitude: number;
  listings: number;
}

export interface CampaignRow {
  id: string;
  brand: BrandCode;
  ownerId: number;
  centreZip: string;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  weight: number;
}

/**
 * One campaign per brand and market: the market's dealers (within its radius of an anchor) by
 * listings, most first, then id; the first brand takes the first, the next the second…, so each
 * brand's sponsor differs where the market has dealers enough.
 */
export function showcaseCampaigns(dealers: readonly DealerForShowcase[]): CampaignRow[] {
  const brands = Object.keys(BRANDS) as BrandCode[];
  return Object.entries(DMA_ANCHORS).flatMap(([dma, market]) => {
    const anchors = market.zips.map(placeOf);
    const ranked = dealers
      .filter((d) =>
        anchors.some((a) => distanceMiles(a.latitude, a.longitude, d.latitude, d.longitude) <= DMA_RADIUS_MILES),
      )
      .sort((a, b) => b.listings - a.listings || a.id - b.id);
    if (ranked.length === 0) return [];
    return brands.map((brand, i) => {
      const dealer = ranked[i % ranked.length];
      return {
        id: `${brand}-showcase-${dma}`,
        brand,
        ownerId: dealer.id,
        centreZip: dealer.zip,
        latitude: dealer.latitude,
        longitude: dealer.longitude,
        radiusMiles: SHOWCASE_RADIUS_MILES,
        weight: 1,
      };
    });
  });
}

/** The dealers and their listing counts, as the seed wrote them. */
const dealersWithListings = (db: Queryable) =>
  db.query<DealerForShowcase>(
    `SELECT o.id, o.zip, o.latitude, o.longitude, count(l.id)::int AS listings
       FROM owners o LEFT JOIN listings l ON l.owner_id = o.id
      WHERE NOT o.private_seller GROUP BY o.id ORDER BY o.id`,
  );

async function insertCampaigns(db: Queryable, rows: readonly CampaignRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO ad_showcase_campaigns (id, brand, owner_id, centre_zip, latitude, longitude, radius_miles, weight)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::float8[], $6::float8[], $7::int[], $8::int[])
     ON CONFLICT DO NOTHING`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.brand),
      rows.map((r) => r.ownerId),
      rows.map((r) => r.centreZip),
      rows.map((r) => r.latitude),
      rows.map((r) => r.longitude),
      rows.map((r) => r.radiusMiles),
      rows.map((r) => r.weight),
    ],
  );
}

/** Seeds the creatives, and the campaigns once there are dealers; answers whether it wrote anything. */
export async function seedAdsIfEmpty(db: Db): Promise<boolean> {
  let wrote = false;
  const [creative] = await db.query('SELECT 1 FROM ad_creatives LIMIT 1');
  if (!creative) {
    await db.transaction((tx) => insertCreatives(tx, adCreatives()));
    wrote = true;
  }
  const [campaign] = await db.query('SELECT 1 FROM ad_showcase_campaigns LIMIT 1');
  if (!campaign) {
    const rows = showcaseCampaigns(await dealersWithListings(db));
    await insertCampaigns(db, rows);
    wrote ||= rows.length > 0;
  }
  return wrote;
}
