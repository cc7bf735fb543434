import { describe, expect, it } from '@jest/globals';
import { vehicleBadges } from '../../web/src/vehicle/badges';
import { specificationRows, type SpecificationFacts } from '../../web/src/vehicle/Specifications';

/** The vehicle page's facts (docs/rules/vehicle-page.md#what-the-page-shows). */

const CAR: SpecificationFacts = {
  year: 2021,
  make: 'Ford',
  model: 'F-150',
  trim: 'XLT',
  bodyStyleName: 'Truck',
  driveTypeName: '4WD/AWD',
  engine: '2.7L V6 Twin-Turbo',
  transmission: 'Automatic',
  fuelType: 'Gasoline',
  mpgCity: 20,
  mpgHighway: 26,
  electricRange: null,
  doors: 4,
  vin: '1FTFW1E50MFA00001',
  color: { exteriorColorSimple: 'White', interiorColorSimple: 'Black' },
};

describe('specification rows', () => {
  it('lists every fact the car has, in the page order', () => {
    expect(specificationRows(CAR).map(([label]) => label)).toEqual([
      'Year',
      'Make',
      'Model',
      'Trim',
      'Body style',
      'Drivetrain',
      'Engine',
      'Transmission',
      'Fuel type',
      'Fuel economy',
      'Exterior colour',
      'Interior colour',
      'Doors',
      'VIN',
    ]);
    expect(Object.fromEntries(specificationRows(CAR))['Fuel economy']).toBe('20 city / 26 highway MPG');
  });

  it('an electric car reads MPGe and its range; a plug-in hybrid reads MPG', () => {
    const ev = Object.fromEntries(
      specificationRows({ ...CAR, fuelType: 'Electric', mpgCity: 120, mpgHighway: 105, electricRange: 1_250 }),
    );
    expect(ev['Fuel economy']).toBe('120 city / 105 highway MPGe');
    expect(ev['Electric range']).toBe('1,250 miles');
    const phev = Object.fromEntries(specificationRows({ ...CAR, fuelType: 'Plug-In Hybrid', electricRange: 40 }));
    expect(phev['Fuel economy']).toMatch(/ MPG$/);
  });

  it('leaves out what the listing does not have, rather than showing a dash', () => {
    const rows = Object.fromEntries(specificationRows({ ...CAR, trim: '', mpgCity: 0, doors: 0, electricRange: 0 }));
    expect(rows).not.toHaveProperty('Trim');
    expect(rows).not.toHaveProperty('Fuel economy');
    expect(rows).not.toHaveProperty('Doors');
    expect(rows).not.toHaveProperty('Electric range');
  });
});

describe('assurance badges', () => {
  it('names the certification and a money back guarantee', () => {
    expect(vehicleBadges({ listingType: 'CERTIFIED', moneyBackGuarantee: true })).toEqual([
      'Manufacturer Certified',
      'Money Back Guarantee',
    ]);
    expect(vehicleBadges({ listingType: 'THIRD_PARTY_CERTIFIED', moneyBackGuarantee: true })).toEqual([
      'Third-Party Certified',
      'Money Back Guarantee',
    ]);
    expect(vehicleBadges({ listingType: 'USED', moneyBackGuarantee: true })).toEqual(['Money Back Guarantee']);
    expect(vehicleBadges({ listingType: 'USED', moneyBackGuarantee: false })).toEqual([]);
    expect(vehicleBadges({ listingType: 'NEW', moneyBackGuarantee: false })).toEqual([]);
  });
});
