import { VEHICLE_HISTORY_LABELS } from '../../contracts/lsc/listing';

/**
 * Codes and labels of the listing attributes that are not part of the make/model catalogue.
 * The seed generator draws from these; the search engine labels its filter options with them.
 */

export type ListingTypeCode = 'USED' | 'NEW' | 'CERTIFIED' | '3P_CERT';

export const LISTING_TYPE_LABELS: Record<ListingTypeCode, string> = {
  USED: 'Used',
  NEW: 'New',
  CERTIFIED: 'Certified',
  '3P_CERT': 'Third-Party Certified',
};

/** Simple exterior colours with their share of the US fleet (roughly, per paint-supplier surveys). */
export const EXTERIOR_COLORS: ReadonlyArray<{ code: string; label: string; hex: string; share: number }> = [
  { code: 'WHITE', label: 'White', hex: '#f4f4f2', share: 25 },
  { code: 'BLACK', label: 'Black', hex: '#1d1d1f', share: 22 },
  { code: 'GRAY', label: 'Gray', hex: '#6d7073', share: 18 },
  { code: 'SILVER', label: 'Silver', hex: '#b9bcc0', share: 10 },
  { code: 'BLUE', label: 'Blue', hex: '#1f4e8c', share: 9 },
  { code: 'RED', label: 'Red', hex: '#b3202a', share: 9 },
  { code: 'GREEN', label: 'Green', hex: '#2f5d3a', share: 2 },
  { code: 'BROWN', label: 'Brown', hex: '#5b3a29', share: 1.5 },
  { code: 'BEIGE', label: 'Beige', hex: '#cdb891', share: 1 },
  { code: 'ORANGE', label: 'Orange', hex: '#e06a1b', share: 1 },
  { code: 'YELLOW', label: 'Yellow', hex: '#e8c31c', share: 0.5 },
  { code: 'GOLD', label: 'Gold', hex: '#b8963e', share: 0.5 },
  { code: 'PURPLE', label: 'Purple', hex: '#5a2d6e', share: 0.5 },
];

export const INTERIOR_COLORS: ReadonlyArray<{ code: string; label: string; share: number }> = [
  { code: 'BLACK', label: 'Black', share: 55 },
  { code: 'GRAY', label: 'Gray', share: 18 },
  { code: 'BEIGE', label: 'Beige', share: 14 },
  { code: 'BROWN', label: 'Brown', share: 6 },
  { code: 'RED', label: 'Red', share: 3 },
  { code: 'WHITE', label: 'White', share: 3 },
  { code: 'BLUE', label: 'Blue', share: 1 },
];

export const BODY_STYLE_LABELS: Record<string, string> = {
  SEDAN: 'Sedan',
  SUVCROSS: 'SUV / Crossover',
  TRUCKS: 'Truck',
  COUPE: 'Coupe',
  CONVERT: 'Convertible',
  HATCH: 'Hatchback',
  VANMV: 'Van / Minivan',
  WAGON: 'Wagon',
};

export const FUEL_TYPE_LABELS: Record<string, string> = {
  ELE: 'Electric',
  GSL: 'Gasoline',
  HYB: 'Hybrid',
  PIH: 'Plug-in Hybrid',
  DSL: 'Diesel',
  HYD: 'Hydrogen',
  ALT: 'Alternative',
};

export const DRIVE_LABELS: Record<string, string> = {
  AWD4WD: '4WD/AWD',
  FWD: '2WD - Front Wheel Drive',
  RWD: '2WD - Rear Wheel Drive',
};

export const TRANSMISSION_LABELS: Record<string, string> = {
  AUTO: 'Automatic',
  MAN: 'Manual',
};

/** engineCode groups by cylinder count; electric motors have their own. */
export function engineCodeFor(cylinders: number, fuel: string): string {
  if (fuel === 'ELE' || fuel === 'HYD' || cylinders === 0) return 'ELECTRIC';
  return `${cylinders}CLDR`;
}

export const ENGINE_LABELS: Record<string, string> = {
  '3CLDR': '3 Cylinder',
  '4CLDR': '4 Cylinder',
  '5CLDR': '5 Cylinder',
  '6CLDR': '6 Cylinder',
  '8CLDR': '8 Cylinder',
  '10CLDR': '10 Cylinder',
  '12CLDR': '12 Cylinder',
  ELECTRIC: 'Electric',
};

/**
 * featureCode values. 1306 is third-row seating (docs/rules/filters.md#third-row-seating-prompt); it is given to every model with 7 or
 * more seats. The rest are offered more often on dearer trims.
 */
export const FEATURES: ReadonlyArray<{ code: string; label: string; baseShare: number }> = [
  { code: '1306', label: 'Third Row Seat', baseShare: 0 },
  { code: '1021', label: 'Bluetooth', baseShare: 0.85 },
  { code: '1080', label: 'Backup Camera', baseShare: 0.8 },
  { code: '1390', label: 'Apple CarPlay / Android Auto', baseShare: 0.6 },
  { code: '1092', label: 'Heated Seats', baseShare: 0.35 },
  { code: '1064', label: 'Navigation System', baseShare: 0.3 },
  { code: '1078', label: 'Sunroof / Moonroof', baseShare: 0.25 },
  { code: '1074', label: 'Leather Seats', baseShare: 0.25 },
  { code: '1065', label: 'Remote Start', baseShare: 0.3 },
  { code: '1327', label: 'Lane Departure Warning', baseShare: 0.35 },
  { code: '1395', label: 'Blind Spot Monitor', baseShare: 0.35 },
  { code: '1090', label: 'Adaptive Cruise Control', baseShare: 0.25 },
  { code: '1077', label: 'Tow Package', baseShare: 0.1 },
];

