import type { MakeSpec } from '../types.js';

export const polestar: MakeSpec = {
  code: 'POLESTAR',
  name: 'Polestar',
  models: [
    { code: 'POLESTAR2', name: 'Polestar 2', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2021, 2025],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 124, mpgHwy: 106, evRange: 320, horsepower: 299 },
      trims: [
        { code: 'LRSINGLE', name: 'Long Range Single Motor', msrp: 51300 },
        { code: 'LRDUAL', name: 'Long Range Dual Motor', msrp: 58600, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 113, mpgHwy: 96, evRange: 276, horsepower: 421 } },
        { code: 'LRDUALPERF', name: 'Long Range Dual Motor Performance', msrp: 64600, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 104, mpgHwy: 90, evRange: 247, horsepower: 476 } },
      ] },
    { code: 'POLESTAR3', name: 'Polestar 3', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2025, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 100, mpgHwy: 85, evRange: 350, horsepower: 299 },
      trims: [
        { code: 'LRSINGLE', name: 'Long Range Single Motor', msrp: 67500 },
        { code: 'LRDUAL', name: 'Long Range Dual Motor', msrp: 73400, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 91, mpgHwy: 77, evRange: 315, horsepower: 489 } },
        { code: 'PERFORMANCE', name: 'Long Range Dual Motor Performance', msrp: 79900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 84, mpgHwy: 72, evRange: 279, horsepower: 517 } },
      ] },
    { code: 'POLESTAR4', name: 'Polestar 4', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2025, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 106, mpgHwy: 92, evRange: 300, horsepower: 272 },
      trims: [
        { code: 'LRSINGLE', name: 'Long Range Single Motor', msrp: 56400 },
        { code: 'LRDUAL', name: 'Long Range Dual Motor', msrp: 63200, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 96, mpgHwy: 84, evRange: 270, horsepower: 544 } },
      ] },
  ],
};
