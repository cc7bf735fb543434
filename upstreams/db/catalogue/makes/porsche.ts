import type { MakeSpec } from '../types.js';

export const porsche: MakeSpec = {
  code: 'PORSCHE',
  name: 'Porsche',
  models: [
    { code: 'PORSCHE911', name: '911', body: 'COUPE', doors: 2, seats: 4, years: [2008, 2027],
      powertrain: { engine: '3.0L H6 Twin-Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 18, mpgHwy: 24, horsepower: 388 },
      trims: [
        { code: 'CARRERA', name: 'Carrera', msrp: 122095 },
        { code: 'CARRERAS', name: 'Carrera S', msrp: 140795, powertrain: { horsepower: 473, mpgCity: 17, mpgHwy: 24 } },
        { code: 'CARRERAGTS', name: 'Carrera GTS T-Hybrid', msrp: 166895, powertrain: { engine: '3.6L H6 Turbo T-Hybrid', displacement: 3.6, fuel: 'HYB', mpgCity: 18, mpgHwy: 23, horsepower: 532 } },
        { code: 'GT3', name: 'GT3', msrp: 222500, powertrain: { engine: '4.0L H6', displacement: 4.0, transmission: 'MAN', drives: ['RWD'], mpgCity: 14, mpgHwy: 19, horsepower: 502 } },
        { code: 'TURBOS', name: 'Turbo S', msrp: 272300, powertrain: { engine: '3.6L H6 Twin-Turbo T-Hybrid', displacement: 3.6, fuel: 'HYB', drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 22, horsepower: 701 } },
      ] },
    { code: 'CAYENNE', name: 'Cayenne', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2008, 2027],
      powertrain: { engine: '3.0L V6 Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 22, horsepower: 348 },
      trims: [
        { code: 'BASE', name: 'Cayenne', msrp: 86200 },
        { code: 'EHYBRID', name: 'Cayenne E-Hybrid', msrp: 95400, powertrain: { engine: '3.0L V6 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 49, mpgHwy: 47, evRange: 27, horsepower: 463 } },
        { code: 'S', name: 'Cayenne S', msrp: 99300, powertrain: { engine: '4.0L V8 Twin-Turbo', cylinders: 8, displacement: 4.0, mpgCity: 15, mpgHwy: 20, horsepower: 468 } },
        { code: 'GTS', name: 'Cayenne GTS', msrp: 131400, powertrain: { engine: '4.0L V8 Twin-Turbo', cylinders: 8, displacement: 4.0, mpgCity: 15, mpgHwy: 19, horsepower: 493 } },
        { code: 'TURBOEHYBRID', name: 'Cayenne Turbo E-Hybrid', msrp: 154900, powertrain: { engine: '4.0L V8 Twin-Turbo Plug-In Hybrid', cylinders: 8, displacement: 4.0, fuel: 'PIH', mpgCity: 42, mpgHwy: 40, evRange: 24, horsepower: 729 } },
      ] },
    { code: 'MACAN', name: 'Macan', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2015, 2025],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 25, horsepower: 261 },
      trims: [
        { code: 'BASE', name: 'Macan', msrp: 62900 },
        { code: 'T', name: 'Macan T', msrp: 66400 },
        { code: 'S', name: 'Macan S', msrp: 72800, powertrain: { engine: '2.9L V6 Twin-Turbo', cylinders: 6, displacement: 2.9, mpgCity: 18, mpgHwy: 23, horsepower: 375 } },
        { code: 'GTS', name: 'Macan GTS', msrp: 88900, powertrain: { engine: '2.9L V6 Twin-Turbo', cylinders: 6, displacement: 2.9, mpgCity: 17, mpgHwy: 22, horsepower: 434 } },
      ] },
    { code: 'MACANELECTRIC', name: 'Macan Electric', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 98, mpgHwy: 86, evRange: 315, horsepower: 355 },
      trims: [
        { code: 'BASE', name: 'Macan', msrp: 75300 },
        { code: '4', name: 'Macan 4', msrp: 80450, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 93, mpgHwy: 82, evRange: 288, horsepower: 402 } },
        { code: '4S', name: 'Macan 4S', msrp: 86800, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 92, mpgHwy: 81, evRange: 288, horsepower: 509 } },
        { code: 'TURBO', name: 'Macan Turbo', msrp: 106500, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 90, mpgHwy: 79, evRange: 288, horsepower: 630 } },
      ] },
    { code: 'TAYCAN', name: 'Taycan', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 4, years: [2020, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 91, mpgHwy: 90, evRange: 318, horsepower: 402 },
      trims: [
        { code: 'BASE', name: 'Taycan', msrp: 101200 },
        { code: '4S', name: 'Taycan 4S', msrp: 122700, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 86, mpgHwy: 85, evRange: 295, horsepower: 590 } },
        { code: 'GTS', name: 'Taycan GTS', msrp: 151900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 84, mpgHwy: 83, evRange: 288, horsepower: 690 } },
        { code: 'TURBO', name: 'Taycan Turbo', msrp: 176600, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 83, mpgHwy: 82, evRange: 285, horsepower: 871 } },
        { code: 'TURBOS', name: 'Taycan Turbo S', msrp: 212500, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 81, mpgHwy: 80, evRange: 278, horsepower: 938 } },
      ] },
  ],
};
