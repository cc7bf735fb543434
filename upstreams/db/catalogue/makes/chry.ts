import type { MakeSpec } from '../types.js';

export const chry: MakeSpec = {
  code: 'CHRY',
  name: 'Chrysler',
  models: [
    {
      code: 'CHRY300', name: '300', body: 'SEDAN', subtype: 'FULLSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2023],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 19, mpgHwy: 30, horsepower: 292 },
      trims: [
        { code: 'TOURING', name: 'Touring', msrp: 34500 },
        { code: 'TOURINGL', name: 'Touring L', msrp: 37200 },
        { code: '300S', name: '300S', msrp: 40500, powertrain: { horsepower: 300 } },
        { code: '300C', name: '300C', msrp: 55500, powertrain: { engine: '6.4L V8', cylinders: 8, displacement: 6.4, drives: ['RWD'], mpgCity: 14, mpgHwy: 23, horsepower: 485 } },
      ],
    },
    {
      code: 'PACIFICA', name: 'Pacifica', body: 'VANMV', subtype: 'MINIVAN', doors: 4, seats: 8, years: [2017, 2027],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 19, mpgHwy: 28, horsepower: 287 },
      trims: [
        { code: 'SELECT', name: 'Select', msrp: 43400 },
        { code: 'LIMITED', name: 'Limited', msrp: 51700 },
        { code: 'PINNACLE', name: 'Pinnacle', msrp: 56700 },
      ],
    },
    {
      code: 'PACIFICAHYB', name: 'Pacifica Hybrid', body: 'VANMV', subtype: 'MINIVAN', doors: 4, seats: 7, years: [2017, 2027],
      powertrain: { engine: '3.6L V6 Plug-In Hybrid', cylinders: 6, displacement: 3.6, fuel: 'PIH', transmission: 'AUTO', drives: ['FWD'], mpgCity: 82, mpgHwy: 82, evRange: 32, horsepower: 260 },
      trims: [
        { code: 'SELECT', name: 'Select', msrp: 51500 },
        { code: 'PREMIUMS', name: 'Premium S Appearance', msrp: 55000 },
        { code: 'PINNACLE', name: 'Pinnacle', msrp: 60000 },
      ],
    },
    {
      code: 'VOYAGER', name: 'Voyager', body: 'VANMV', subtype: 'MINIVAN', doors: 4, seats: 7, years: [2020, 2025],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 19, mpgHwy: 28, horsepower: 287 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 40000 },
        { code: 'LXI', name: 'LXi', msrp: 41800 },
      ],
    },
    {
      code: 'TOWNCOUNTRY', name: 'Town & Country', body: 'VANMV', subtype: 'MINIVAN', doors: 4, seats: 7, years: [2011, 2016],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 17, mpgHwy: 25, horsepower: 283 },
      trims: [
        { code: 'TOURING', name: 'Touring', msrp: 30900 },
        { code: 'TOURINGL', name: 'Touring-L', msrp: 33900 },
        { code: 'LIMITED', name: 'Limited', msrp: 38200 },
        { code: 'LIMITEDPLATINUM', name: 'Limited Platinum', msrp: 42800 },
      ],
    },
  ],
};
