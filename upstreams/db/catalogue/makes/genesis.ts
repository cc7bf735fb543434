import type { MakeSpec } from '../types.js';

export const genesis: MakeSpec = {
  code: 'GENESIS',
  name: 'Genesis',
  models: [
    {
      code: 'G70', name: 'G70', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 22, mpgHwy: 31, horsepower: 300 },
      trims: [
        { code: '25TSTANDARD', name: '2.5T Standard', msrp: 42350 },
        { code: '25TSPORTADV', name: '2.5T Sport Advanced', msrp: 48350 },
        { code: '33TSPORTADV', name: '3.3T Sport Advanced', msrp: 52350, powertrain: { engine: '3.3L V6 Twin-Turbo', cylinders: 6, displacement: 3.3, mpgCity: 18, mpgHwy: 26, horsepower: 365 } },
        { code: '33TSPORTPRES', name: '3.3T Sport Prestige', msrp: 56550, powertrain: { engine: '3.3L V6 Twin-Turbo', cylinders: 6, displacement: 3.3, mpgCity: 18, mpgHwy: 26, horsepower: 365 } },
      ],
    },
    {
      code: 'G80', name: 'G80', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2017, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 23, mpgHwy: 32, horsepower: 300 },
      trims: [
        { code: '25TSTANDARD', name: '2.5T Standard', msrp: 56550 },
        { code: '25TADVANCED', name: '2.5T Advanced', msrp: 62900 },
        { code: 'ELECTRIFIED', name: 'Electrified G80', msrp: 75050, powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', drives: ['AWD4WD'], mpgCity: 94, mpgHwy: 85, evRange: 282, horsepower: 365 } },
        { code: '35TSPORTPRES', name: '3.5T Sport Prestige', msrp: 77250, powertrain: { engine: '3.5L V6 Twin-Turbo', cylinders: 6, displacement: 3.5, drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 26, horsepower: 375 } },
      ],
    },
    {
      code: 'GV60', name: 'GV60', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2023, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 125, mpgHwy: 102, evRange: 294, horsepower: 225 },
      trims: [
        { code: 'STANDARD', name: 'Standard RWD', msrp: 52350 },
        { code: 'ADVANCED', name: 'Advanced AWD', msrp: 57150, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 105, mpgHwy: 86, evRange: 264, horsepower: 314 } },
        { code: 'PERFORMANCE', name: 'Performance AWD', msrp: 69250, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 103, mpgHwy: 86, evRange: 250, horsepower: 429 } },
      ],
    },
    {
      code: 'GV70', name: 'GV70', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 28, horsepower: 300 },
      trims: [
        { code: '25TSTANDARD', name: '2.5T Standard', msrp: 47400 },
        { code: '25TSPORTADV', name: '2.5T Sport Advanced', msrp: 56200 },
        { code: '35TSPORTPRES', name: '3.5T Sport Prestige', msrp: 66150, powertrain: { engine: '3.5L V6 Twin-Turbo', cylinders: 6, displacement: 3.5, mpgCity: 18, mpgHwy: 25, horsepower: 375 } },
        { code: 'ELECTRIFIED', name: 'Electrified GV70', msrp: 67500, powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', mpgCity: 98, mpgHwy: 83, evRange: 262, horsepower: 429 } },
      ],
    },
    {
      code: 'GV80', name: 'GV80', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2021, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 20, mpgHwy: 25, horsepower: 300 },
      trims: [
        { code: '25TSTANDARD', name: '2.5T Standard', msrp: 58450 },
        { code: '25TADVANCED', name: '2.5T Advanced', msrp: 67950 },
        { code: '35TPRESTIGE', name: '3.5T Prestige', msrp: 80150, powertrain: { engine: '3.5L V6 Twin-Turbo', cylinders: 6, displacement: 3.5, mpgCity: 16, mpgHwy: 22, horsepower: 375 } },
      ],
    },
  ],
};
