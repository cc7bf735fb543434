import type { MakeSpec } from '../types.js';

export const fiat: MakeSpec = {
  code: 'FIAT',
  name: 'FIAT',
  models: [
    {
      code: 'FIAT500', name: '500', body: 'HATCH', doors: 2, seats: 4, years: [2012, 2019],
      powertrain: { engine: '1.4L I4 Turbo', cylinders: 4, displacement: 1.4, fuel: 'GSL', transmission: 'MAN', drives: ['FWD'], mpgCity: 28, mpgHwy: 33, horsepower: 135 },
      trims: [
        { code: 'POP', name: 'Pop', msrp: 16400 },
        { code: 'LOUNGE', name: 'Lounge', msrp: 19400, powertrain: { transmission: 'AUTO', mpgCity: 27, mpgHwy: 33 } },
        { code: 'ABARTH', name: 'Abarth', msrp: 20900, powertrain: { horsepower: 160 } },
      ],
    },
    {
      code: 'FIAT500E', name: '500e', body: 'HATCH', doors: 2, seats: 4, years: [2013, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD'], mpgCity: 127, mpgHwy: 104, evRange: 149, horsepower: 117 },
      trims: [
        { code: 'RED', name: '(500e)RED', msrp: 32500 },
        { code: 'INSPIRED', name: 'Inspired By Beauty', msrp: 34100 },
        { code: 'ARMANI', name: 'Giorgio Armani Collector Edition', msrp: 37600 },
      ],
    },
    {
      code: 'FIAT500X', name: '500X', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2016, 2023],
      powertrain: { engine: '1.3L I4 Turbo', cylinders: 4, displacement: 1.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 30, horsepower: 177 },
      trims: [
        { code: 'POP', name: 'Pop', msrp: 27800 },
        { code: 'TREKKING', name: 'Trekking', msrp: 29300 },
        { code: 'SPORT', name: 'Sport', msrp: 31300 },
      ],
    },
    {
      code: 'FIAT500L', name: '500L', body: 'WAGON', doors: 4, seats: 5, years: [2014, 2020],
      powertrain: { engine: '1.4L I4 Turbo', cylinders: 4, displacement: 1.4, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 22, mpgHwy: 30, horsepower: 160 },
      trims: [
        { code: 'POP', name: 'Pop', msrp: 21700 },
        { code: 'TREKKING', name: 'Trekking', msrp: 24400 },
        { code: 'LOUNGE', name: 'Lounge', msrp: 25700 },
      ],
    },
    {
      code: 'FIAT124SPIDER', name: '124 Spider', body: 'CONVERT', doors: 2, seats: 2, years: [2017, 2020],
      powertrain: { engine: '1.4L I4 Turbo', cylinders: 4, displacement: 1.4, fuel: 'GSL', transmission: 'MAN', drives: ['RWD'], mpgCity: 26, mpgHwy: 35, horsepower: 160 },
      trims: [
        { code: 'CLASSICA', name: 'Classica', msrp: 25200 },
        { code: 'LUSSO', name: 'Lusso', msrp: 28000 },
        { code: 'ABARTH', name: 'Abarth', msrp: 29200, powertrain: { mpgCity: 25, mpgHwy: 36, horsepower: 164 } },
      ],
    },
  ],
};
