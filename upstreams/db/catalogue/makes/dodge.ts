import type { MakeSpec } from '../types.js';

export const dodge: MakeSpec = {
  code: 'DODGE',
  name: 'Dodge',
  models: [
    {
      code: 'CHARGER', name: 'Charger', body: 'SEDAN', subtype: 'FULLSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 19, mpgHwy: 30, horsepower: 292 },
      trims: [
        { code: 'SXT', name: 'SXT', msrp: 34200 },
        { code: 'RT', name: 'R/T', msrp: 42400, powertrain: { engine: '5.7L V8', cylinders: 8, displacement: 5.7, drives: ['RWD'], mpgCity: 16, mpgHwy: 25, horsepower: 370 } },
        { code: 'SCATPACK', name: 'Scat Pack', msrp: 51300, powertrain: { engine: '6.4L V8', cylinders: 8, displacement: 6.4, drives: ['RWD'], mpgCity: 15, mpgHwy: 24, horsepower: 485 } },
        { code: 'DAYTONART', name: 'Daytona R/T', msrp: 59600, powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', drives: ['AWD4WD'], mpgCity: 83, mpgHwy: 75, evRange: 308, horsepower: 496 } },
        { code: 'DAYTONASCATPACK', name: 'Daytona Scat Pack', msrp: 73200, powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', drives: ['AWD4WD'], mpgCity: 74, mpgHwy: 67, evRange: 241, horsepower: 670 } },
      ],
    },
    {
      code: 'CHALLENGER', name: 'Challenger', body: 'COUPE', doors: 2, seats: 5, years: [2012, 2023],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 19, mpgHwy: 30, horsepower: 303 },
      trims: [
        { code: 'SXT', name: 'SXT', msrp: 33300 },
        { code: 'GT', name: 'GT', msrp: 35400 },
        { code: 'RT', name: 'R/T', msrp: 40800, powertrain: { engine: '5.7L V8', cylinders: 8, displacement: 5.7, transmission: 'MAN', drives: ['RWD'], mpgCity: 15, mpgHwy: 24, horsepower: 375 } },
        { code: 'SCATPACK', name: 'R/T Scat Pack', msrp: 48300, powertrain: { engine: '6.4L V8', cylinders: 8, displacement: 6.4, transmission: 'MAN', drives: ['RWD'], mpgCity: 14, mpgHwy: 23, horsepower: 485 } },
        { code: 'HELLCAT', name: 'SRT Hellcat', msrp: 71500, powertrain: { engine: '6.2L V8 Supercharged', cylinders: 8, displacement: 6.2, drives: ['RWD'], mpgCity: 13, mpgHwy: 22, horsepower: 717 } },
      ],
    },
    {
      code: 'DURANGO', name: 'Durango', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 19, mpgHwy: 26, horsepower: 295 },
      trims: [
        { code: 'SXT', name: 'SXT', msrp: 41400 },
        { code: 'GT', name: 'GT', msrp: 44400 },
        { code: 'RT', name: 'R/T', msrp: 52700, powertrain: { engine: '5.7L V8', cylinders: 8, displacement: 5.7, drives: ['AWD4WD'], mpgCity: 14, mpgHwy: 22, horsepower: 360 } },
        { code: 'SRT392', name: 'SRT 392', msrp: 71500, powertrain: { engine: '6.4L V8', cylinders: 8, displacement: 6.4, drives: ['AWD4WD'], mpgCity: 13, mpgHwy: 19, horsepower: 475 } },
        { code: 'SRTHELLCAT', name: 'SRT Hellcat', msrp: 100600, powertrain: { engine: '6.2L V8 Supercharged', cylinders: 8, displacement: 6.2, drives: ['AWD4WD'], mpgCity: 12, mpgHwy: 17, horsepower: 710 } },
      ],
    },
    {
      code: 'GRANDCARAVAN', name: 'Grand Caravan', body: 'VANMV', subtype: 'MINIVAN', doors: 4, seats: 7, years: [2011, 2020],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 17, mpgHwy: 25, horsepower: 283 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 27500 },
        { code: 'SEPLUS', name: 'SE Plus', msrp: 29900 },
        { code: 'SXT', name: 'SXT', msrp: 31800 },
        { code: 'GT', name: 'GT', msrp: 36300 },
      ],
    },
    {
      code: 'HORNET', name: 'Hornet', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2023, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 29, horsepower: 268 },
      trims: [
        { code: 'GT', name: 'GT', msrp: 31900 },
        { code: 'GTPLUS', name: 'GT Plus', msrp: 36900 },
        { code: 'RT', name: 'R/T', msrp: 41500, powertrain: { engine: '1.3L I4 Turbo Plug-In Hybrid', displacement: 1.3, fuel: 'PIH', mpgCity: 77, mpgHwy: 77, evRange: 32, horsepower: 288 } },
        { code: 'RTPLUS', name: 'R/T Plus', msrp: 45500, powertrain: { engine: '1.3L I4 Turbo Plug-In Hybrid', displacement: 1.3, fuel: 'PIH', mpgCity: 77, mpgHwy: 77, evRange: 32, horsepower: 288 } },
      ],
    },
  ],
};