/** The history report's codes and labels, as the listing contract names them. */
export const VEHICLE_HISTORY: ReadonlyArray<{ code: string; label: string }> = Object.entries(
  VEHICLE_HISTORY_LABELS,
).map(([code, label]) => ({ code, label }));

export const HOME_SERVICES: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'BUY_ONLINE', label: 'Buy Online' },
  { code: 'ONLINE_PAPERWORK', label: 'Online Paperwork' },
];

/**
 * Option packages (the `packages` filter, docs/rules/filters.md#option-counts, and 'searchoptions/packages'): a listing
 * carries a package when it has every feature of it. The seed stores each listing's packages
 * (column `listings.packages`, migration 007) in this order.
 */
export const PACKAGES: ReadonlyArray<{ name: string; features: readonly string[] }> = [
  { name: 'Technology Package', features: ['1064', '1090'] },
  { name: 'Cold Weather Package', features: ['1092', '1065'] },
  { name: 'Towing Package', features: ['1077'] },
  { name: 'Third Row Seating', features: ['1306'] },
  { name: 'Premium Package', features: ['1074', '1078'] },
  { name: 'Driver Assistance Package', features: ['1327', '1395'] },
];

/** The packages of a listing with these features, in the order of PACKAGES. */
export function packagesOf(features: readonly string[]): string[] {
  return PACKAGES.filter((pkg) => pkg.features.every((f) => features.includes(f))).map((pkg) => pkg.name);
}

/** Truck cab sizes: the groups of the truck cab size filter (docs/rules/filters.md#truck-cab-size). */
export type TruckCabSize = 'REGULAR' | 'EXTENDED' | 'CREW';

/**
 * Cab styles as the makers name them, each in its cab size group: a listing stores its style
 * (listings.truck_cab; the same rows are the table truck_cab_styles of migration 008).
 */
export const TRUCK_CAB_STYLES: ReadonlyArray<{ code: string; label: string; size: TruckCabSize }> = [
  { code: 'REGULAR_CAB', label: 'Regular Cab', size: 'REGULAR' },
  { code: 'SINGLE_CAB', label: 'Single Cab', size: 'REGULAR' },
  { code: 'EXTENDED_CAB', label: 'Extended Cab', size: 'EXTENDED' },
  { code: 'SUPERCAB', label: 'SuperCab', size: 'EXTENDED' },
  { code: 'DOUBLE_CAB', label: 'Double Cab', size: 'EXTENDED' },
  { code: 'QUAD_CAB', label: 'Quad Cab', size: 'EXTENDED' },
  { code: 'ACCESS_CAB', label: 'Access Cab', size: 'EXTENDED' },
  { code: 'KING_CAB', label: 'King Cab', size: 'EXTENDED' },
  { code: 'CREW_CAB', label: 'Crew Cab', size: 'CREW' },
  { code: 'SUPERCREW', label: 'SuperCrew', size: 'CREW' },
  { code: 'CREWMAX', label: 'CrewMax', size: 'CREW' },
  { code: 'MEGA_CAB', label: 'Mega Cab', size: 'CREW' },
];

/** The style a maker calls each cab size; makers not listed use the plain names. */
const CAB_STYLE_BY_MAKE: Readonly<Record<string, Record<TruckCabSize, string>>> = {
  FORD: { REGULAR: 'REGULAR_CAB', EXTENDED: 'SUPERCAB', CREW: 'SUPERCREW' },
  CHEV: { REGULAR: 'REGULAR_CAB', EXTENDED: 'DOUBLE_CAB', CREW: 'CREW_CAB' },
  GMC: { REGULAR: 'REGULAR_CAB', EXTENDED: 'DOUBLE_CAB', CREW: 'CREW_CAB' },
  RAM: { REGULAR: 'REGULAR_CAB', EXTENDED: 'QUAD_CAB', CREW: 'CREW_CAB' },
  TOYOTA: { REGULAR: 'REGULAR_CAB', EXTENDED: 'ACCESS_CAB', CREW: 'CREWMAX' },
  NISSAN: { REGULAR: 'SINGLE_CAB', EXTENDED: 'KING_CAB', CREW: 'CREW_CAB' },
};
const PLAIN_CAB_STYLES: Record<TruckCabSize, string> = {
  REGULAR: 'REGULAR_CAB',
  EXTENDED: 'EXTENDED_CAB',
  CREW: 'CREW_CAB',
};

/**
 * The cab style of a truck of this make and cab size. Ram's heavy-duty crew cabs (2500, 3500) come
 * as the longer Mega Cab on every third listing (by listing id, so the seed draws no extra number).
 */
export function cabStyleFor(makeCode: string, modelCode: string, size: TruckCabSize, listingId: number): string {
  if (makeCode === 'RAM' && size === 'CREW' && /^RAM(2500|3500)/.test(modelCode) && listingId % 3 === 0)
    return 'MEGA_CAB';
  return (CAB_STYLE_BY_MAKE[makeCode] ?? PLAIN_CAB_STYLES)[size];
}
