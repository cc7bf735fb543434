import type { MakeSpec } from '../types.js';

export const kia: MakeSpec = {
  code: 'KIA',
  name: 'Kia',
  models: [
    {
      code: 'FORTE', name: 'Forte', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2012, 2024],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 30, mpgHwy: 41, horsepower: 147 },
      trims: [
        { code: 'LXS', name: 'LXS', msrp: 20815 },
        { code: 'GTLINE', name: 'GT-Line', msrp: 22715 },
        { code: 'GT', name: 'GT', msrp: 25215, powertrain: { engine: '1.6L I4 Turbo', displacement: 1.6, mpgCity: 27, mpgHwy: 35, horsepower: 201 } },
      ],
    },
    {
      code: 'K4', name: 'K4', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2025, 2027],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 30, mpgHwy: 40, horsepower: 147 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 22290 },
        { code: 'LXS', name: 'LXS', msrp: 23290 },
        { code: 'EX', name: 'EX', msrp: 24590 },
        { code: 'GTLINE', name: 'GT-Line', msrp: 25390 },
        { code: 'GTLINETURBO', name: 'GT-Line Turbo', msrp: 28690, powertrain: { engine: '1.6L I4 Turbo', displacement: 1.6, mpgCity: 27, mpgHwy: 35, horsepower: 190 } },
      ],
    },
    {
      code: 'K5', name: 'K5', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2021, 2027],
      powertrain: { engine: '1.6L I4 Turbo', cylinders: 4, displacement: 1.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 27, mpgHwy: 37, horsepower: 180 },
      trims: [
        { code: 'LXS', name: 'LXS', msrp: 27390 },
        { code: 'GTLINE', name: 'GT-Line', msrp: 28190 },
        { code: 'EX', name: 'EX', msrp: 30190 },
        { code: 'GT', name: 'GT', msrp: 32490, powertrain: { engine: '2.5L I4 Turbo', displacement: 2.5, drives: ['FWD'], mpgCity: 24, mpgHwy: 32, horsepower: 290 } },
      ],
    },
    {
      code: 'OPTIMA', name: 'Optima', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2020],
      powertrain: { engine: '2.4L I4', cylinders: 4, displacement: 2.4, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 24, mpgHwy: 33, horsepower: 185 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 23690 },
        { code: 'S', name: 'S', msrp: 24590 },
        { code: 'EX', name: 'EX', msrp: 27290, powertrain: { engine: '1.6L I4 Turbo', displacement: 1.6, mpgCity: 27, mpgHwy: 37, horsepower: 178 } },
        { code: 'SX', name: 'SX', msrp: 30990, powertrain: { engine: '2.0L I4 Turbo', displacement: 2.0, mpgCity: 22, mpgHwy: 31, horsepower: 245 } },
      ],
    },
    {
      code: 'RIO', name: 'Rio', body: 'SEDAN', subtype: 'SUBCOMPACT_SEDAN', doors: 4, seats: 5, years: [2012, 2023],
      powertrain: { engine: '1.6L I4', cylinders: 4, displacement: 1.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 32, mpgHwy: 41, horsepower: 120 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 16950 },
        { code: 'S', name: 'S', msrp: 18150 },
      ],
    },
    {
      code: 'SOUL', name: 'Soul', body: 'HATCH', doors: 4, seats: 5, years: [2012, 2025],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 28, mpgHwy: 33, horsepower: 147 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 20490 },
        { code: 'S', name: 'S', msrp: 22190 },
        { code: 'GTLINE', name: 'GT-Line', msrp: 23390 },
        { code: 'EX', name: 'EX', msrp: 24490 },
      ],
    },
    {
      code: 'SELTOS', name: 'Seltos', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2021, 2027],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 27, mpgHwy: 31, horsepower: 147 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 24490 },
        { code: 'S', name: 'S', msrp: 25290 },
        { code: 'EX', name: 'EX', msrp: 27590 },
        { code: 'SX', name: 'SX', msrp: 29890, powertrain: { engine: '1.6L I4 Turbo', displacement: 1.6, drives: ['AWD4WD'], mpgCity: 25, mpgHwy: 30, horsepower: 195 } },
      ],
    },
    {
      code: 'SPORTAGE', name: 'Sportage', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.5L I4', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 25, mpgHwy: 32, horsepower: 187 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 28690 },
        { code: 'EX', name: 'EX', msrp: 31390 },
        { code: 'HYBRIDEX', name: 'Hybrid EX', msrp: 33690, powertrain: { engine: '1.6L I4 Turbo Hybrid', displacement: 1.6, fuel: 'HYB', mpgCity: 42, mpgHwy: 44, horsepower: 227 } },
        { code: 'XPRO', name: 'X-Pro', msrp: 38390, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 28 } },
        { code: 'PHEVXLINE', name: 'Plug-In Hybrid X-Line', msrp: 39990, powertrain: { engine: '1.6L I4 Turbo Plug-In Hybrid', displacement: 1.6, fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 84, mpgHwy: 84, evRange: 34, horsepower: 261 } },
      ],
    },
    {
      code: 'SORENTO', name: 'Sorento', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '2.5L I4', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 24, mpgHwy: 29, horsepower: 191 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 32090 },
        { code: 'S', name: 'S', msrp: 34390 },
        { code: 'HYBRIDEX', name: 'Hybrid EX', msrp: 38890, powertrain: { engine: '1.6L I4 Turbo Hybrid', displacement: 1.6, fuel: 'HYB', mpgCity: 39, mpgHwy: 35, horsepower: 227 } },
        { code: 'XLINESX', name: 'X-Line SX', msrp: 44690, powertrain: { engine: '2.5L I4 Turbo', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 26, horsepower: 281 } },
        { code: 'PHEVSXPRESTIGE', name: 'Plug-In Hybrid SX Prestige', msrp: 50490, powertrain: { engine: '1.6L I4 Turbo Plug-In Hybrid', displacement: 1.6, fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 79, mpgHwy: 79, evRange: 32, horsepower: 261 } },
      ],
    },
    {
      code: 'TELLURIDE', name: 'Telluride', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 8, years: [2020, 2027],
      powertrain: { engine: '3.8L V6', cylinders: 6, displacement: 3.8, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 26, horsepower: 291 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 37290 },
        { code: 'S', name: 'S', msrp: 39890 },
        { code: 'EX', name: 'EX', msrp: 43290 },
        { code: 'SX', name: 'SX', msrp: 47590 },
        { code: 'SXPRESTIGEXPRO', name: 'SX-Prestige X-Pro', msrp: 54290, powertrain: { drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 23 } },
      ],
    },
    {
      code: 'CARNIVAL', name: 'Carnival', body: 'VANMV', subtype: 'MINIVAN', doors: 4, seats: 8, years: [2022, 2027],
      powertrain: { engine: '3.5L V6', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 19, mpgHwy: 26, horsepower: 287 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 37600 },
        { code: 'HYBRIDLXS', name: 'Hybrid LXS', msrp: 41500, powertrain: { engine: '1.6L I4 Turbo Hybrid', cylinders: 4, displacement: 1.6, fuel: 'HYB', mpgCity: 34, mpgHwy: 33, horsepower: 242 } },
        { code: 'EX', name: 'EX', msrp: 43100 },
        { code: 'SX', name: 'SX', msrp: 48100 },
        { code: 'SXPRESTIGE', name: 'SX Prestige', msrp: 53100 },
      ],
    },
    {
      code: 'EV6', name: 'EV6', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 134, mpgHwy: 101, evRange: 237, horsepower: 167 },
      trims: [
        { code: 'LIGHT', name: 'Light', msrp: 42900 },
        { code: 'WIND', name: 'Wind', msrp: 48800, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 116, mpgHwy: 94, evRange: 290, horsepower: 320 } },
        { code: 'GTLINE', name: 'GT-Line', msrp: 55900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 116, mpgHwy: 94, evRange: 290, horsepower: 320 } },
        { code: 'GT', name: 'GT', msrp: 63300, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 88, mpgHwy: 74, evRange: 231, horsepower: 601 } },
      ],
    },
    {
      code: 'EV9', name: 'EV9', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2024, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 87, mpgHwy: 74, evRange: 230, horsepower: 215 },
      trims: [
        { code: 'LIGHT', name: 'Light', msrp: 54900 },
        { code: 'LIGHTLR', name: 'Light Long Range', msrp: 59200, powertrain: { mpgCity: 94, mpgHwy: 78, evRange: 304, horsepower: 201 } },
        { code: 'WIND', name: 'Wind', msrp: 63900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 84, mpgHwy: 74, evRange: 280, horsepower: 379 } },
        { code: 'LAND', name: 'Land', msrp: 69900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 84, mpgHwy: 74, evRange: 280, horsepower: 379 } },
        { code: 'GTLINE', name: 'GT-Line', msrp: 73900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 80, mpgHwy: 70, evRange: 270, horsepower: 379 } },
      ],
    },
    {
      code: 'NIRO', name: 'Niro', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2017, 2027],
      powertrain: { engine: '1.6L I4 Hybrid', cylinders: 4, displacement: 1.6, fuel: 'HYB', transmission: 'AUTO', drives: ['FWD'], mpgCity: 53, mpgHwy: 54, horsepower: 139 },
      trims: [
        { code: 'LX', name: 'LX', msrp: 27190 },
        { code: 'EX', name: 'EX', msrp: 29990, powertrain: { mpgCity: 53, mpgHwy: 45 } },
        { code: 'SX', name: 'SX', msrp: 32890, powertrain: { mpgCity: 53, mpgHwy: 45 } },
        { code: 'PHEVEX', name: 'Plug-In Hybrid EX', msrp: 34390, powertrain: { engine: '1.6L I4 Plug-In Hybrid', fuel: 'PIH', mpgCity: 108, mpgHwy: 108, evRange: 33, horsepower: 180 } },
      ],
    },
    {
      code: 'NIROEV', name: 'Niro EV', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD'], mpgCity: 126, mpgHwy: 101, evRange: 253, horsepower: 201 },
      trims: [
        { code: 'WIND', name: 'Wind', msrp: 39550 },
        { code: 'WAVE', name: 'Wave', msrp: 44550 },
      ],
    },
  ],
};
