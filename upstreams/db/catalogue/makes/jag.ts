import type { MakeSpec } from '../types.js';

export const jag: MakeSpec = {
  code: 'JAG',
  name: 'Jaguar',
  models: [
    {
      code: 'FPACE', name: 'F-PACE', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2017, 2026],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 27, horsepower: 246 },
      trims: [
        { code: 'P250', name: 'P250 R-Dynamic S', msrp: 58100 },
        { code: 'P400', name: 'P400 R-Dynamic S', msrp: 68900, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 19, mpgHwy: 25, horsepower: 395 } },
        { code: 'SVR', name: 'SVR', msrp: 91900, powertrain: { engine: '5.0L V8 Supercharged', cylinders: 8, displacement: 5.0, mpgCity: 15, mpgHwy: 20, horsepower: 542 } },
      ],
    },
    {
      code: 'EPACE', name: 'E-PACE', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2018, 2024],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 26, horsepower: 246 },
      trims: [
        { code: 'P250S', name: 'P250 S', msrp: 50900 },
        { code: 'P250RDSE', name: 'P250 R-Dynamic SE', msrp: 53700 },
      ],
    },
    {
      code: 'IPACE', name: 'I-PACE', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2019, 2024],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 80, mpgHwy: 72, evRange: 246, horsepower: 394 },
      trims: [
        { code: 'EV400R', name: 'EV400 R-Dynamic HSE', msrp: 72900 },
        { code: 'EV400RBLACK', name: 'EV400 R-Dynamic HSE Black', msrp: 76500 },
      ],
    },
    {
      code: 'JAGXF', name: 'XF', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2024],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 25, mpgHwy: 33, horsepower: 246 },
      trims: [
        { code: 'P250', name: 'P250 R-Dynamic SE', msrp: 46200 },
        { code: 'P300', name: 'P300 R-Dynamic SE AWD', msrp: 49100, powertrain: { drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 30, horsepower: 296 } },
      ],
    },
    {
      code: 'FTYPE', name: 'F-TYPE', body: 'COUPE', doors: 2, seats: 2, years: [2014, 2024],
      powertrain: { engine: '5.0L V8 Supercharged', cylinders: 8, displacement: 5.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 16, mpgHwy: 24, horsepower: 444 },
      trims: [
        { code: 'P450', name: 'P450 R-Dynamic Coupe', msrp: 78600 },
        { code: 'P450CONV', name: 'P450 R-Dynamic Convertible', msrp: 81900 },
        { code: 'R75', name: 'R 75 Coupe', msrp: 104900, powertrain: { drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 24, horsepower: 575 } },
      ],
    },
  ],
};
