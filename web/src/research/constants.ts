/** Paths and texts of the trims table, the trims modal and the build-price page (docs/rules/trims.md). */

/** The build-price page; its query names the trim (docs/rules/trims.md#build-price-page). */
export const BUILD_PRICE_PATH = '/build-price';

/** The build-price page's query parameters, in the order its links write them (docs/rules/trims.md#custom-order-yours). */
export const BUILD_PRICE_PARAMS = ['makeCode', 'modelCode', 'ownerId', 'trimCode', 'year', 'zip'] as const;
export type BuildPriceParam = (typeof BUILD_PRICE_PARAMS)[number];

/** What the fuel type dropdown shows for a fuel type label; any other label shows as it is (docs/rules/trims.md#fuel-types). */
export const FUEL_TYPE_SHORT_LABELS: Readonly<Record<string, string>> = { Gasoline: 'Gas' };

/** The dropdown's order of fuel types; labels not listed follow, alphabetically (docs/rules/trims.md#fuel-types). */
export const FUEL_TYPE_ORDER: readonly string[] = [
  'Electric',
  'Gasoline',
  'Hybrid',
  'Plug-in Hybrid',
  'Diesel',
  'Hydrogen',
];

/** The fuel type chosen first when the model has it (docs/rules/trims.md#fuel-types). */
export const DEFAULT_FUEL_TYPE = 'Gasoline';

/** The nine equipment flags of a trim (schema TrimSpecs), in the table's order, with their row labels. */
export const TRIM_SPEC_LABELS = {
  heatedSeats: 'Heated seats',
  leatherSeats: 'Leather seats',
  rearviewCamera: 'Rearview camera',
  bluetooth: 'Bluetooth',
  alarmSystem: 'Alarm system',
  laneDeparture: 'Lane departure warning',
  navigation: 'Navigation',
  remoteStart: 'Remote start',
  sunroof: 'Sunroof / moonroof',
} as const;
export type TrimSpecFlag = keyof typeof TRIM_SPEC_LABELS;
export const TRIM_SPEC_FLAGS = Object.keys(TRIM_SPEC_LABELS) as TrimSpecFlag[];

export const TRIMS_TEXTS = {
  customOrder: 'Custom Order Yours',
  standard: 'Standard',
  notAvailable: 'Not available',
  loading: 'Loading trims…',
  failed: 'We are sorry. The trims could not be loaded.',
  retry: 'Try again',
  fuelType: 'Fuel type',
  compareTrims: 'Compare trims',
} as const;

/** Codes as the gateway reads them (schema modelInfo): 1 to 60 letters, digits, '_' or '-'. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,60}$/;
/** An owner (dealer) id as the page passes it on: 1 to 40 letters, digits, '_' or '-'. */
export const OWNER_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Model years the gateway answers for (schema modelInfo startYear). */
export const MIN_MODEL_YEAR = 1900;
export const MAX_MODEL_YEAR = 2100;
