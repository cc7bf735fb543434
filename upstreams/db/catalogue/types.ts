/**
 * Shape of the vehicle catalogue: real makes, models and trims that the seed generator draws
 * listings from. Codes follow the marketplace's URL vocabulary (makeCode=FORD, modelCode=F150PICKUP).
 */

/** vehicleStyleCode values of the SRP's body style filter. */
export type BodyStyleCode = 'SEDAN' | 'SUVCROSS' | 'TRUCKS' | 'COUPE' | 'CONVERT' | 'HATCH' | 'VANMV' | 'WAGON';

/** fuelTypeGroup codes: GSL gasoline, DSL diesel, HYB hybrid, PIH plug-in hybrid, ELE electric, HYD hydrogen, ALT alternative (flex fuel / CNG). */
export type FuelTypeCode = 'GSL' | 'DSL' | 'HYB' | 'PIH' | 'ELE' | 'HYD' | 'ALT';

/** driveGroup codes. */
export type DriveCode = 'FWD' | 'RWD' | 'AWD4WD';

/** transmissionCode groups. */
export type TransmissionCode = 'AUTO' | 'MAN';

/** Sub-types used by the bodyStyleSubtypeCode / suvSubtypeCode / sedanSubtypeCode / vanSubtypeCode filters. */
export type BodySubtype =
  | 'COMPACT_SUV'
  | 'MIDSIZE_SUV'
  | 'FULLSIZE_SUV'
  | 'SUBCOMPACT_SUV'
  | 'COMPACT_SEDAN'
  | 'MIDSIZE_SEDAN'
  | 'FULLSIZE_SEDAN'
  | 'SUBCOMPACT_SEDAN'
  | 'MINIVAN'
  | 'CARGO_VAN'
  | 'PASSENGER_VAN'
  | 'COMPACT_TRUCK'
  | 'FULLSIZE_TRUCK'
  | 'HEAVYDUTY_TRUCK';

export interface Powertrain {
  /** Marketing description, e.g. '2.7L V6 Twin-Turbo' or 'Dual Motor Electric'. */
  engine: string;
  /** Number of cylinders; 0 for electric motors. */
  cylinders: number;
  /** Engine displacement in litres; 0 for electric motors. */
  displacement: number;
  fuel: FuelTypeCode;
  transmission: TransmissionCode;
  /** Drive types this powertrain is sold with; the first is the most common. */
  drives: DriveCode[];
  /** EPA combined-cycle figures: mpg for combustion and hybrids, MPGe for EVs and PHEVs. */
  mpgCity: number;
  mpgHwy: number;
  /** EPA electric range in miles (ELE and PIH only). */
  evRange?: number;
  horsepower: number;
}

export interface TrimSpec {
  /** Upper-case code without spaces, unique within the model, e.g. 'XLT', 'LARIAT', 'LONGRANGE'. */
  code: string;
  /** Display name, e.g. 'XLT', 'Long Range AWD'. */
  name: string;
  /** Base MSRP of the current model year in US dollars. */
  msrp: number;
  /** Overrides of the model's powertrain for this trim (e.g. a hybrid or performance trim). */
  powertrain?: Partial<Powertrain>;
}

export interface ModelSpec {
  /** Upper-case code, unique across the catalogue, e.g. 'F150PICKUP', 'CAMRY', 'MODEL3'. */
  code: string;
  name: string;
  body: BodyStyleCode;
  subtype?: BodySubtype;
  doors: number;
  seats: number;
  /** First and last model year sold in the US (last may be next year's for current models, e.g. 2027). */
  years: [number, number];
  /** The powertrain of the base trim. */
  powertrain: Powertrain;
  /** From cheapest to most expensive. At least 2. */
  trims: TrimSpec[];
  /** Trucks only: bed length in feet (5.5, 6.5, 8) and cab style. */
  truck?: { bedLengths: number[]; cabs: Array<'REGULAR' | 'EXTENDED' | 'CREW'> };
  /** True for vehicles sold mainly for commercial use (cargo vans, chassis cabs). */
  commercial?: boolean;
}

export interface MakeSpec {
  /** Upper-case make code, e.g. 'FORD', 'CHEV', 'TOYOTA', 'MB' (Mercedes-Benz). */
  code: string;
  name: string;
  models: ModelSpec[];
}
