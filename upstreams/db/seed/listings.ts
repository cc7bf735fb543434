import type { Random } from './random';
import type { MakeSpec, ModelSpec, TrimSpec } from '../catalogue/types';
import { trimPowertrain } from '../catalogue/index';
import {
  EXTERIOR_COLORS,
  FEATURES,
  INTERIOR_COLORS,
  cabStyleFor,
  engineCodeFor,
  packagesOf,
  type ListingTypeCode,
} from '../vocabulary';
import { buildVin, VIN_ALPHABET } from './vin';
import {
  CURRENT_MODEL_YEAR,
  FIRST_LISTING_ID,
  MAKE_WEIGHTS,
  MAX_LISTING_AGE_DAYS,
  MILES_PER_YEAR,
  REFERENCE_DATE,
  WMI,
} from './constants';
import type { OwnerRow } from './owners';

export interface ListingRow {
  id: number;
  vin: string;
  ownerId: number;
  listingType: ListingTypeCode;
  makeCode: string;
  modelCode: string;
  trimCode: string;
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
  /** Option packages: those whose every feature the listing has (derived, draws no random number). */
  packages: string[];
  vehicleHistory: string[];
  truckBedLength: number | null;
  /** The cab style as the maker names it (TRUCK_CAB_STYLES), e.g. SUPERCREW; null for anything but a pickup. */
  truckCab: string | null;
  commercial: boolean;
  photoCount: number;
  listedAt: Date;
}

/** Share of a car's MSRP it keeps at a given age: about 20% lost in year one, then ~10% a year. */
export function retainedValue(ageYears: number): number {
  if (ageYears <= 0) return 1;
  return 0.8 * Math.pow(0.9, ageYears - 1);
}

/** Price adjustment for miles above or below the typical 12,000 a year, bounded to ±25%. */
function mileageAdjustment(mileage: number, ageYears: number): number {
  const expected = Math.max(1, ageYears) * MILES_PER_YEAR;
  const factor = 1 - (0.25 * (mileage - expected)) / (expected + 40_000);
  return Math.min(1.25, Math.max(0.75, factor));
}

/** Dealers price to end in 95 or 99 half the time. */
function marketPrice(value: number, random: Random): number {
  const hundreds = Math.max(500, Math.round(value / 100) * 100);
  return random.chance(0.5) ? hundreds - random.pick([1, 5]) : hundreds;
}

interface ModelPick {
  make: MakeSpec;
  model: ModelSpec;
}

export class ListingGenerator {
  private readonly models: ModelPick[];

  constructor(
    private readonly random: Random,
    catalogue: readonly MakeSpec[],
  ) {
    this.models = catalogue.flatMap((make) => make.models.map((model) => ({ make, model })));
  }

  private pickModel(makeCode?: string): ModelPick {
    const candidates = makeCode ? this.models.filter((m) => m.make.code === makeCode) : this.models;
    return this.random.weighted(candidates, (m) => (MAKE_WEIGHTS[m.make.code] ?? 0.2) / m.make.models.length);
  }

  private listingTypeFor(owner: OwnerRow): { type: ListingTypeCode; makeCode?: string } {
    if (owner.privateSeller) return { type: 'USED' };
    if (owner.franchiseMakes.length > 0) {
      const roll = this.random.float();
      const makeCode = this.random.pick(owner.franchiseMakes);
      if (roll < 0.42) return { type: 'NEW', makeCode };
      if (roll < 0.55) return { type: 'CERTIFIED', makeCode };
      return { type: 'USED' };
    }
    return { type: this.random.chance(0.12) ? '3P_CERT' : 'USED' };
  }

  private pickYear(model: ModelSpec, type: ListingTypeCode): number | undefined {
    const [first, last] = model.years;
    if (type === 'NEW') {
      const years = [CURRENT_MODEL_YEAR, CURRENT_MODEL_YEAR + 1].filter((y) => y >= first && y <= last);
      return years.length ? this.random.pick(years) : undefined;
    }
    const newest = Math.min(last, CURRENT_MODEL_YEAR);
    const maxAge = type === 'CERTIFIED' ? 6 : type === '3P_CERT' ? 8 : 15;
    const oldest = Math.max(first, CURRENT_MODEL_YEAR - maxAge);
    if (oldest > newest) return undefined;
    // Most used inventory is 2 to 7 years old.
    const age = Math.abs(this.random.normal(4.5, 3));
    return Math.min(newest, Math.max(oldest, Math.round(CURRENT_MODEL_YEAR - age)));
  }

  private pickTrim(model: ModelSpec): { trim: TrimSpec; rank: number } {
    const index = this.random.weighted(
      model.trims.map((_, i) => i),
      (i) => model.trims.length - i + 1,
    );
    return { trim: model.trims[index], rank: model.trims.length > 1 ? index / (model.trims.length - 1) : 0 };
  }

