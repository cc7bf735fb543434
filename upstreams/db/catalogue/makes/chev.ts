import type { MakeSpec } from '../types.js';

export const chev: MakeSpec = {
  code: 'CHEV',
  name: 'Chevrolet',
  models: [
    {
      code: 'SILV1500', name: 'Silverado 1500', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.7L I4 Turbo', cylinders: 4, displacement: 2.7, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 18, mpgHwy: 23, horsepower: 310 },
      trims: [
        { code: 'WT', name: 'WT', msrp: 37600 },
        { code: 'CUSTOM', name: 'Custom', msrp: 42300 },
        { code: 'LT', name: 'LT', msrp: 48700 },
        { code: 'RST', name: 'RST', msrp: 55100, powertrain: { engine: '5.3L V8', cylinders: 8, displacement: 5.3, mpgCity: 16, mpgHwy: 21, horsepower: 355 } },
        { code: 'HIGHCOUNTRY', name: 'High Country', msrp: 65700, powertrain: { engine: '6.2L V8', cylinders: 8, displacement: 6.2, drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 20, horsepower: 420 } },
      ],
      truck: { bedLengths: [5.8, 6.6, 8.2], cabs: ['REGULAR', 'EXTENDED', 'CREW'] },
    },
    {
      code: 'SILV2500HD', name: 'Silverado 2500HD', body: 'TRUCKS', subtype: 'HEAVYDUTY_TRUCK', doors: 4, seats: 6, years: [2012, 2027],
      powertrain: { engine: '6.6L V8', cylinders: 8, displacement: 6.6, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 12, mpgHwy: 16, horsepower: 401 },
      trims: [
        { code: 'WT', name: 'WT', msrp: 46000 },
        { code: 'CUSTOM', name: 'Custom', msrp: 50300 },
        { code: 'LT', name: 'LT', msrp: 55500 },
        { code: 'LTZ', name: 'LTZ', msrp: 66400, powertrain: { engine: '6.6L V8 Duramax Turbo-Diesel', fuel: 'DSL', mpgCity: 15, mpgHwy: 20, horsepower: 470 } },
        { code: 'HIGHCOUNTRY', name: 'High Country', msrp: 77300, powertrain: { engine: '6.6L V8 Duramax Turbo-Diesel', fuel: 'DSL', drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 20, horsepower: 470 } },
      ],
      truck: { bedLengths: [6.75, 8.2], cabs: ['REGULAR', 'EXTENDED', 'CREW'] },
    },
    {
      code: 'COLORADO', name: 'Colorado', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '2.7L I4 Turbo', cylinders: 4, displacement: 2.7, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 19, mpgHwy: 25, horsepower: 237 },
      trims: [
        { code: 'WT', name: 'WT', msrp: 31900 },
        { code: 'LT', name: 'LT', msrp: 35900 },
        { code: 'TRAILBOSS', name: 'Trail Boss', msrp: 40600, powertrain: { drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 20, horsepower: 310 } },
        { code: 'Z71', name: 'Z71', msrp: 44700, powertrain: { drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 22, horsepower: 310 } },
        { code: 'ZR2', name: 'ZR2', msrp: 49500, powertrain: { drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 18, horsepower: 310 } },
      ],
      truck: { bedLengths: [5.2, 6.2], cabs: ['EXTENDED', 'CREW'] },
    },
    {
      code: 'SILVEREV', name: 'Silverado EV', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 81, mpgHwy: 63, evRange: 450, horsepower: 510 },
      trims: [
        { code: 'WT', name: 'Work Truck', msrp: 74800 },
        { code: 'LT', name: 'LT', msrp: 78000, powertrain: { evRange: 408, horsepower: 615 } },
        { code: 'RST', name: 'RST', msrp: 89900, powertrain: { mpgCity: 77, mpgHwy: 62, evRange: 440, horsepower: 754 } },
      ],
      truck: { bedLengths: [5.9], cabs: ['CREW'] },
    },
    {
      code: 'TRAX', name: 'Trax', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '1.2L I3 Turbo', cylinders: 3, displacement: 1.2, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 28, mpgHwy: 32, horsepower: 137 },
      trims: [
        { code: 'LS', name: 'LS', msrp: 21895 },
        { code: 'LT', name: 'LT', msrp: 23995 },
        { code: 'ACTIV', name: 'ACTIV', msrp: 24995 },
        { code: '2RS', name: '2RS', msrp: 24995 },
      ],
    },
    {
      code: 'EQUINOX', name: 'Equinox', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '1.5L I4 Turbo', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 26, mpgHwy: 31, horsepower: 175 },
      trims: [
        { code: 'LT', name: 'LT', msrp: 28600 },
        { code: 'RS', name: 'RS', msrp: 33100 },
        { code: 'ACTIV', name: 'ACTIV', msrp: 33900, powertrain: { drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 28 } },
      ],
    },
    {
      code: 'EQUINOXEV', name: 'Equinox EV', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 131, mpgHwy: 108, evRange: 319, horsepower: 213 },
      trims: [
        { code: 'LT', name: 'LT', msrp: 34995 },
        { code: 'LTAWD', name: 'LT eAWD', msrp: 38495, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 118, mpgHwy: 99, evRange: 307, horsepower: 288 } },
        { code: 'RS', name: 'RS', msrp: 44400 },
      ],
    },
    {
      code: 'BLAZEREV', name: 'Blazer EV', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD', 'AWD4WD', 'RWD'], mpgCity: 115, mpgHwy: 95, evRange: 312, horsepower: 220 },
      trims: [
        { code: 'LT', name: 'LT', msrp: 44600 },
        { code: 'LTAWD', name: 'LT eAWD', msrp: 48800, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 105, mpgHwy: 87, evRange: 283, horsepower: 288 } },
        { code: 'RS', name: 'RS RWD', msrp: 51800, powertrain: { drives: ['RWD'], mpgCity: 119, mpgHwy: 97, evRange: 334, horsepower: 365 } },
        { code: 'SS', name: 'SS', msrp: 61600, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 100, mpgHwy: 84, evRange: 303, horsepower: 615 } },
      ],
    },
    {
      code: 'TRAVERSE', name: 'Traverse', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 8, years: [2012, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 19, mpgHwy: 26, horsepower: 328 },
      trims: [
        { code: 'LS', name: 'LS', msrp: 38700 },
        { code: 'LT', name: 'LT', msrp: 41000 },
        { code: 'Z71', name: 'Z71', msrp: 48300, powertrain: { drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 23 } },
        { code: 'RS', name: 'RS', msrp: 55300, powertrain: { drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 25 } },
      ],
    },
    {
      code: 'TAHOE', name: 'Tahoe', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 8, years: [2012, 2027],
      powertrain: { engine: '5.3L V8', cylinders: 8, displacement: 5.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 15, mpgHwy: 20, horsepower: 355 },
      trims: [
        { code: 'LS', name: 'LS', msrp: 58200 },
        { code: 'LT', name: 'LT', msrp: 63300 },
        { code: 'Z71', name: 'Z71', msrp: 68800, powertrain: { drives: ['AWD4WD'], mpgCity: 14, mpgHwy: 18 } },
        { code: 'PREMIER', name: 'Premier', msrp: 74700, powertrain: { engine: '3.0L I6 Duramax Turbo-Diesel', cylinders: 6, displacement: 3.0, fuel: 'DSL', mpgCity: 20, mpgHwy: 26, horsepower: 305 } },
        { code: 'HIGHCOUNTRY', name: 'High Country', msrp: 81000, powertrain: { engine: '6.2L V8', displacement: 6.2, drives: ['AWD4WD'], mpgCity: 14, mpgHwy: 19, horsepower: 420 } },
      ],
    },
    {
      code: 'MALIBU', name: 'Malibu', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2025],
      powertrain: { engine: '1.5L I4 Turbo', cylinders: 4, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 28, mpgHwy: 34, horsepower: 163 },
      trims: [
        { code: 'LS', name: 'LS', msrp: 25100 },
        { code: 'RS', name: 'RS', msrp: 26700 },
        { code: 'LT', name: 'LT', msrp: 27400 },
        { code: 'HYBRID', name: 'Hybrid', msrp: 28800, powertrain: { engine: '1.8L I4 Hybrid', displacement: 1.8, fuel: 'HYB', mpgCity: 49, mpgHwy: 43, horsepower: 182 } },
        { code: 'PREMIER', name: 'Premier', msrp: 33400, powertrain: { engine: '2.0L I4 Turbo', displacement: 2.0, mpgCity: 22, mpgHwy: 32, horsepower: 250 } },
      ],
    },
    {
      code: 'IMPALA', name: 'Impala', body: 'SEDAN', subtype: 'FULLSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2020],
      powertrain: { engine: '3.6L V6', cylinders: 6, displacement: 3.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 19, mpgHwy: 28, horsepower: 305 },
      trims: [
        { code: 'LT', name: 'LT', msrp: 31620 },
        { code: 'PREMIER', name: 'Premier', msrp: 36720 },
      ],
    },
    {
      code: 'BOLTEV', name: 'Bolt EV', body: 'HATCH', doors: 4, seats: 5, years: [2017, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD'], mpgCity: 131, mpgHwy: 109, evRange: 259, horsepower: 200 },
      trims: [
        { code: '1LT', name: '1LT', msrp: 26500 },
        { code: 'LT', name: 'LT', msrp: 28995, powertrain: { evRange: 255, horsepower: 210 } },
        { code: '2LT', name: '2LT', msrp: 31100 },
      ],
    },
    {
      code: 'BOLTEUV', name: 'Bolt EUV', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2022, 2023],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD'], mpgCity: 125, mpgHwy: 104, evRange: 247, horsepower: 200 },
      trims: [
        { code: 'LT', name: 'LT', msrp: 27800 },
        { code: 'PREMIER', name: 'Premier', msrp: 32300 },
      ],
    },
    {
      code: 'CHEVEXPRESS', name: 'Express Cargo', body: 'VANMV', subtype: 'CARGO_VAN', doors: 4, seats: 2, years: [2012, 2027], commercial: true,
      powertrain: { engine: '4.3L V6', cylinders: 6, displacement: 4.3, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 15, mpgHwy: 19, horsepower: 276 },
      trims: [
        { code: '2500', name: '2500 Cargo Van', msrp: 45400 },
        { code: '3500', name: '3500 Cargo Van', msrp: 46900 },
        { code: '3500EXT', name: '3500 Extended Cargo Van', msrp: 50800, powertrain: { engine: '6.6L V8', cylinders: 8, displacement: 6.6, mpgCity: 12, mpgHwy: 16, horsepower: 401 } },
      ],
    },
  ],
};
