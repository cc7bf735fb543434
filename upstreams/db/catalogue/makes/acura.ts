import type { MakeSpec } from '../types.js';

export const acura: MakeSpec = {
  code: 'ACURA',
  name: 'Acura',
  models: [
    {
      code: 'MDX', name: 'MDX', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '3.5L V6', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 19, mpgHwy: 26, horsepower: 290 },
      trims: [
        { code: 'BASE', name: 'Base', msrp: 51450 },
        { code: 'TECH', name: 'Technology', msrp: 56450 },
        { code: 'ASPEC', name: 'A-Spec', msrp: 62150, powertrain: { drives: ['AWD4WD'] } },
        { code: 'ADVANCE', name: 'Advance', msrp: 65150, powertrain: { drives: ['AWD4WD'] } },
        { code: 'TYPES', name: 'Type S', msrp: 75650, powertrain: { engine: '3.0L V6 Turbo', displacement: 3.0, drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 21, horsepower: 355 } },
      ],
    },
    {
      code: 'RDX', name: 'RDX', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2013, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 22, mpgHwy: 28, horsepower: 272 },
      trims: [
        { code: 'BASE', name: 'Base', msrp: 45100 },
        { code: 'TECH', name: 'Technology', msrp: 48450 },
        { code: 'ASPEC', name: 'A-Spec', msrp: 51450 },
        { code: 'ADVANCE', name: 'A-Spec Advance', msrp: 55400, powertrain: { drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 26 } },
      ],
    },
    {
      code: 'TLX', name: 'TLX', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 22, mpgHwy: 31, horsepower: 272 },
      trims: [
        { code: 'BASE', name: 'Base', msrp: 45500 },
        { code: 'TECH', name: 'Technology', msrp: 48250 },
        { code: 'ASPEC', name: 'A-Spec', msrp: 51250 },
        { code: 'TYPES', name: 'Type S', msrp: 58750, powertrain: { engine: '3.0L V6 Turbo', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 25, horsepower: 355 } },
      ],
    },
    {
      code: 'INTEGRA', name: 'Integra', body: 'HATCH', doors: 4, seats: 5, years: [2023, 2027],
      powertrain: { engine: '1.5L I4 Turbo', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 30, mpgHwy: 37, horsepower: 200 },
      trims: [
        { code: 'BASE', name: 'Base', msrp: 33000 },
        { code: 'ASPEC', name: 'A-Spec', msrp: 35000 },
        { code: 'ASPECTECH', name: 'A-Spec Technology', msrp: 38500 },
        { code: 'TYPES', name: 'Type S', msrp: 53000, powertrain: { engine: '2.0L I4 Turbo', displacement: 2.0, transmission: 'MAN', mpgCity: 21, mpgHwy: 28, horsepower: 320 } },
      ],
    },
    {
      code: 'ZDX', name: 'ZDX', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2024, 2024],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD'], mpgCity: 109, mpgHwy: 89, evRange: 313, horsepower: 358 },
      trims: [
        { code: 'ASPEC', name: 'A-Spec', msrp: 64500 },
        { code: 'ASPECAWD', name: 'A-Spec AWD', msrp: 68500, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 104, mpgHwy: 86, evRange: 304, horsepower: 490 } },
        { code: 'TYPES', name: 'Type S', msrp: 73500, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 94, mpgHwy: 78, evRange: 278, horsepower: 499 } },
      ],
    },
  ],
};
