import type { MakeSpec } from '../types.js';

export const mit: MakeSpec = {
  code: 'MIT',
  name: 'Mitsubishi',
  models: [
    { code: 'OUTLANDER', name: 'Outlander', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 7, years: [2008, 2027],
      powertrain: { engine: '2.5L I4', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 24, mpgHwy: 30, horsepower: 181 },
      trims: [
        { code: 'ES', name: 'ES', msrp: 29195 },
        { code: 'SE', name: 'SE', msrp: 32345 },
        { code: 'SEL', name: 'SEL', msrp: 35695, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 28 } },
        { code: 'PLATINUM', name: 'Platinum', msrp: 39395, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 28 } },
      ] },
    { code: 'OUTLANDERPHEV', name: 'Outlander PHEV', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 7, years: [2018, 2027],
      powertrain: { engine: '2.4L I4 Plug-In Hybrid', cylinders: 4, displacement: 2.4, fuel: 'PIH', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 66, mpgHwy: 61, evRange: 38, horsepower: 248 },
      trims: [
        { code: 'ES', name: 'ES', msrp: 40495 },
        { code: 'SE', name: 'SE', msrp: 44795 },
        { code: 'SEL', name: 'SEL', msrp: 47595 },
      ] },
    { code: 'OUTLANDERSPORT', name: 'Outlander Sport', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2011, 2027],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 24, mpgHwy: 30, horsepower: 148 },
      trims: [
        { code: 'S', name: 'S', msrp: 24295 },
        { code: 'SE', name: 'SE', msrp: 26495 },
        { code: 'TRAIL', name: 'Trail Edition', msrp: 27795, powertrain: { drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 29 } },
      ] },
    { code: 'ECLIPSECROSS', name: 'Eclipse Cross', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2018, 2025],
      powertrain: { engine: '1.5L I4 Turbo', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 26, mpgHwy: 29, horsepower: 152 },
      trims: [
        { code: 'ES', name: 'ES', msrp: 27495 },
        { code: 'LE', name: 'LE', msrp: 28795 },
        { code: 'SE', name: 'SE', msrp: 29895, powertrain: { drives: ['AWD4WD'], mpgCity: 25, mpgHwy: 26 } },
        { code: 'SEL', name: 'SEL', msrp: 32395, powertrain: { drives: ['AWD4WD'], mpgCity: 25, mpgHwy: 26 } },
      ] },
    { code: 'MIRAGE', name: 'Mirage', body: 'HATCH', doors: 4, seats: 5, years: [2014, 2024],
      powertrain: { engine: '1.2L I3', cylinders: 3, displacement: 1.2, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 36, mpgHwy: 43, horsepower: 78 },
      trims: [
        { code: 'ES', name: 'ES', msrp: 16695 },
        { code: 'LE', name: 'LE', msrp: 17695 },
        { code: 'SE', name: 'SE', msrp: 18695 },
      ] },
  ],
};
