import type { MakeSpec } from '../types.js';

export const rivian: MakeSpec = {
  code: 'RIVIAN',
  name: 'Rivian',
  models: [
    { code: 'R1T', name: 'R1T', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Dual Motor Electric (Standard Pack)', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 74, mpgHwy: 63, evRange: 270, horsepower: 533 },
      truck: { bedLengths: [4.5], cabs: ['CREW'] },
      trims: [
        { code: 'DUALSTANDARD', name: 'Dual Standard', msrp: 71990 },
        { code: 'DUALLARGE', name: 'Dual Large', msrp: 77990, powertrain: { engine: 'Dual Motor Electric (Large Pack)', evRange: 329, mpgCity: 75, mpgHwy: 64 } },
        { code: 'DUALMAX', name: 'Dual Max', msrp: 85990, powertrain: { engine: 'Dual Motor Electric (Max Pack)', evRange: 420, mpgCity: 77, mpgHwy: 66, horsepower: 665 } },
        { code: 'TRIMAX', name: 'Tri Max', msrp: 99990, powertrain: { engine: 'Tri Motor Electric (Max Pack)', evRange: 374, mpgCity: 70, mpgHwy: 60, horsepower: 850 } },
        { code: 'QUAD', name: 'Quad', msrp: 115990, powertrain: { engine: 'Quad Motor Electric (Max Pack)', evRange: 374, mpgCity: 66, mpgHwy: 57, horsepower: 1025 } },
      ] },
    { code: 'R1S', name: 'R1S', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2022, 2027],
      powertrain: { engine: 'Dual Motor Electric (Standard Pack)', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 76, mpgHwy: 64, evRange: 270, horsepower: 533 },
      trims: [
        { code: 'DUALSTANDARD', name: 'Dual Standard', msrp: 76990 },
        { code: 'DUALLARGE', name: 'Dual Large', msrp: 82990, powertrain: { engine: 'Dual Motor Electric (Large Pack)', evRange: 329, mpgCity: 77, mpgHwy: 65 } },
        { code: 'DUALMAX', name: 'Dual Max', msrp: 90990, powertrain: { engine: 'Dual Motor Electric (Max Pack)', evRange: 410, mpgCity: 78, mpgHwy: 66, horsepower: 665 } },
        { code: 'TRIMAX', name: 'Tri Max', msrp: 104990, powertrain: { engine: 'Tri Motor Electric (Max Pack)', evRange: 369, mpgCity: 72, mpgHwy: 61, horsepower: 850 } },
        { code: 'QUAD', name: 'Quad', msrp: 121990, powertrain: { engine: 'Quad Motor Electric (Max Pack)', evRange: 348, mpgCity: 67, mpgHwy: 58, horsepower: 1025 } },
      ] },
  ],
};
