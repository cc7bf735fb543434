import type { MakeSpec } from '../types.js';

export const hyund: MakeSpec = {
  code: 'HYUND',
  name: 'Hyundai',
  models: [
    {
      code: 'ELANTRA', name: 'Elantra', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 32, mpgHwy: 41, horsepower: 147 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 22125 },
        { code: 'SEL', name: 'SEL', msrp: 23425 },
        { code: 'HYBRIDBLUE', name: 'Hybrid Blue', msrp: 25550, powertrain: { engine: '1.6L I4 Hybrid', displacement: 1.6, fuel: 'HYB', mpgCity: 53, mpgHwy: 56, horsepower: 139 } },
        { code: 'LIMITED', name: 'Limited', msrp: 27425 },
        { code: 'N', name: 'N', msrp: 34350, powertrain: { engine: '2.0L I4 Turbo', transmission: 'MAN', mpgCity: 20, mpgHwy: 30, horsepower: 276 } },
      ],
    },
    {
      code: 'SONATA', name: 'Sonata', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.5L I4', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 27, mpgHwy: 37, horsepower: 191 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 27500 },
        { code: 'SEL', name: 'SEL', msrp: 29500 },
        { code: 'HYBRIDSEL', name: 'Hybrid SEL', msrp: 30950, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', drives: ['FWD'], mpgCity: 46, mpgHwy: 51, horsepower: 192 } },
        { code: 'NLINE', name: 'N Line', msrp: 35550, powertrain: { engine: '2.5L I4 Turbo', drives: ['FWD'], mpgCity: 23, mpgHwy: 33, horsepower: 290 } },
        { code: 'HYBRIDLIMITED', name: 'Hybrid Limited', msrp: 37150, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', drives: ['FWD'], mpgCity: 45, mpgHwy: 51, horsepower: 192 } },
      ],
    },
    {
      code: 'ACCENT', name: 'Accent', body: 'SEDAN', subtype: 'SUBCOMPACT_SEDAN', doors: 4, seats: 5, years: [2012, 2022],
      powertrain: { engine: '1.6L I4', cylinders: 4, displacement: 1.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 33, mpgHwy: 41, horsepower: 120 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 16400 },
        { code: 'SEL', name: 'SEL', msrp: 17900 },
        { code: 'LIMITED', name: 'Limited', msrp: 19900 },
      ],
    },
    {
      code: 'VENUE', name: 'Venue', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2020, 2027],
      powertrain: { engine: '1.6L I4', cylinders: 4, displacement: 1.6, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 29, mpgHwy: 32, horsepower: 121 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 20550 },
        { code: 'SEL', name: 'SEL', msrp: 22250 },
        { code: 'LIMITED', name: 'Limited', msrp: 23900 },
      ],
    },
    {
      code: 'KONA', name: 'Kona', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2018, 2027],
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 29, mpgHwy: 34, horsepower: 147 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 24550 },
        { code: 'SEL', name: 'SEL', msrp: 26350 },
        { code: 'NLINE', name: 'N Line', msrp: 31650, powertrain: { engine: '1.6L I4 Turbo', displacement: 1.6, mpgCity: 24, mpgHwy: 29, horsepower: 190 } },
        { code: 'LIMITED', name: 'Limited', msrp: 32250, powertrain: { engine: '1.6L I4 Turbo', displacement: 1.6, mpgCity: 24, mpgHwy: 29, horsepower: 190 } },
      ],
    },
    {
      code: 'KONAELECTRIC', name: 'Kona Electric', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['FWD'], mpgCity: 131, mpgHwy: 108, evRange: 200, horsepower: 133 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 32875 },
        { code: 'SEL', name: 'SEL', msrp: 36875, powertrain: { mpgCity: 129, mpgHwy: 105, evRange: 261, horsepower: 201 } },
        { code: 'LIMITED', name: 'Limited', msrp: 41045, powertrain: { mpgCity: 123, mpgHwy: 101, evRange: 261, horsepower: 201 } },
      ],
    },
    {
      code: 'TUCSON', name: 'Tucson', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.5L I4', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 25, mpgHwy: 32, horsepower: 187 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 28705 },
        { code: 'SEL', name: 'SEL', msrp: 30705 },
        { code: 'HYBRIDBLUE', name: 'Hybrid Blue', msrp: 33705, powertrain: { engine: '1.6L I4 Turbo Hybrid', displacement: 1.6, fuel: 'HYB', drives: ['AWD4WD'], mpgCity: 38, mpgHwy: 38, horsepower: 231 } },
        { code: 'LIMITED', name: 'Limited', msrp: 37355 },
        { code: 'PHEVSEL', name: 'Plug-in Hybrid SEL', msrp: 38975, powertrain: { engine: '1.6L I4 Turbo Plug-In Hybrid', displacement: 1.6, fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 80, mpgHwy: 80, evRange: 33, horsepower: 268 } },
      ],
    },
    {
      code: 'SANTAFE', name: 'Santa Fe', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2013, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 28, horsepower: 277 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 34200 },
        { code: 'SEL', name: 'SEL', msrp: 36600 },
        { code: 'HYBRIDSEL', name: 'Hybrid SEL Premium', msrp: 39400, powertrain: { engine: '1.6L I4 Turbo Hybrid', displacement: 1.6, fuel: 'HYB', mpgCity: 36, mpgHwy: 35, horsepower: 231 } },
        { code: 'XRT', name: 'XRT', msrp: 41800, powertrain: { drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 24 } },
        { code: 'CALLIGRAPHY', name: 'Calligraphy', msrp: 48800, powertrain: { drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 26 } },
      ],
    },
    {
      code: 'PALISADE', name: 'Palisade', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 8, years: [2020, 2027],
      powertrain: { engine: '3.8L V6', cylinders: 6, displacement: 3.8, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 19, mpgHwy: 26, horsepower: 291 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 39435 },
        { code: 'SEL', name: 'SEL', msrp: 42585 },
        { code: 'XRT', name: 'XRT', msrp: 43985 },
        { code: 'LIMITED', name: 'Limited', msrp: 50585 },
        { code: 'CALLIGRAPHY', name: 'Calligraphy', msrp: 54235 },
      ],
    },
    {
      code: 'SANTACRUZ', name: 'Santa Cruz', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: '2.5L I4', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 22, mpgHwy: 26, horsepower: 191 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 29750 },
        { code: 'SEL', name: 'SEL', msrp: 31900 },
        { code: 'XRT', name: 'XRT', msrp: 40150, powertrain: { engine: '2.5L I4 Turbo', drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 27, horsepower: 281 } },
        { code: 'LIMITED', name: 'Limited', msrp: 42500, powertrain: { engine: '2.5L I4 Turbo', drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 27, horsepower: 281 } },
      ],
      truck: { bedLengths: [4.3], cabs: ['CREW'] },
    },
    {
      code: 'IONIQ5', name: 'Ioniq 5', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 136, mpgHwy: 108, evRange: 245, horsepower: 168 },
      trims: [
        { code: 'SESR', name: 'SE Standard Range', msrp: 42600 },
        { code: 'SE', name: 'SE', msrp: 46650, powertrain: { mpgCity: 132, mpgHwy: 98, evRange: 318, horsepower: 225 } },
        { code: 'SEL', name: 'SEL', msrp: 49850, powertrain: { mpgCity: 132, mpgHwy: 98, evRange: 318, horsepower: 225 } },
        { code: 'LIMITED', name: 'Limited', msrp: 54300, powertrain: { mpgCity: 132, mpgHwy: 98, evRange: 318, horsepower: 225 } },
        { code: 'N', name: 'N', msrp: 66200, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 84, mpgHwy: 72, evRange: 221, horsepower: 641 } },
      ],
    },
    {
      code: 'IONIQ6', name: 'Ioniq 6', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2023, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 151, mpgHwy: 120, evRange: 240, horsepower: 149 },
      trims: [
        { code: 'SESR', name: 'SE Standard Range', msrp: 37850 },
        { code: 'SE', name: 'SE', msrp: 42450, powertrain: { mpgCity: 153, mpgHwy: 127, evRange: 342, horsepower: 225 } },
        { code: 'SEL', name: 'SEL', msrp: 46150, powertrain: { mpgCity: 146, mpgHwy: 119, evRange: 305, horsepower: 225 } },
        { code: 'LIMITED', name: 'Limited', msrp: 50700, powertrain: { mpgCity: 146, mpgHwy: 119, evRange: 305, horsepower: 225 } },
      ],
    },
    {
      code: 'IONIQ9', name: 'Ioniq 9', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2026, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 101, mpgHwy: 86, evRange: 335, horsepower: 215 },
      trims: [
        { code: 'S', name: 'S', msrp: 58955 },
        { code: 'SE', name: 'SE', msrp: 62765, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 96, mpgHwy: 83, evRange: 320, horsepower: 303 } },
        { code: 'SEL', name: 'SEL', msrp: 67715, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 96, mpgHwy: 83, evRange: 320, horsepower: 303 } },
        { code: 'PERFCALLIGRAPHY', name: 'Performance Calligraphy', msrp: 76590, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 88, mpgHwy: 76, evRange: 311, horsepower: 422 } },
      ],
    },
    {
      code: 'IONIQ', name: 'Ioniq', body: 'HATCH', doors: 4, seats: 5, years: [2017, 2022],
      powertrain: { engine: '1.6L I4 Hybrid', cylinders: 4, displacement: 1.6, fuel: 'HYB', transmission: 'AUTO', drives: ['FWD'], mpgCity: 57, mpgHwy: 59, horsepower: 139 },
      trims: [
        { code: 'BLUE', name: 'Hybrid Blue', msrp: 23600 },
        { code: 'SEL', name: 'Hybrid SEL', msrp: 25900, powertrain: { mpgCity: 55, mpgHwy: 54 } },
        { code: 'PLUGIN', name: 'Plug-in Hybrid SE', msrp: 26500, powertrain: { engine: '1.6L I4 Plug-In Hybrid', fuel: 'PIH', mpgCity: 119, mpgHwy: 119, evRange: 29, horsepower: 139 } },
        { code: 'LIMITED', name: 'Hybrid Limited', msrp: 28800, powertrain: { mpgCity: 55, mpgHwy: 54 } },
        { code: 'ELECTRIC', name: 'Electric SE', msrp: 33250, powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', mpgCity: 145, mpgHwy: 122, evRange: 170, horsepower: 134 } },
      ],
    },
    {
      code: 'NEXO', name: 'Nexo', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: 'Hydrogen Fuel Cell Electric', cylinders: 0, displacement: 0, fuel: 'HYD', transmission: 'AUTO', drives: ['FWD'], mpgCity: 65, mpgHwy: 58, horsepower: 161 },
      trims: [
        { code: 'BLUE', name: 'Blue', msrp: 60135 },
        { code: 'LIMITED', name: 'Limited', msrp: 63585, powertrain: { mpgCity: 59, mpgHwy: 54 } },
      ],
    },
  ],
};
