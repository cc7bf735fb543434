import zipcodes from 'zipcodes';

/**
 * Metro areas that anchor most dealers, with a rough weight (millions of residents). Dealers are
 * placed at real ZIP codes within 40 miles of an anchor, the rest anywhere in the US.
 */
const METRO_ANCHORS: ReadonlyArray<{ zip: string; weight: number }> = [
  { zip: '10001', weight: 19.5 },
  { zip: '90012', weight: 13 },
  { zip: '60601', weight: 9.4 },
  { zip: '75201', weight: 7.9 },
  { zip: '77002', weight: 7.3 },
  { zip: '20001', weight: 6.3 },
  { zip: '19103', weight: 6.2 },
  { zip: '33130', weight: 6.1 },
  { zip: '30303', weight: 6.2 },
  { zip: '02108', weight: 4.9 },
  { zip: '85004', weight: 5 },
  { zip: '94103', weight: 4.6 },
  { zip: '92501', weight: 4.7 },
  { zip: '48226', weight: 4.3 },
  { zip: '98101', weight: 4 },
  { zip: '55401', weight: 3.7 },
  { zip: '92101', weight: 3.3 },
  { zip: '33602', weight: 3.3 },
  { zip: '80202', weight: 3 },
  { zip: '63101', weight: 2.8 },
  { zip: '21201', weight: 2.8 },
  { zip: '28202', weight: 2.7 },
  { zip: '32801', weight: 2.7 },
  { zip: '78205', weight: 2.6 },
  { zip: '97201', weight: 2.5 },
  { zip: '95814', weight: 2.4 },
  { zip: '15222', weight: 2.4 },
  { zip: '89101', weight: 2.3 },
  { zip: '78701', weight: 2.4 },
  { zip: '45202', weight: 2.3 },
  { zip: '64106', weight: 2.2 },
  { zip: '43215', weight: 2.1 },
  { zip: '46204', weight: 2.1 },
  { zip: '44113', weight: 2.1 },
  { zip: '37203', weight: 2 },
  { zip: '23219', weight: 1.3 },
  { zip: '53202', weight: 1.6 },
  { zip: '73102', weight: 1.4 },
  { zip: '84101', weight: 1.3 },
  { zip: '70112', weight: 1.3 },
  { zip: '40202', weight: 1.3 },
  { zip: '38103', weight: 1.3 },
  { zip: '35203', weight: 1.1 },
  { zip: '14202', weight: 1.2 },
  { zip: '06103', weight: 1.2 },
];

/**
 * Nielsen DMA (designated market area) codes of the metro anchors, for the dma filter: a listing
 * is in a DMA when its owner lies within DMA_RADIUS_MILES of one of the DMA's anchors (Los
 * Angeles has two: downtown and Riverside).
 */
export const DMA_ANCHORS: Readonly<Record<string, { name: string; zips: readonly string[] }>> = {
  '501': { name: 'New York', zips: ['10001'] },
  '803': { name: 'Los Angeles', zips: ['90012', '92501'] },
  '602': { name: 'Chicago', zips: ['60601'] },
  '623': { name: 'Dallas-Ft. Worth', zips: ['75201'] },
  '618': { name: 'Houston', zips: ['77002'] },
  '511': { name: 'Washington, DC', zips: ['20001'] },
  '504': { name: 'Philadelphia', zips: ['19103'] },
  '528': { name: 'Miami-Ft. Lauderdale', zips: ['33130'] },
  '524': { name: 'Atlanta', zips: ['30303'] },
  '506': { name: 'Boston', zips: ['02108'] },
  '753': { name: 'Phoenix', zips: ['85004'] },
  '807': { name: 'San Francisco-Oakland-San Jose', zips: ['94103'] },
  '505': { name: 'Detroit', zips: ['48226'] },
  '819': { name: 'Seattle-Tacoma', zips: ['98101'] },
  '613': { name: 'Minneapolis-St. Paul', zips: ['55401'] },
  '825': { name: 'San Diego', zips: ['92101'] },
  '539': { name: 'Tampa-St. Petersburg', zips: ['33602'] },
  '751': { name: 'Denver', zips: ['80202'] },
  '609': { name: 'St. Louis', zips: ['63101'] },
  '512': { name: 'Baltimore', zips: ['21201'] },
  '517': { name: 'Charlotte', zips: ['28202'] },
  '534': { name: 'Orlando-Daytona Beach', zips: ['32801'] },
  '641': { name: 'San Antonio', zips: ['78205'] },
  '820': { name: 'Portland, OR', zips: ['97201'] },
  '862': { name: 'Sacramento-Stockton-Modesto', zips: ['95814'] },
  '508': { name: 'Pittsburgh', zips: ['15222'] },
  '839': { name: 'Las Vegas', zips: ['89101'] },
  '635': { name: 'Austin', zips: ['78701'] },
  '515': { name: 'Cincinnati', zips: ['45202'] },
  '616': { name: 'Kansas City', zips: ['64106'] },
  '535': { name: 'Columbus, OH', zips: ['43215'] },
  '527': { name: 'Indianapolis', zips: ['46204'] },
  '510': { name: 'Cleveland-Akron', zips: ['44113'] },
  '659': { name: 'Nashville', zips: ['37203'] },
  '556': { name: 'Richmond-Petersburg', zips: ['23219'] },
  '617': { name: 'Milwaukee', zips: ['53202'] },
  '650': { name: 'Oklahoma City', zips: ['73102'] },
  '770': { name: 'Salt Lake City', zips: ['84101'] },
  '622': { name: 'New Orleans', zips: ['70112'] },
  '529': { name: 'Louisville', zips: ['40202'] },
  '640': { name: 'Memphis', zips: ['38103'] },
  '630': { name: 'Birmingham', zips: ['35203'] },
  '514': { name: 'Buffalo', zips: ['14202'] },
  '533': { name: 'Hartford-New Haven', zips: ['06103'] },
};

/** The reach of a DMA around its anchors: the radius the seed places metro dealers within. */
export const DMA_RADIUS_MILES = 40;

export interface Place {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

function toPlace(zip: string): Place | undefined {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return undefined;
  return { zip: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude };
}

let allUsZips: string[] | undefined;

/** Every US ZIP code the zipcodes package knows (it also has Canadian codes), sorted for determinism. */
export function usZips(): string[] {
  allUsZips ??= Object.values(zipcodes.codes)
    .filter((entry) => entry.country === 'US' && /^\d{5}$/.test(entry.zip) && entry.latitude !== 0)
    .map((entry) => entry.zip)
    .sort();
  return allUsZips;
}

/** The ZIP codes within the radius (miles) of each anchor, sorted, computed once. */
export function metroZips(radiusMiles = 40): Array<{ weight: number; zips: string[] }> {
  return METRO_ANCHORS.map((anchor) => ({
    weight: anchor.weight,
    zips: (zipcodes.radius(anchor.zip, radiusMiles) as string[]).filter((zip) => toPlace(zip)).sort(),
  }));
}

export function placeOf(zip: string): Place {
  const place = toPlace(zip);
  if (!place) throw new Error(`unknown US zip ${zip}`);
  return place;
}
