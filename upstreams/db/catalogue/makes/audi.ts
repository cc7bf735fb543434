import type { MakeSpec } from '../types.js';

export const audi: MakeSpec = {
  code: 'AUDI',
  name: 'Audi',
  models: [
    {
      code: 'AUDIA3', name: 'A3', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 28, mpgHwy: 38, horsepower: 201 },
      trims: [
        { code: 'PREMIUM', name: 'Premium', msrp: 39400 },
        { code: 'PREMIUMPLUS', name: 'Premium Plus', msrp: 42800 },
        { code: 'S3PREMIUM', name: 'S3 Premium', msrp: 49800, powertrain: { engine: '2.0L I4 Turbo', drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31, horsepower: 328 } },
        { code: 'RS3', name: 'RS 3', msrp: 63400, powertrain: { engine: '2.5L I5 Turbo', cylinders: 5, displacement: 2.5, drives: ['AWD4WD'], mpgCity: 20, mpgHwy: 29, horsepower: 401 } },
      ],
    },
    {
      code: 'AUDIA4', name: 'A4', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2012, 2025],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 25, mpgHwy: 34, horsepower: 201 },
      trims: [
        { code: '40PREMIUM', name: '40 Premium', msrp: 42600 },
        { code: '45PREMIUMPLUS', name: '45 S line Premium Plus', msrp: 49200, powertrain: { drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 31, horsepower: 261 } },
        { code: 'S4PREMIUM', name: 'S4 Premium', msrp: 53400, powertrain: { engine: '3.0L V6 Turbo', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 20, mpgHwy: 28, horsepower: 349 } },
      ],
    },
    {
      code: 'AUDIA5', name: 'A5 Sportback', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2018, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31, horsepower: 261 },
      trims: [
        { code: 'PREMIUM', name: 'Premium', msrp: 48500 },
        { code: 'PREMIUMPLUS', name: 'Premium Plus', msrp: 52800 },
        { code: 'S5PREMIUM', name: 'S5 Premium', msrp: 58900, powertrain: { engine: '3.0L V6 Turbo', cylinders: 6, displacement: 3.0, mpgCity: 21, mpgHwy: 28, horsepower: 362 } },
        { code: 'RS5', name: 'RS 5 Sportback', msrp: 79600, powertrain: { engine: '2.9L V6 Twin-Turbo', cylinders: 6, displacement: 2.9, mpgCity: 18, mpgHwy: 26, horsepower: 444 } },
      ],
    },
    {
      code: 'AUDIA6', name: 'A6', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31, horsepower: 261 },
      trims: [
        { code: '45PREMIUM', name: '45 Premium', msrp: 59100 },
        { code: '55PREMIUMPLUS', name: '55 Premium Plus', msrp: 66700, powertrain: { engine: '3.0L V6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 22, mpgHwy: 29, horsepower: 335 } },
        { code: '55PRESTIGE', name: '55 Prestige', msrp: 71000, powertrain: { engine: '3.0L V6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 22, mpgHwy: 29, horsepower: 335 } },
        { code: 'S6PREMIUMPLUS', name: 'S6 Premium Plus', msrp: 78500, powertrain: { engine: '2.9L V6 Twin-Turbo', cylinders: 6, displacement: 2.9, mpgCity: 18, mpgHwy: 25, horsepower: 444 } },
      ],
    },
    {
      code: 'AUDIQ3', name: 'Q3', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 29, horsepower: 184 },
      trims: [
        { code: '40PREMIUM', name: '40 Premium', msrp: 38600 },
        { code: '45SLINEPREMIUM', name: '45 S line Premium', msrp: 41700, powertrain: { mpgCity: 21, mpgHwy: 28, horsepower: 228 } },
        { code: '45SLINEPREMIUMPLUS', name: '45 S line Premium Plus', msrp: 45400, powertrain: { mpgCity: 21, mpgHwy: 28, horsepower: 228 } },
      ],
    },
    {
      code: 'AUDIQ5', name: 'Q5', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 28, horsepower: 261 },
      trims: [
        { code: '45PREMIUM', name: '45 S line Premium', msrp: 46800 },
        { code: '45PREMIUMPLUS', name: '45 S line Premium Plus', msrp: 51600 },
        { code: '55TFSIE', name: '55 TFSI e Premium Plus', msrp: 59500, powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 61, mpgHwy: 61, evRange: 23, horsepower: 362 } },
        { code: 'SQ5', name: 'SQ5 Premium', msrp: 59900, powertrain: { engine: '3.0L V6 Turbo', cylinders: 6, displacement: 3.0, mpgCity: 19, mpgHwy: 24, horsepower: 349 } },
      ],
    },
    {
      code: 'AUDIQ7', name: 'Q7', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 25, horsepower: 261 },
      trims: [
        { code: '45PREMIUM', name: '45 Premium', msrp: 61000 },
        { code: '55PREMIUMPLUS', name: '55 Premium Plus', msrp: 67600, powertrain: { engine: '3.0L V6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 18, mpgHwy: 23, horsepower: 335 } },
        { code: '55PRESTIGE', name: '55 Prestige', msrp: 75700, powertrain: { engine: '3.0L V6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 18, mpgHwy: 23, horsepower: 335 } },
        { code: 'SQ7', name: 'SQ7 Premium Plus', msrp: 91800, powertrain: { engine: '4.0L V8 Twin-Turbo', cylinders: 8, displacement: 4.0, mpgCity: 15, mpgHwy: 20, horsepower: 500 } },
      ],
    },
    {
      code: 'AUDIQ8', name: 'Q8', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: '3.0L V6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 22, horsepower: 335 },
      trims: [
        { code: '55PREMIUM', name: '55 Premium', msrp: 74400 },
        { code: '55PREMIUMPLUS', name: '55 Premium Plus', msrp: 77900 },
        { code: 'SQ8', name: 'SQ8 Premium Plus', msrp: 99900, powertrain: { engine: '4.0L V8 Twin-Turbo', cylinders: 8, displacement: 4.0, mpgCity: 15, mpgHwy: 20, horsepower: 500 } },
        { code: 'RSQ8', name: 'RS Q8 Performance', msrp: 138000, powertrain: { engine: '4.0L V8 Twin-Turbo', cylinders: 8, displacement: 4.0, mpgCity: 13, mpgHwy: 19, horsepower: 631 } },
      ],
    },
    {
      code: 'ETRON', name: 'e-tron', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2019, 2023],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 78, mpgHwy: 77, evRange: 222, horsepower: 402 },
      trims: [
        { code: 'PREMIUM', name: 'Premium', msrp: 66800 },
        { code: 'PREMIUMPLUS', name: 'Premium Plus', msrp: 73000 },
        { code: 'PRESTIGE', name: 'Prestige', msrp: 80700 },
        { code: 'SPRESTIGE', name: 'e-tron S Prestige', msrp: 89800, powertrain: { engine: 'Tri-Motor Electric', mpgCity: 68, mpgHwy: 66, evRange: 208, horsepower: 496 } },
      ],
    },
    {
      code: 'Q8ETRON', name: 'Q8 e-tron', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2024, 2024],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 79, mpgHwy: 84, evRange: 285, horsepower: 402 },
      trims: [
        { code: 'PREMIUM', name: 'Premium', msrp: 74400 },
        { code: 'PREMIUMPLUS', name: 'Premium Plus', msrp: 80400 },
        { code: 'PRESTIGE', name: 'Prestige', msrp: 86500 },
        { code: 'SQ8ETRON', name: 'SQ8 e-tron Premium Plus', msrp: 91900, powertrain: { engine: 'Tri-Motor Electric', mpgCity: 70, mpgHwy: 72, evRange: 253, horsepower: 496 } },
      ],
    },
    {
      code: 'Q4ETRON', name: 'Q4 e-tron', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD'], mpgCity: 116, mpgHwy: 98, evRange: 258, horsepower: 282 },
      trims: [
        { code: '45PREMIUM', name: '45 e-tron Premium', msrp: 49800 },
        { code: '55PREMIUMPLUS', name: '55 e-tron quattro Premium Plus', msrp: 56400, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 106, mpgHwy: 93, evRange: 244, horsepower: 335 } },
        { code: 'SB55PRESTIGE', name: 'Sportback 55 e-tron quattro Prestige', msrp: 61800, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 106, mpgHwy: 93, evRange: 244, horsepower: 335 } },
      ],
    },
    {
      code: 'Q6ETRON', name: 'Q6 e-tron', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2025, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 95, mpgHwy: 85, evRange: 307, horsepower: 456 },
      trims: [
        { code: 'PREMIUM', name: 'quattro Premium', msrp: 63800 },
        { code: 'PREMIUMPLUS', name: 'quattro Premium Plus', msrp: 67700 },
        { code: 'PRESTIGE', name: 'quattro Prestige', msrp: 71800 },
        { code: 'SQ6ETRON', name: 'SQ6 e-tron Premium Plus', msrp: 73900, powertrain: { mpgCity: 87, mpgHwy: 80, evRange: 275, horsepower: 509 } },
      ],
    },
    {
      code: 'ETRONGT', name: 'e-tron GT', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 88, mpgHwy: 90, evRange: 300, horsepower: 590 },
      trims: [
        { code: 'SPREMIUMPLUS', name: 'S e-tron GT Premium Plus', msrp: 125500 },
        { code: 'SPRESTIGE', name: 'S e-tron GT Prestige', msrp: 134800 },
        { code: 'RSPERF', name: 'RS e-tron GT performance', msrp: 166400, powertrain: { mpgCity: 82, mpgHwy: 84, evRange: 278, horsepower: 912 } },
      ],
    },
    {
      code: 'AUDITT', name: 'TT', body: 'COUPE', doors: 2, seats: 4, years: [2016, 2023],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31, horsepower: 228 },
      trims: [
        { code: 'COUPE', name: 'TT Coupe', msrp: 52200 },
        { code: 'ROADSTER', name: 'TT Roadster', msrp: 56200 },
        { code: 'TTS', name: 'TTS Coupe', msrp: 60800, powertrain: { mpgCity: 23, mpgHwy: 29, horsepower: 288 } },
        { code: 'TTRS', name: 'TT RS', msrp: 73000, powertrain: { engine: '2.5L I5 Turbo', cylinders: 5, displacement: 2.5, mpgCity: 19, mpgHwy: 28, horsepower: 394 } },
      ],
    },
  ],
};