  private mileageFor(type: ListingTypeCode, year: number): number {
    if (type === 'NEW') return this.random.int(3, 60);
    const age = Math.max(0.5, CURRENT_MODEL_YEAR - year + 0.5);
    let miles = Math.round(age * Math.max(3_000, this.random.normal(MILES_PER_YEAR, 4_000)));
    if (type === 'CERTIFIED') miles = Math.min(miles, 79_000);
    return Math.max(500, miles);
  }

  /** A listing for this owner, or undefined if the drawn model has no year fitting the listing type. */
  generate(index: number, owner: OwnerRow): ListingRow {
    for (;;) {
      const { type, makeCode } = this.listingTypeFor(owner);
      const { make, model } = this.pickModel(makeCode);
      const year = this.pickYear(model, type);
      if (year === undefined) continue;
      return this.build(index, owner, type, make, model, year);
    }
  }

  private build(
    index: number,
    owner: OwnerRow,
    type: ListingTypeCode,
    make: MakeSpec,
    model: ModelSpec,
    year: number,
  ): ListingRow {
    const random = this.random;
    const { trim, rank } = this.pickTrim(model);
    const powertrain = trimPowertrain(model, trim);
    const drive = random.chance(0.6) ? powertrain.drives[0] : random.pick(powertrain.drives);
    const mileage = this.mileageFor(type, year);
    // Older model years were cheaper new: about 3% a year of price inflation.
    const msrpThen = Math.round(trim.msrp * Math.pow(0.97, Math.max(0, CURRENT_MODEL_YEAR - year)));
    const age = CURRENT_MODEL_YEAR - year;
    const value =
      type === 'NEW'
        ? msrpThen * (1 + random.float() * 0.12) * (1 - random.float() * 0.06)
        : msrpThen *
          retainedValue(age) *
          mileageAdjustment(mileage, age) *
          random.normal(1, 0.05) *
          (type === 'CERTIFIED' ? 1.04 : type === '3P_CERT' ? 1.02 : 1);
    const features = FEATURES.filter((f) =>
      f.code === '1306' ? model.seats >= 7 : random.chance(Math.min(0.98, f.baseShare * (0.6 + rank * 0.8))),
    ).map((f) => f.code);
    const history =
      type === 'NEW'
        ? []
        : [
            ...(random.chance(0.45) ? ['ONE_OWNER'] : []),
            ...(random.chance(0.93) ? ['CLEAN_TITLE'] : []),
            ...(random.chance(0.78) ? ['NO_ACCIDENTS'] : []),
          ];
    const descriptor = Array.from({ length: 5 }, () => VIN_ALPHABET[random.int(0, VIN_ALPHABET.length - 1)]).join('');
    const plant = VIN_ALPHABET[Math.floor(index / 1_000_000) % VIN_ALPHABET.length];
    const wmi = random.pick(WMI[make.code] ?? ['1XX']);
    const listedAgo = random.float() * MAX_LISTING_AGE_DAYS * 86_400_000;
    return {
      id: FIRST_LISTING_ID + index,
      vin: buildVin(wmi, descriptor, year, plant, index % 1_000_000),
      ownerId: owner.id,
      listingType: type,
      makeCode: make.code,
      modelCode: model.code,
      trimCode: trim.code,
      year,
      bodyStyle: model.body,
      bodySubtype: model.subtype ?? null,
      driveGroup: drive,
      fuelType: powertrain.fuel,
      engine: powertrain.engine,
      engineCode: engineCodeFor(powertrain.cylinders, powertrain.fuel),
      displacement: powertrain.displacement,
      transmission: powertrain.transmission,
      doors: model.doors,
      seats: model.seats,
      extColor: random.weighted(EXTERIOR_COLORS, (c) => c.share).code,
      intColor: random.weighted(INTERIOR_COLORS, (c) => c.share).code,
      mileage,
      price: marketPrice(value, random),
      msrp: msrpThen,
      mpgCity: powertrain.mpgCity,
      mpgHwy: powertrain.mpgHwy,
      evRange: powertrain.evRange ?? null,
      features,
      packages: packagesOf(features),
      vehicleHistory: history,
      truckBedLength: model.truck?.bedLengths.length ? random.pick(model.truck.bedLengths) : null,
      truckCab: model.truck?.cabs.length
        ? cabStyleFor(make.code, model.code, random.pick(model.truck.cabs), FIRST_LISTING_ID + index)
        : null,
      commercial: model.commercial ?? false,
      photoCount: owner.privateSeller ? random.int(1, 12) : random.int(8, 40),
      listedAt: new Date(REFERENCE_DATE - listedAgo),
    };
  }
}
