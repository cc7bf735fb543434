import type { MakeSpec } from '../types.js';

export const cad: MakeSpec = {
  code: 'CAD',
  name: 'Cadillac',
  models: [
    {
      code: 'CT5', name: 'CT5', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2020, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 23, mpgHwy: 32, horsepower: 237 },
      trims: [
        { code: 'LUXURY', name: 'Luxury', msrp: 51500 },
        { code: 'PREMIUMLUXURY', name: 'Premium Luxury', msrp: 54800 },
        { code: 'SPORT', name: 'Sport', msrp: 56300 },
        { code: 'V', name: 'CT5-V', msrp: 62400, powertrain: { engine: '3.0L V6 Twin-Turbo', cylinders: 6, displacement: 3.0, mpgCity: 18, mpgHwy: 27, horsepower: 355 } },
        { code: 'BLACKWING', name: 'CT5-V Blackwing', msrp: 106000, powertrain: { engine: '6.2L V8 Supercharged', cylinders: 8, displacement: 6.2, transmission: 'MAN', drives: ['RWD'], mpgCity: 13, mpgHwy: 21, horsepower: 668 } },
      ],
    },
    {
      code: 'XT4', name: 'XT4', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2019, 2025],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 24, mpgHwy: 30, horsepower: 235 },
      trims: [
        { code: 'LUXURY', name: 'Luxury', msrp: 36400 },
        { code: 'PREMIUMLUXURY', name: 'Premium Luxury', msrp: 40600 },
        { code: 'SPORT', name: 'Sport', msrp: 42600 },
      ],
    },
    {
      code: 'XT5', name: 'XT5', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2017, 2025],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 21, mpgHwy: 28, horsepower: 235 },
      trims: [
        { code: 'LUXURY', name: 'Luxury', msrp: 45400 },
        { code: 'PREMIUMLUXURY', name: 'Premium Luxury', msrp: 50900 },
        { code: 'SPORT', name: 'Sport', msrp: 55300, powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 25, horsepower: 310 } },
      ],
    },
    {
      code: 'ESCALADE', name: 'Escalade', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '6.2L V8', cylinders: 8, displacement: 6.2, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 14, mpgHwy: 19, horsepower: 420 },
      trims: [
        { code: 'LUXURY', name: 'Luxury', msrp: 86900 },
        { code: 'PREMIUMLUXURY', name: 'Premium Luxury', msrp: 93400 },
        { code: 'SPORT', name: 'Sport', msrp: 98000 },
        { code: 'SPORTPLATINUM', name: 'Sport Platinum', msrp: 113400, powertrain: { engine: '3.0L I6 Turbo-Diesel', cylinders: 6, displacement: 3.0, fuel: 'DSL', mpgCity: 19, mpgHwy: 23, horsepower: 305 } },
        { code: 'V', name: 'Escalade-V', msrp: 155000, powertrain: { engine: '6.2L V8 Supercharged', drives: ['AWD4WD'], mpgCity: 12, mpgHwy: 17, horsepower: 682 } },
      ],
    },
    {
      code: 'LYRIQ', name: 'LYRIQ', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2023, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 115, mpgHwy: 93, evRange: 326, horsepower: 365 },
      trims: [
        { code: 'TECH', name: 'Tech', msrp: 58600 },
        { code: 'LUXURY', name: 'Luxury', msrp: 64500 },
        { code: 'SPORT', name: 'Sport AWD', msrp: 67400, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 107, mpgHwy: 90, evRange: 319, horsepower: 528 } },
        { code: 'V', name: 'LYRIQ-V', msrp: 80000, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 95, mpgHwy: 80, evRange: 285, horsepower: 615 } },
      ],
    },
  ],
};
