import type { MakeSpec } from '../types.js';

export const tesla: MakeSpec = {
  code: 'TESLA',
  name: 'Tesla',
  models: [
    { code: 'MODEL3', name: 'Model 3', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2017, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 138, mpgHwy: 126, evRange: 321, horsepower: 286 },
      trims: [
        { code: 'STANDARD', name: 'Standard', msrp: 36990 },
        { code: 'PREMIUMRWD', name: 'Premium Rear-Wheel Drive', msrp: 42490, powertrain: { mpgCity: 150, mpgHwy: 133, evRange: 363 } },
        { code: 'PREMIUMAWD', name: 'Premium All-Wheel Drive', msrp: 47490, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 134, mpgHwy: 126, evRange: 346, horsepower: 394 } },
        { code: 'PERFORMANCE', name: 'Performance All-Wheel Drive', msrp: 54990, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 119, mpgHwy: 112, evRange: 298, horsepower: 510 } },
      ] },
    { code: 'MODELY', name: 'Model Y', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2020, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 128, mpgHwy: 110, evRange: 321, horsepower: 295 },
      trims: [
        { code: 'STANDARD', name: 'Standard', msrp: 39990 },
        { code: 'PREMIUMRWD', name: 'Premium Rear-Wheel Drive', msrp: 44990, powertrain: { mpgCity: 129, mpgHwy: 112, evRange: 357 } },
        { code: 'PREMIUMAWD', name: 'Premium All-Wheel Drive', msrp: 48990, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 122, mpgHwy: 107, evRange: 327, horsepower: 443 } },
        { code: 'PERFORMANCE', name: 'Performance All-Wheel Drive', msrp: 57490, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 113, mpgHwy: 101, evRange: 306, horsepower: 503 } },
      ] },
    { code: 'MODELS', name: 'Model S', body: 'SEDAN', subtype: 'FULLSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2026],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 124, mpgHwy: 115, evRange: 410, horsepower: 670 },
      trims: [
        { code: 'AWD', name: 'All-Wheel Drive', msrp: 84990 },
        { code: 'PLAID', name: 'Plaid', msrp: 99990, powertrain: { engine: 'Tri Motor Electric', mpgCity: 119, mpgHwy: 112, evRange: 368, horsepower: 1020 } },
      ] },
    { code: 'MODELX', name: 'Model X', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2016, 2026],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 108, mpgHwy: 97, evRange: 329, horsepower: 670 },
      trims: [
        { code: 'AWD', name: 'All-Wheel Drive', msrp: 89990 },
        { code: 'PLAID', name: 'Plaid', msrp: 104990, powertrain: { engine: 'Tri Motor Electric', mpgCity: 102, mpgHwy: 94, evRange: 314, horsepower: 1020 } },
      ] },
    { code: 'CYBERTRUCK', name: 'Cybertruck', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 82, mpgHwy: 73, evRange: 325, horsepower: 600 },
      truck: { bedLengths: [6], cabs: ['CREW'] },
      trims: [
        { code: 'DUALMOTORAWD', name: 'Dual Motor All-Wheel Drive', msrp: 79990 },
        { code: 'CYBERBEAST', name: 'Cyberbeast', msrp: 99990, powertrain: { engine: 'Tri Motor Electric', mpgCity: 77, mpgHwy: 70, evRange: 301, horsepower: 845 } },
      ] },
  ],
};
