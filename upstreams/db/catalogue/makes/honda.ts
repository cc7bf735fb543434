import type { MakeSpec } from '../types.js';

export const honda: MakeSpec = {
  code: 'HONDA',
  name: 'Honda',
  models: [
    {
      code: 'CIVIC', name: 'Civic', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 32, mpgHwy: 41, horsepower: 150 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 24250 },
        { code: 'SPORT', name: 'Sport', msrp: 26250 },
        { code: 'SPORTHYBRID', name: 'Sport Hybrid', msrp: 29045, powertrain: { engine: '2.0L I4 Hybrid', fuel: 'HYB', mpgCity: 50, mpgHwy: 47, horsepower: 200 } },
        { code: 'SI', name: 'Si', msrp: 29950, powertrain: { engine: '1.5L I4 Turbo', displacement: 1.5, transmission: 'MAN', mpgCity: 27, mpgHwy: 37, horsepower: 200 } },
        { code: 'SPORTTOURINGHYBRID', name: 'Sport Touring Hybrid', msrp: 32850, powertrain: { engine: '2.0L I4 Hybrid', fuel: 'HYB', mpgCity: 46, mpgHwy: 46, horsepower: 200 } },
      ],
    },
    {
      code: 'ACCORD', name: 'Accord', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '1.5L I4 Turbo', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 29, mpgHwy: 37, horsepower: 192 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 28295 },
        { code: 'SE', name: 'SE', msrp: 30195 },
        { code: 'SPORTHYBRID', name: 'Sport Hybrid', msrp: 33100, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', mpgCity: 46, mpgHwy: 41, horsepower: 204 } },
        { code: 'EXLHYBRID', name: 'EX-L Hybrid', msrp: 34195, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', mpgCity: 51, mpgHwy: 44, horsepower: 204 } },
        { code: 'TOURINGHYBRID', name: 'Touring Hybrid', msrp: 39095, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', mpgCity: 46, mpgHwy: 41, horsepower: 204 } },
      ],
    },
    {
      code: 'CRV', name: 'CR-V', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '1.5L I4 Turbo', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 28, mpgHwy: 34, horsepower: 190 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 30450 },
        { code: 'EX', name: 'EX', msrp: 32950 },
        { code: 'SPORTHYBRID', name: 'Sport Hybrid', msrp: 34650, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', mpgCity: 43, mpgHwy: 36, horsepower: 204 } },
        { code: 'EXL', name: 'EX-L', msrp: 36450 },
        { code: 'SPORTTOURINGHYBRID', name: 'Sport Touring Hybrid', msrp: 41550, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', drives: ['AWD4WD'], mpgCity: 40, mpgHwy: 34, horsepower: 204 } },
      ],
    },
    {
      code: 'HRV', name: 'HR-V', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2016, 2027],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 26, mpgHwy: 32, horsepower: 158 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 25400 },
        { code: 'SPORT', name: 'Sport', msrp: 27400 },
        { code: 'EXL', name: 'EX-L', msrp: 29400 },
      ],
    },
    {
      code: 'PILOT', name: 'Pilot', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 8, years: [2012, 2027],
      powertrain: { engine: '3.5L V6', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 19, mpgHwy: 27, horsepower: 285 },
      trims: [
        { code: 'SPORT', name: 'Sport', msrp: 40200 },
        { code: 'EXL', name: 'EX-L', msrp: 44100 },
        { code: 'TOURING', name: 'Touring', msrp: 47700 },
        { code: 'TRAILSPORT', name: 'TrailSport', msrp: 49600, powertrain: { drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 23 } },
        { code: 'ELITE', name: 'Elite', msrp: 53400, powertrain: { drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 25 } },
      ],
    },
    {
      code: 'PASSPORT', name: 'Passport', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: '3.5L V6', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 24, horsepower: 285 },
      trims: [
        { code: 'RTL', name: 'RTL', msrp: 44900 },
        { code: 'TRAILSPORT', name: 'TrailSport', msrp: 48400 },
        { code: 'TRAILSPORTELITE', name: 'TrailSport Elite', msrp: 52900 },
      ],
    },
    {
      code: 'ODYSSEY', name: 'Odyssey', body: 'VANMV', subtype: 'MINIVAN', doors: 4, seats: 8, years: [2012, 2027],
      powertrain: { engine: '3.5L V6', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 19, mpgHwy: 28, horsepower: 280 },
      trims: [
        { code: 'EXL', name: 'EX-L', msrp: 42250 },
        { code: 'SPORTL', name: 'Sport-L', msrp: 44900 },
        { code: 'TOURING', name: 'Touring', msrp: 47850 },
        { code: 'ELITE', name: 'Elite', msrp: 52300 },
      ],
    },
    {
      code: 'RIDGELINE', name: 'Ridgeline', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2017, 2027],
      powertrain: { engine: '3.5L V6', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 24, horsepower: 280 },
      trims: [
        { code: 'SPORT', name: 'Sport', msrp: 41000 },
        { code: 'RTL', name: 'RTL', msrp: 44200 },
        { code: 'TRAILSPORT', name: 'TrailSport', msrp: 46700, powertrain: { mpgCity: 18, mpgHwy: 23 } },
        { code: 'BLACKEDITION', name: 'Black Edition', msrp: 48600 },
      ],
      truck: { bedLengths: [5.3], cabs: ['CREW'] },
    },
    {
      code: 'PROLOGUE', name: 'Prologue', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 113, mpgHwy: 95, evRange: 308, horsepower: 220 },
      trims: [
        { code: 'EX', name: 'EX', msrp: 47400 },
        { code: 'TOURING', name: 'Touring', msrp: 51700 },
        { code: 'ELITE', name: 'Elite', msrp: 57900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 104, mpgHwy: 88, evRange: 283, horsepower: 288 } },
      ],
    },
    {
      code: 'FIT', name: 'Fit', body: 'HATCH', doors: 4, seats: 5, years: [2009, 2020],
      powertrain: { engine: '1.5L I4', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'MAN', drives: ['FWD'], mpgCity: 29, mpgHwy: 36, horsepower: 130 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 16190 },
        { code: 'SPORT', name: 'Sport', msrp: 18060, powertrain: { transmission: 'AUTO', mpgCity: 31, mpgHwy: 36, horsepower: 128 } },
        { code: 'EX', name: 'EX', msrp: 19160, powertrain: { transmission: 'AUTO', mpgCity: 31, mpgHwy: 36, horsepower: 128 } },
        { code: 'EXL', name: 'EX-L', msrp: 21260, powertrain: { transmission: 'AUTO', mpgCity: 31, mpgHwy: 36, horsepower: 128 } },
      ],
    },
    {
      code: 'INSIGHT', name: 'Insight', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2019, 2022],
      powertrain: { engine: '1.5L I4 Hybrid', cylinders: 4, displacement: 1.5, fuel: 'HYB', transmission: 'AUTO', drives: ['FWD'], mpgCity: 55, mpgHwy: 49, horsepower: 151 },
      trims: [
        { code: 'EX', name: 'EX', msrp: 25760 },
        { code: 'TOURING', name: 'Touring', msrp: 29340, powertrain: { mpgCity: 51, mpgHwy: 45 } },
      ],
    },
    {
      code: 'CLARITY', name: 'Clarity Plug-In Hybrid', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2018, 2021],
      powertrain: { engine: '1.5L I4 Plug-In Hybrid', cylinders: 4, displacement: 1.5, fuel: 'PIH', transmission: 'AUTO', drives: ['FWD'], mpgCity: 110, mpgHwy: 110, evRange: 47, horsepower: 212 },
      trims: [
        { code: 'BASE', name: 'Base', msrp: 33400 },
        { code: 'TOURING', name: 'Touring', msrp: 36600 },
      ],
    },
  ],
};
