import type { MakeSpec } from '../types.js';

export const infin: MakeSpec = {
  code: 'INFIN',
  name: 'INFINITI',
  models: [
    {
      code: 'Q50', name: 'Q50', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2014, 2024],
      powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 29, horsepower: 300 },
      trims: [
        { code: 'LUXE', name: 'LUXE', msrp: 46250 },
        { code: 'SENSORY', name: 'SENSORY', msrp: 54150 },
        { code: 'REDSPORT400', name: 'RED SPORT 400', msrp: 59100, powertrain: { mpgCity: 20, mpgHwy: 27, horsepower: 400 } },
      ],
    },
    {
      code: 'Q60', name: 'Q60', body: 'COUPE', doors: 2, seats: 4, years: [2017, 2022],
      powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 29, horsepower: 300 },
      trims: [
        { code: 'PURE', name: 'PURE', msrp: 41750 },
        { code: 'LUXE', name: 'LUXE', msrp: 48750 },
        { code: 'REDSPORT400', name: 'RED SPORT 400', msrp: 57600, powertrain: { mpgCity: 20, mpgHwy: 27, horsepower: 400 } },
      ],
    },
    {
      code: 'QX50', name: 'QX50', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2019, 2025],
      powertrain: { engine: '2.0L I4 VC-Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 22, mpgHwy: 28, horsepower: 268 },
      trims: [
        { code: 'PURE', name: 'PURE', msrp: 43050 },
        { code: 'LUXE', name: 'LUXE', msrp: 47050 },
        { code: 'SPORT', name: 'SPORT', msrp: 52150 },
        { code: 'AUTOGRAPH', name: 'AUTOGRAPH', msrp: 55450 },
      ],
    },
    {
      code: 'QX60', name: 'QX60', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2014, 2027],
      powertrain: { engine: '2.0L I4 VC-Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 22, mpgHwy: 29, horsepower: 268 },
      trims: [
        { code: 'PURE', name: 'PURE', msrp: 50850 },
        { code: 'LUXE', name: 'LUXE', msrp: 56150 },
        { code: 'SENSORY', name: 'SENSORY', msrp: 61150 },
        { code: 'AUTOGRAPH', name: 'AUTOGRAPH', msrp: 66250 },
      ],
    },
    {
      code: 'QX80', name: 'QX80', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 8, years: [2014, 2027],
      powertrain: { engine: '3.5L V6 Twin-Turbo', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 16, mpgHwy: 20, horsepower: 450 },
      trims: [
        { code: 'PURE', name: 'PURE', msrp: 84050 },
        { code: 'LUXE', name: 'LUXE', msrp: 89050 },
        { code: 'SENSORY', name: 'SENSORY', msrp: 98350 },
        { code: 'AUTOGRAPH', name: 'AUTOGRAPH', msrp: 111050 },
      ],
    },
  ],
};
