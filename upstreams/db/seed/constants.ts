/** Inputs of the deterministic inventory generator. */

export const SEED = 'car-marketplace-seed-v1';
export const DEFAULT_SEED_LISTINGS = 50_000;
/** Listing dates and vehicle ages are measured from this day, so a seed is the same whenever it runs. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);
export const CURRENT_MODEL_YEAR = 2026;
export const MIN_DEALERS = 1_500;
/** One dealer for this many listings beyond the minimum, so large seeds keep lots a plausible size. */
export const LISTINGS_PER_DEALER = 30;
export const PRIVATE_SELLER_SHARE = 0.08;
export const FIRST_LISTING_ID = 700_000_000;
export const MAX_LISTING_AGE_DAYS = 120;
export const MILES_PER_YEAR = 12_000;
/** One used or certified car in this many had its price cut once since it was listed. */
export const PRICE_DROP_EVERY = 8;
/** How much higher its first asking price was (rounded up to $100). */
export const PRICE_DROP_FROM_RATIO = 1.06;

/** Relative share of US registrations, so Fords and Toyotas dominate as on real lots. */
export const MAKE_WEIGHTS: Record<string, number> = {
  FORD: 13,
  TOYOTA: 14,
  CHEV: 12,
  HONDA: 9,
  NISSAN: 6,
  JEEP: 5,
  HYUND: 5,
  KIA: 5,
  RAM: 4,
  GMC: 4,
  SUB: 4,
  BMW: 2.5,
  MB: 2.5,
  VOLKS: 2.5,
  LEXUS: 2.5,
  MAZDA: 2.5,
  TESLA: 2.5,
  DODGE: 2,
  AUDI: 1.5,
  BUICK: 1.3,
  CAD: 1,
  ACURA: 1,
  LINC: 0.8,
  CHRY: 0.8,
  VOLVO: 0.8,
  INFIN: 0.6,
  LAND: 0.6,
  MIT: 0.8,
  GENESIS: 0.5,
  PORSCHE: 0.5,
  MINI: 0.4,
  RIVIAN: 0.3,
  JAG: 0.2,
  ALFA: 0.2,
  MAS: 0.1,
  FIAT: 0.2,
  POLESTAR: 0.15,
  LUCID: 0.1,
};

/** World manufacturer identifiers (VIN positions 1-3) actually used by each make. */
export const WMI: Record<string, string[]> = {
  ACURA: ['19U', '5J8'],
  ALFA: ['ZAR', 'ZAS'],
  AUDI: ['WAU', 'WA1'],
  BMW: ['WBA', '5UX'],
  BUICK: ['1G4', 'KL4'],
  CAD: ['1G6', '1GY'],
  CHEV: ['1G1', '1GC', '3GN', 'KL7'],
  CHRY: ['2C3', '2C4'],
  DODGE: ['2C3', '1C4'],
  FIAT: ['ZFA', '3C3'],
  FORD: ['1FA', '1FM', '1FT', '3FM'],
  GENESIS: ['KMT', '5NM'],
  GMC: ['1GT', '1GK', '3GT'],
  HONDA: ['1HG', '2HG', '5FN', '7FA'],
  HYUND: ['5NP', 'KMH', '5NM'],
  INFIN: ['JN1', '5N1'],
  JAG: ['SAJ', 'SAD'],
  JEEP: ['1C4', '3C4'],
  KIA: ['KNA', '5XY', 'KND'],
  LAND: ['SAL'],
  LEXUS: ['JTH', '2T2', 'JTJ'],
  LINC: ['5LM', '3LN'],
  LUCID: ['50E'],
  MAS: ['ZAM'],
  MAZDA: ['JM1', 'JM3', '3MZ'],
  MB: ['WDD', '4JG', 'W1K', 'W1N'],
  MINI: ['WMW'],
  MIT: ['JA4', 'ML3'],
  NISSAN: ['1N4', '5N1', '1N6', '3N1'],
  POLESTAR: ['LPS', 'YSM'],
  PORSCHE: ['WP0', 'WP1'],
  RAM: ['1C6', '3C6', '3C7'],
  RIVIAN: ['7FC', '7PD'],
  SUB: ['JF1', 'JF2', '4S4'],
  TESLA: ['5YJ', '7SA'],
  TOYOTA: ['4T1', '5TD', '2T3', 'JTD', '5TF'],
  VOLKS: ['3VW', '1V2', 'WVW'],
  VOLVO: ['YV1', 'YV4'],
};

export const SURNAMES = [
  'Anderson',
  'Baker',
  'Carter',
  'Davis',
  'Edwards',
  'Foster',
  'Garcia',
  'Harris',
  'Jackson',
  'Keller',
  'Lopez',
  'Martin',
  'Nelson',
  'Owens',
  'Parker',
  'Quinn',
  'Robinson',
  'Sanders',
  'Thompson',
  'Underwood',
  'Vaughn',
  'Walker',
  'Young',
  'Zimmerman',
  'Bennett',
  'Coleman',
  'Fletcher',
  'Hughes',
  'Morgan',
  'Reed',
];

export const DEALER_SUFFIXES = ['Motors', 'Auto Sales', 'Auto Group', 'Pre-Owned', 'Autoplex', 'Car Company'];

export const DEALER_TAGLINES = [
  'Family owned since 1978',
  'No-haggle pricing on every vehicle',
  'Free CARFAX on every car',
  'Lifetime powertrain warranty available',
  'Home delivery within 100 miles',
  "We buy cars, even if you don't buy ours",
];
