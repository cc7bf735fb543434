import type { MakeSpec } from '../types.js';

export const alfa: MakeSpec = {
  code: 'ALFA',
  name: 'Alfa Romeo',
  models: [
    {
      code: 'GIULIA', name: 'Giulia', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2017, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 24, mpgHwy: 33, horsepower: 280 },
      trims: [
        { code: 'SPRINT', name: 'Sprint', msrp: 45250 },
        { code: 'TI', name: 'Ti', msrp: 48500 },
        { code: 'VELOCE', name: 'Veloce', msrp: 51500, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31 } },
        { code: 'QV', name: 'Quadrifoglio', msrp: 82000, powertrain: { engine: '2.9L V6 Twin-Turbo', cylinders: 6, displacement: 2.9, drives: ['RWD'], mpgCity: 17, mpgHwy: 25, horsepower: 505 } },
      ],
    },
    {
      code: 'STELVIO', name: 'Stelvio', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2018, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 28, horsepower: 280 },
      trims: [
        { code: 'SPRINT', name: 'Sprint', msrp: 49000 },
        { code: 'TI', name: 'Ti', msrp: 52500 },
        { code: 'VELOCE', name: 'Veloce', msrp: 55500 },
        { code: 'QV', name: 'Quadrifoglio', msrp: 89500, powertrain: { engine: '2.9L V6 Twin-Turbo', cylinders: 6, displacement: 2.9, mpgCity: 17, mpgHwy: 23, horsepower: 505 } },
      ],
    },
    {
      code: 'TONALE', name: 'Tonale', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: '1.3L I4 Turbo Plug-In Hybrid', cylinders: 4, displacement: 1.3, fuel: 'PIH', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 77, mpgHwy: 77, evRange: 33, horsepower: 285 },
      trims: [
        { code: 'SPRINT', name: 'Sprint', msrp: 44500 },
        { code: 'TI', name: 'Ti', msrp: 46500 },
        { code: 'VELOCE', name: 'Veloce', msrp: 49500 },
      ],
    },
  ],
};
