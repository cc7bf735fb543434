import type { MakeSpec } from '../types.js';

export const linc: MakeSpec = {
  code: 'LINC',
  name: 'Lincoln',
  models: [
    { code: 'NAVIGATOR', name: 'Navigator', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 8, years: [2008, 2027],
      powertrain: { engine: '3.5L V6 Twin-Turbo', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 16, mpgHwy: 21, horsepower: 440 },
      trims: [
        { code: 'PREMIERE', name: 'Premiere', msrp: 98000 },
        { code: 'RESERVE', name: 'Reserve', msrp: 104500 },
        { code: 'RESERVEL', name: 'Navigator L Reserve', msrp: 107500, powertrain: { drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 20 } },
        { code: 'BLACKLABEL', name: 'Black Label', msrp: 122000, powertrain: { drives: ['AWD4WD'] } },
      ] },
    { code: 'AVIATOR', name: 'Aviator', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2020, 2027],
      powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 18, mpgHwy: 26, horsepower: 400 },
      trims: [
        { code: 'PREMIERE', name: 'Premiere', msrp: 61480 },
        { code: 'RESERVE', name: 'Reserve', msrp: 67365 },
        { code: 'GRANDTOURING', name: 'Grand Touring', msrp: 70045, powertrain: { engine: '3.0L V6 Twin-Turbo Plug-In Hybrid', fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 58, mpgHwy: 54, evRange: 21, horsepower: 494 } },
        { code: 'BLACKLABEL', name: 'Black Label', msrp: 86860, powertrain: { drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 24 } },
      ] },
    { code: 'NAUTILUS', name: 'Nautilus', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 26, horsepower: 250 },
      trims: [
        { code: 'PREMIERE', name: 'Premiere', msrp: 51680 },
        { code: 'RESERVE', name: 'Reserve', msrp: 61155 },
        { code: 'RESERVEHYBRID', name: 'Reserve Hybrid', msrp: 64110, powertrain: { engine: '2.0L I4 Turbo Hybrid', fuel: 'HYB', mpgCity: 23, mpgHwy: 24, horsepower: 310 } },
        { code: 'BLACKLABEL', name: 'Black Label', msrp: 76350, powertrain: { engine: '2.0L I4 Turbo Hybrid', fuel: 'HYB', mpgCity: 23, mpgHwy: 24, horsepower: 310 } },
      ] },
    { code: 'CORSAIR', name: 'Corsair', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2020, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 29, horsepower: 250 },
      trims: [
        { code: 'PREMIERE', name: 'Premiere', msrp: 41045 },
        { code: 'RESERVE', name: 'Reserve', msrp: 50945 },
        { code: 'GRANDTOURING', name: 'Grand Touring', msrp: 54575, powertrain: { engine: '2.5L I4 Plug-In Hybrid', displacement: 2.5, fuel: 'PIH', mpgCity: 80, mpgHwy: 75, evRange: 28, horsepower: 266 } },
      ] },
    { code: 'MKZ', name: 'MKZ', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2008, 2020],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 31, horsepower: 245 },
      trims: [
        { code: 'STANDARD', name: 'Standard', msrp: 36750 },
        { code: 'HYBRID', name: 'Hybrid Standard', msrp: 36750, powertrain: { engine: '2.0L I4 Hybrid', fuel: 'HYB', drives: ['FWD'], mpgCity: 41, mpgHwy: 38, horsepower: 188 } },
        { code: 'RESERVEI', name: 'Reserve I', msrp: 41435 },
        { code: 'RESERVEII', name: 'Reserve II', msrp: 44955, powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, mpgCity: 18, mpgHwy: 27, horsepower: 350 } },
      ] },
  ],
};
