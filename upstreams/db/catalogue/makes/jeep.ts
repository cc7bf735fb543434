import type { MakeSpec } from '../types.js';

export const jeep: MakeSpec = {
  code: 'JEEP',
  name: 'Jeep',
  models: [
    {
      code: 'WRANGLER', name: 'Wrangler', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'MAN', drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 23, horsepower: 285 },
      trims: [
        { code: 'SPORT', name: 'Sport', msrp: 33190 },
        { code: 'SPORTS', name: 'Sport S', msrp: 40595, powertrain: { transmission: 'AUTO', mpgCity: 19, mpgHwy: 24 } },
        { code: 'SAHARA', name: 'Sahara', msrp: 50095, powertrain: { transmission: 'AUTO', mpgCity: 19, mpgHwy: 24 } },
        { code: 'RUBICON', name: 'Rubicon', msrp: 52690, powertrain: { mpgCity: 17, mpgHwy: 22 } },
        { code: 'RUBICON392', name: 'Rubicon 392', msrp: 90240, powertrain: { engine: '6.4L V8', cylinders: 8, displacement: 6.4, transmission: 'AUTO', mpgCity: 13, mpgHwy: 17, horsepower: 470 } },
      ],
    },
    {
      code: 'WRANGLER4XE', name: 'Wrangler 4xe', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2021, 2027],
      powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', cylinders: 4, displacement: 2.0, fuel: 'PIH', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 49, mpgHwy: 49, evRange: 21, horsepower: 375 },
      trims: [
        { code: 'SPORTS', name: 'Sport S 4xe', msrp: 49995 },
        { code: 'SAHARA', name: 'Sahara 4xe', msrp: 55295 },
        { code: 'RUBICON', name: 'Rubicon 4xe', msrp: 59895 },
        { code: 'RUBICONX', name: 'Rubicon X 4xe', msrp: 69295 },
      ],
    },
    {
      code: 'GRANDCHEROKEE', name: 'Grand Cherokee', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 19, mpgHwy: 26, horsepower: 293 },
      trims: [
        { code: 'LAREDO', name: 'Laredo', msrp: 37995 },
        { code: 'ALTITUDEX', name: 'Altitude X', msrp: 42995 },
        { code: 'LIMITED', name: 'Limited', msrp: 45775 },
        { code: 'OVERLAND', name: 'Overland', msrp: 56595, powertrain: { drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 25 } },
        { code: 'SUMMIT', name: 'Summit', msrp: 61600, powertrain: { drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 25 } },
      ],
    },
    {
      code: 'GRANDCHEROKEEL', name: 'Grand Cherokee L', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2021, 2027],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 19, mpgHwy: 26, horsepower: 293 },
      trims: [
        { code: 'LAREDO', name: 'Laredo', msrp: 41195 },
        { code: 'LIMITED', name: 'Limited', msrp: 48795 },
        { code: 'OVERLAND', name: 'Overland', msrp: 57695, powertrain: { drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 25 } },
        { code: 'SUMMITRESERVE', name: 'Summit Reserve', msrp: 67995, powertrain: { drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 25 } },
      ],
    },
    {
      code: 'GRANDCHEROKEE4XE', name: 'Grand Cherokee 4xe', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', cylinders: 4, displacement: 2.0, fuel: 'PIH', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 56, mpgHwy: 56, evRange: 26, horsepower: 375 },
      trims: [
        { code: '4XE', name: '4xe', msrp: 59995 },
        { code: 'TRAILHAWK', name: 'Trailhawk 4xe', msrp: 64995 },
        { code: 'OVERLAND', name: 'Overland 4xe', msrp: 66895 },
        { code: 'SUMMITRESERVE', name: 'Summit Reserve 4xe', msrp: 76165 },
      ],
    },
    {
      code: 'CHEROKEE', name: 'Cherokee', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2014, 2023],
      powertrain: { engine: '2.4L I4', cylinders: 4, displacement: 2.4, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 22, mpgHwy: 29, horsepower: 180 },
      trims: [
        { code: 'LATITUDE', name: 'Latitude', msrp: 28995 },
        { code: 'LATITUDELUX', name: 'Latitude Lux', msrp: 31995 },
        { code: 'LIMITED', name: 'Limited', msrp: 35295 },
        { code: 'TRAILHAWK', name: 'Trailhawk', msrp: 36995, powertrain: { engine: '3.2L V6', cylinders: 6, displacement: 3.2, drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 26, horsepower: 271 } },
      ],
    },
    {
      code: 'COMPASS', name: 'Compass', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 32, horsepower: 200 },
      trims: [
        { code: 'SPORT', name: 'Sport', msrp: 27995 },
        { code: 'LATITUDE', name: 'Latitude', msrp: 30995 },
        { code: 'LIMITED', name: 'Limited', msrp: 34495 },
        { code: 'TRAILHAWK', name: 'Trailhawk', msrp: 34995, powertrain: { mpgCity: 23, mpgHwy: 28 } },
      ],
    },
    {
      code: 'RENEGADE', name: 'Renegade', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2015, 2023],
      powertrain: { engine: '1.3L I4 Turbo', cylinders: 4, displacement: 1.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 24, mpgHwy: 29, horsepower: 177 },
      trims: [
        { code: 'LATITUDE', name: 'Latitude', msrp: 27595 },
        { code: 'LIMITED', name: 'Limited', msrp: 30095 },
        { code: 'TRAILHAWK', name: 'Trailhawk', msrp: 31595, powertrain: { drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 28 } },
      ],
    },
    {
      code: 'GLADIATOR', name: 'Gladiator', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2020, 2027],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'MAN', drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 23, horsepower: 285 },
      trims: [
        { code: 'SPORT', name: 'Sport', msrp: 40395 },
        { code: 'NIGHTHAWK', name: 'Nighthawk', msrp: 46490, powertrain: { transmission: 'AUTO', mpgCity: 17, mpgHwy: 22 } },
        { code: 'RUBICON', name: 'Rubicon', msrp: 52395 },
        { code: 'MOJAVE', name: 'Mojave', msrp: 55290, powertrain: { transmission: 'AUTO', mpgCity: 16, mpgHwy: 19 } },
      ],
      truck: { bedLengths: [5], cabs: ['CREW'] },
    },
    {
      code: 'WAGONEER', name: 'Wagoneer', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 8, years: [2022, 2027],
      powertrain: { engine: '3.0L I6 Hurricane Twin-Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 17, mpgHwy: 24, horsepower: 420 },
      trims: [
        { code: 'SERIESI', name: 'Series I', msrp: 62745 },
        { code: 'SERIESII', name: 'Series II', msrp: 71945 },
        { code: 'SERIESIII', name: 'Series III', msrp: 80945, powertrain: { drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 23 } },
      ],
    },
    {
      code: 'GRANDWAGONEER', name: 'Grand Wagoneer', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 7, years: [2022, 2027],
      powertrain: { engine: '3.0L I6 Hurricane High-Output Twin-Turbo', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 20, horsepower: 510 },
      trims: [
        { code: 'SERIESI', name: 'Series I', msrp: 94745 },
        { code: 'SERIESII', name: 'Series II', msrp: 99945 },
        { code: 'SERIESIII', name: 'Series III', msrp: 110495 },
      ],
    },
    {
      code: 'WAGONEERS', name: 'Wagoneer S', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 95, mpgHwy: 81, evRange: 303, horsepower: 600 },
      trims: [
        { code: 'LIMITED', name: 'Limited', msrp: 66995 },
        { code: 'LAUNCHEDITION', name: 'Launch Edition', msrp: 71995, powertrain: { evRange: 294 } },
      ],
    },
    {
      code: 'PATRIOT', name: 'Patriot', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2008, 2017],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'MAN', drives: ['FWD', 'AWD4WD'], mpgCity: 23, mpgHwy: 30, horsepower: 158 },
      trims: [
        { code: 'SPORT', name: 'Sport', msrp: 17995 },
        { code: 'LATITUDE', name: 'Latitude', msrp: 21495, powertrain: { engine: '2.4L I4', displacement: 2.4, transmission: 'AUTO', mpgCity: 21, mpgHwy: 26, horsepower: 172 } },
        { code: 'HIGHALTITUDE', name: 'High Altitude', msrp: 24295, powertrain: { engine: '2.4L I4', displacement: 2.4, transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 20, mpgHwy: 23, horsepower: 172 } },
      ],
    },
  ],
};
