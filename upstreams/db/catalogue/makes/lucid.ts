import type { MakeSpec } from '../types.js';

export const lucid: MakeSpec = {
  code: 'LUCID',
  name: 'Lucid',
  models: [
    { code: 'LUCIDAIR', name: 'Air', body: 'SEDAN', subtype: 'FULLSIZE_SEDAN', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 146, mpgHwy: 145, evRange: 420, horsepower: 430 },
      trims: [
        { code: 'PURE', name: 'Pure', msrp: 70900 },
        { code: 'TOURING', name: 'Touring', msrp: 78900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 135, mpgHwy: 131, evRange: 411, horsepower: 620 } },
        { code: 'GRANDTOURING', name: 'Grand Touring', msrp: 110900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 131, mpgHwy: 132, evRange: 512, horsepower: 831 } },
        { code: 'SAPPHIRE', name: 'Sapphire', msrp: 249000, powertrain: { engine: 'Tri Motor Electric', drives: ['AWD4WD'], mpgCity: 103, mpgHwy: 101, evRange: 427, horsepower: 1234 } },
      ] },
    { code: 'LUCIDGRAVITY', name: 'Gravity', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2025, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 104, mpgHwy: 96, evRange: 339, horsepower: 450 },
      trims: [
        { code: 'TOURING', name: 'Touring', msrp: 79900 },
        { code: 'GRANDTOURING', name: 'Grand Touring', msrp: 94900, powertrain: { mpgCity: 103, mpgHwy: 95, evRange: 450, horsepower: 828 } },
      ] },
  ],
};
