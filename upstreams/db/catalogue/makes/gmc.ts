import type { MakeSpec } from '../types.js';

export const gmc: MakeSpec = {
  code: 'GMC',
  name: 'GMC',
  models: [
    {
      code: 'SIERRA1500', name: 'Sierra 1500', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.7L I4 Turbo', cylinders: 4, displacement: 2.7, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 18, mpgHwy: 23, horsepower: 310 },
      trims: [
        { code: 'PRO', name: 'Pro', msrp: 39500 },
        { code: 'SLE', name: 'SLE', msrp: 51300 },
        { code: 'ELEVATION', name: 'Elevation', msrp: 53800, powertrain: { engine: '5.3L V8', cylinders: 8, displacement: 5.3, mpgCity: 16, mpgHwy: 21, horsepower: 355 } },
        { code: 'AT4', name: 'AT4', msrp: 66500, powertrain: { engine: '5.3L V8', cylinders: 8, displacement: 5.3, drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 19, horsepower: 355 } },
        { code: 'DENALI', name: 'Denali', msrp: 69800, powertrain: { engine: '6.2L V8', cylinders: 8, displacement: 6.2, mpgCity: 15, mpgHwy: 20, horsepower: 420 } },
      ],
      truck: { bedLengths: [5.8, 6.6, 8.2], cabs: ['REGULAR', 'EXTENDED', 'CREW'] },
    },
    {
      code: 'SIERRA2500HD', name: 'Sierra 2500HD', body: 'TRUCKS', subtype: 'HEAVYDUTY_TRUCK', doors: 4, seats: 6, years: [2012, 2027],
      powertrain: { engine: '6.6L V8', cylinders: 8, displacement: 6.6, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 12, mpgHwy: 16, horsepower: 401 },
      trims: [
        { code: 'PRO', name: 'Pro', msrp: 47200 },
        { code: 'SLE', name: 'SLE', msrp: 56300 },
        { code: 'SLT', name: 'SLT', msrp: 63900 },
        { code: 'AT4', name: 'AT4', msrp: 74600, powertrain: { engine: '6.6L V8 Duramax Turbo-Diesel', fuel: 'DSL', drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 20, horsepower: 470 } },
        { code: 'DENALI', name: 'Denali', msrp: 76800, powertrain: { engine: '6.6L V8 Duramax Turbo-Diesel', fuel: 'DSL', mpgCity: 15, mpgHwy: 20, horsepower: 470 } },
      ],
      truck: { bedLengths: [6.75, 8.2], cabs: ['REGULAR', 'EXTENDED', 'CREW'] },
    },
    {
      code: 'SIERRA3500HD', name: 'Sierra 3500HD', body: 'TRUCKS', subtype: 'HEAVYDUTY_TRUCK', doors: 4, seats: 6, years: [2012, 2027],
      powertrain: { engine: '6.6L V8', cylinders: 8, displacement: 6.6, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 11, mpgHwy: 15, horsepower: 401 },
      trims: [
        { code: 'PRO', name: 'Pro', msrp: 48700 },
        { code: 'SLE', name: 'SLE', msrp: 57800 },
        { code: 'SLT', name: 'SLT', msrp: 65400 },
        { code: 'DENALI', name: 'Denali', msrp: 79100, powertrain: { engine: '6.6L V8 Duramax Turbo-Diesel', fuel: 'DSL', mpgCity: 14, mpgHwy: 19, horsepower: 470 } },
        { code: 'DENALIULTIMATE', name: 'Denali Ultimate', msrp: 95600, powertrain: { engine: '6.6L V8 Duramax Turbo-Diesel', fuel: 'DSL', drives: ['AWD4WD'], mpgCity: 14, mpgHwy: 19, horsepower: 470 } },
      ],
      truck: { bedLengths: [6.75, 8.2], cabs: ['REGULAR', 'EXTENDED', 'CREW'] },
    },
    {
      code: 'SIERRAEV', name: 'Sierra EV', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 76, mpgHwy: 64, evRange: 390, horsepower: 645 },
      trims: [
        { code: 'ELEVATION', name: 'Elevation', msrp: 89500 },
        { code: 'AT4', name: 'AT4', msrp: 92500, powertrain: { mpgCity: 73, mpgHwy: 61, evRange: 415, horsepower: 760 } },
        { code: 'DENALI', name: 'Denali', msrp: 99500, powertrain: { evRange: 460, horsepower: 760 } },
      ],
      truck: { bedLengths: [5.9], cabs: ['CREW'] },
    },
    {
      code: 'CANYON', name: 'Canyon', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '2.7L I4 Turbo', cylinders: 4, displacement: 2.7, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 18, mpgHwy: 23, horsepower: 310 },
      trims: [
        { code: 'ELEVATION', name: 'Elevation', msrp: 38400 },
        { code: 'AT4', name: 'AT4', msrp: 46700, powertrain: { drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 21 } },
        { code: 'DENALI', name: 'Denali', msrp: 53500, powertrain: { drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 21 } },
        { code: 'AT4X', name: 'AT4X', msrp: 60900, powertrain: { drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 18 } },
      ],
      truck: { bedLengths: [5.2, 6.2], cabs: ['EXTENDED', 'CREW'] },
    },
    {
      code: 'TERRAIN', name: 'Terrain', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '1.5L I4 Turbo', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 25, mpgHwy: 30, horsepower: 175 },
      trims: [
        { code: 'ELEVATION', name: 'Elevation', msrp: 33400 },
        { code: 'AT4', name: 'AT4', msrp: 37100, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 28 } },
        { code: 'DENALI', name: 'Denali', msrp: 40600, powertrain: { drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 28 } },
      ],
    },
    {
      code: 'ACADIA', name: 'Acadia', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 27, horsepower: 328 },
      trims: [
        { code: 'ELEVATION', name: 'Elevation', msrp: 43800 },
        { code: 'AT4', name: 'AT4', msrp: 50800, powertrain: { drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 24 } },
        { code: 'DENALI', name: 'Denali', msrp: 54800 },
      ],
    },
    {
      code: 'YUKON', name: 'Yukon', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 8, years: [2012, 2027],
      powertrain: { engine: '5.3L V8', cylinders: 8, displacement: 5.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 15, mpgHwy: 20, horsepower: 355 },
      trims: [
        { code: 'SLE', name: 'SLE', msrp: 62600 },
        { code: 'SLT', name: 'SLT', msrp: 70400 },
        { code: 'AT4', name: 'AT4', msrp: 76300, powertrain: { drives: ['AWD4WD'], mpgCity: 14, mpgHwy: 18 } },
        { code: 'DENALI', name: 'Denali', msrp: 79600, powertrain: { engine: '6.2L V8', displacement: 6.2, mpgCity: 14, mpgHwy: 19, horsepower: 420 } },
        { code: 'DENALIULTIMATE', name: 'Denali Ultimate', msrp: 102400, powertrain: { engine: '6.2L V8', displacement: 6.2, drives: ['AWD4WD'], mpgCity: 14, mpgHwy: 19, horsepower: 420 } },
      ],
    },
    {
      code: 'YUKONXL', name: 'Yukon XL', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 8, years: [2012, 2027],
      powertrain: { engine: '5.3L V8', cylinders: 8, displacement: 5.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 15, mpgHwy: 19, horsepower: 355 },
      trims: [
        { code: 'SLE', name: 'SLE', msrp: 65300 },
        { code: 'SLT', name: 'SLT', msrp: 73100 },
        { code: 'DENALI', name: 'Denali', msrp: 82300, powertrain: { engine: '6.2L V8', displacement: 6.2, mpgCity: 14, mpgHwy: 18, horsepower: 420 } },
      ],
    },
    {
      code: 'HUMMEREV', name: 'HUMMER EV Pickup', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 51, mpgHwy: 43, evRange: 311, horsepower: 570 },
      trims: [
        { code: '2X', name: '2X', msrp: 98800 },
        { code: '3X', name: '3X', msrp: 104700, powertrain: { engine: 'Tri-Motor Electric', mpgCity: 51, mpgHwy: 43, evRange: 381, horsepower: 830 } },
        { code: 'OMEGA', name: '3X Omega Edition', msrp: 139700, powertrain: { engine: 'Tri-Motor Electric', mpgCity: 51, mpgHwy: 43, evRange: 355, horsepower: 830 } },
      ],
      truck: { bedLengths: [5], cabs: ['CREW'] },
    },
    {
      code: 'HUMMEREVSUV', name: 'HUMMER EV SUV', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 51, mpgHwy: 43, evRange: 308, horsepower: 570 },
      trims: [
        { code: '2X', name: '2X', msrp: 98800 },
        { code: '3X', name: '3X', msrp: 104700, powertrain: { engine: 'Tri-Motor Electric', evRange: 314, horsepower: 830 } },
      ],
    },
    {
      code: 'SAVANA', name: 'Savana Cargo', body: 'VANMV', subtype: 'CARGO_VAN', doors: 4, seats: 2, years: [2012, 2027], commercial: true,
      powertrain: { engine: '4.3L V6', cylinders: 6, displacement: 4.3, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 15, mpgHwy: 19, horsepower: 276 },
      trims: [
        { code: '2500', name: '2500 Cargo Van', msrp: 45700 },
        { code: '3500', name: '3500 Cargo Van', msrp: 47200 },
        { code: '3500EXT', name: '3500 Extended Cargo Van', msrp: 51100, powertrain: { engine: '6.6L V8', cylinders: 8, displacement: 6.6, mpgCity: 12, mpgHwy: 16, horsepower: 401 } },
      ],
    },
  ],
};
