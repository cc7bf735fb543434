import type { MakeSpec } from '../types.js';

export const mas: MakeSpec = {
  code: 'MAS',
  name: 'Maserati',
  models: [
    { code: 'GHIBLI', name: 'Ghibli', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2014, 2024],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 27, horsepower: 300 },
      trims: [
        { code: 'GT', name: 'GT', msrp: 83000 },
        { code: 'MODENAQ4', name: 'Modena Q4', msrp: 95200, powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 24, horsepower: 424 } },
        { code: 'TROFEO', name: 'Trofeo', msrp: 113200, powertrain: { engine: '3.8L V8 Twin-Turbo', cylinders: 8, displacement: 3.8, drives: ['RWD'], mpgCity: 14, mpgHwy: 21, horsepower: 580 } },
      ] },
    { code: 'QUATTROPORTE', name: 'Quattroporte', body: 'SEDAN', subtype: 'FULLSIZE_SEDAN', doors: 4, seats: 5, years: [2008, 2024],
      powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 16, mpgHwy: 24, horsepower: 345 },
      trims: [
        { code: 'GT', name: 'GT', msrp: 110900 },
        { code: 'MODENAQ4', name: 'Modena Q4', msrp: 121300, powertrain: { drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 23, horsepower: 424 } },
        { code: 'TROFEO', name: 'Trofeo', msrp: 153000, powertrain: { engine: '3.8L V8 Twin-Turbo', cylinders: 8, displacement: 3.8, drives: ['RWD'], mpgCity: 14, mpgHwy: 21, horsepower: 580 } },
      ] },
    { code: 'LEVANTE', name: 'Levante', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2017, 2024],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 25, horsepower: 330 },
      trims: [
        { code: 'GT', name: 'GT', msrp: 92400 },
        { code: 'MODENA', name: 'Modena', msrp: 106400, powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, mpgCity: 16, mpgHwy: 22, horsepower: 424 } },
        { code: 'TROFEO', name: 'Trofeo', msrp: 151500, powertrain: { engine: '3.8L V8 Twin-Turbo', cylinders: 8, displacement: 3.8, mpgCity: 13, mpgHwy: 18, horsepower: 580 } },
      ] },
    { code: 'GRECALE', name: 'Grecale', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2023, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 27, horsepower: 300 },
      trims: [
        { code: 'GT', name: 'GT', msrp: 69300 },
        { code: 'MODENA', name: 'Modena', msrp: 77800, powertrain: { horsepower: 325 } },
        { code: 'FOLGORE', name: 'Folgore', msrp: 104900, powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', mpgCity: 77, mpgHwy: 69, evRange: 250, horsepower: 550 } },
        { code: 'TROFEO', name: 'Trofeo', msrp: 108300, powertrain: { engine: '3.0L V6 Twin-Turbo Nettuno', cylinders: 6, displacement: 3.0, mpgCity: 17, mpgHwy: 24, horsepower: 523 } },
      ] },
    { code: 'GRANTURISMO', name: 'GranTurismo', body: 'COUPE', doors: 2, seats: 4, years: [2008, 2027],
      powertrain: { engine: '3.0L V6 Twin-Turbo Nettuno', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 24, horsepower: 483 },
      trims: [
        { code: 'MODENA', name: 'Modena', msrp: 177000 },
        { code: 'TROFEO', name: 'Trofeo', msrp: 199000, powertrain: { mpgCity: 17, mpgHwy: 24, horsepower: 542 } },
        { code: 'FOLGORE', name: 'Folgore', msrp: 206000, powertrain: { engine: 'Tri Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', mpgCity: 71, mpgHwy: 74, evRange: 230, horsepower: 751 } },
      ] },
  ],
};
