import type { MakeSpec } from '../types.js';

export const bmw: MakeSpec = {
  code: 'BMW',
  name: 'BMW',
  models: [
    {
      code: 'BMW2SERIES', name: '2 Series', body: 'COUPE', doors: 2, seats: 4, years: [2014, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 26, mpgHwy: 35, horsepower: 255 },
      trims: [
        { code: '230I', name: '230i Coupe', msrp: 40500 },
        { code: '230IXDRIVE', name: '230i xDrive Coupe', msrp: 42500, powertrain: { drives: ['AWD4WD'], mpgCity: 25, mpgHwy: 33 } },
        { code: 'M240IXDRIVE', name: 'M240i xDrive Coupe', msrp: 52600, powertrain: { engine: '3.0L I6 Turbo', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31, horsepower: 382 } },
        { code: 'M2', name: 'M2', msrp: 64900, powertrain: { engine: '3.0L I6 Twin-Turbo', cylinders: 6, displacement: 3.0, transmission: 'MAN', mpgCity: 16, mpgHwy: 24, horsepower: 473 } },
      ],
    },
    {
      code: 'BMW3SERIES', name: '3 Series', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 26, mpgHwy: 36, horsepower: 255 },
      trims: [
        { code: '330I', name: '330i', msrp: 46675 },
        { code: '330IXDRIVE', name: '330i xDrive', msrp: 48675, powertrain: { drives: ['AWD4WD'], mpgCity: 25, mpgHwy: 34 } },
        { code: '330E', name: '330e', msrp: 49075, powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 75, mpgHwy: 75, evRange: 22, horsepower: 288 } },
        { code: 'M340I', name: 'M340i', msrp: 59075, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 25, mpgHwy: 33, horsepower: 382 } },
        { code: 'M3', name: 'M3', msrp: 76000, powertrain: { engine: '3.0L I6 Twin-Turbo', cylinders: 6, displacement: 3.0, transmission: 'MAN', drives: ['RWD'], mpgCity: 16, mpgHwy: 23, horsepower: 473 } },
      ],
    },
    {
      code: 'BMW4SERIES', name: '4 Series', body: 'COUPE', doors: 2, seats: 4, years: [2014, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 25, mpgHwy: 34, horsepower: 255 },
      trims: [
        { code: '430I', name: '430i Coupe', msrp: 50575 },
        { code: '430IXDRIVE', name: '430i xDrive Coupe', msrp: 52575, powertrain: { drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 32 } },
        { code: 'M440I', name: 'M440i xDrive Coupe', msrp: 62175, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31, horsepower: 382 } },
        { code: 'M4', name: 'M4 Coupe', msrp: 80275, powertrain: { engine: '3.0L I6 Twin-Turbo', cylinders: 6, displacement: 3.0, transmission: 'MAN', drives: ['RWD'], mpgCity: 16, mpgHwy: 23, horsepower: 473 } },
      ],
    },
    {
      code: 'BMW5SERIES', name: '5 Series', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 27, mpgHwy: 35, horsepower: 255 },
      trims: [
        { code: '530I', name: '530i', msrp: 58375 },
        { code: '530IXDRIVE', name: '530i xDrive', msrp: 60675, powertrain: { drives: ['AWD4WD'], mpgCity: 26, mpgHwy: 34 } },
        { code: '540IXDRIVE', name: '540i xDrive', msrp: 67575, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 32, horsepower: 375 } },
        { code: '550EXDRIVE', name: '550e xDrive', msrp: 75200, powertrain: { engine: '3.0L I6 Turbo Plug-In Hybrid', cylinders: 6, displacement: 3.0, fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 59, mpgHwy: 59, evRange: 34, horsepower: 483 } },
        { code: 'M5', name: 'M5', msrp: 121500, powertrain: { engine: '4.4L V8 Twin-Turbo Plug-In Hybrid', cylinders: 8, displacement: 4.4, fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 46, mpgHwy: 46, evRange: 25, horsepower: 717 } },
      ],
    },
    {
      code: 'BMW7SERIES', name: '7 Series', body: 'SEDAN', subtype: 'FULLSIZE_SEDAN', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 24, mpgHwy: 31, horsepower: 375 },
      trims: [
        { code: '740I', name: '740i', msrp: 97400 },
        { code: '740IXDRIVE', name: '740i xDrive', msrp: 100400, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 30 } },
        { code: '750EXDRIVE', name: '750e xDrive', msrp: 109100, powertrain: { engine: '3.0L I6 Turbo Plug-In Hybrid', fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 60, mpgHwy: 60, evRange: 34, horsepower: 483 } },
        { code: '760IXDRIVE', name: '760i xDrive', msrp: 121600, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 24, horsepower: 536 } },
      ],
    },
    {
      code: 'BMWX1', name: 'X1', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2013, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 25, mpgHwy: 33, horsepower: 241 },
      trims: [
        { code: 'XDRIVE28I', name: 'xDrive28i', msrp: 42500 },
        { code: 'M35I', name: 'M35i xDrive', msrp: 51400, powertrain: { mpgCity: 24, mpgHwy: 32, horsepower: 312 } },
      ],
    },
    {
      code: 'BMWX2', name: 'X2', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2018, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 24, mpgHwy: 32, horsepower: 241 },
      trims: [
        { code: 'XDRIVE28I', name: 'xDrive28i', msrp: 44400 },
        { code: 'M35I', name: 'M35i xDrive', msrp: 53400, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 30, horsepower: 312 } },
      ],
    },
    {
      code: 'BMWX3', name: 'X3', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 25, mpgHwy: 32, horsepower: 255 },
      trims: [
        { code: '30XDRIVE', name: '30 xDrive', msrp: 49500 },
        { code: 'M50XDRIVE', name: 'M50 xDrive', msrp: 64900, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 28, horsepower: 393 } },
        { code: 'X3M', name: 'X3 M Competition', msrp: 77900, powertrain: { engine: '3.0L I6 Twin-Turbo', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 19, horsepower: 503 } },
      ],
    },
    {
      code: 'BMWX5', name: 'X5', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 22, mpgHwy: 27, horsepower: 375 },
      trims: [
        { code: 'SDRIVE40I', name: 'sDrive40i', msrp: 66200, powertrain: { drives: ['RWD'], mpgCity: 24, mpgHwy: 29 } },
        { code: 'XDRIVE40I', name: 'xDrive40i', msrp: 68500 },
        { code: 'XDRIVE50E', name: 'xDrive50e', msrp: 74700, powertrain: { engine: '3.0L I6 Turbo Plug-In Hybrid', fuel: 'PIH', drives: ['AWD4WD'], mpgCity: 56, mpgHwy: 56, evRange: 40, horsepower: 483 } },
        { code: 'M60I', name: 'M60i xDrive', msrp: 91000, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 21, horsepower: 523 } },
        { code: 'X5M', name: 'X5 M Competition', msrp: 127000, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, drives: ['AWD4WD'], mpgCity: 14, mpgHwy: 19, horsepower: 617 } },
      ],
    },
    {
      code: 'BMWX6', name: 'X6', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 27, horsepower: 375 },
      trims: [
        { code: 'XDRIVE40I', name: 'xDrive40i', msrp: 75400 },
        { code: 'M60I', name: 'M60i xDrive', msrp: 94100, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 16, mpgHwy: 21, horsepower: 523 } },
        { code: 'X6M', name: 'X6 M Competition', msrp: 131000, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 14, mpgHwy: 19, horsepower: 617 } },
      ],
    },
    {
      code: 'BMWX7', name: 'X7', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 7, years: [2019, 2027],
      powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 20, mpgHwy: 25, horsepower: 375 },
      trims: [
        { code: 'XDRIVE40I', name: 'xDrive40i', msrp: 84900 },
        { code: 'M60I', name: 'M60i xDrive', msrp: 110500, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 15, mpgHwy: 21, horsepower: 523 } },
        { code: 'ALPINAXB7', name: 'ALPINA XB7', msrp: 151500, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 14, mpgHwy: 19, horsepower: 631 } },
      ],
    },
    {
      code: 'BMWZ4', name: 'Z4', body: 'CONVERT', doors: 2, seats: 2, years: [2009, 2026],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD'], mpgCity: 25, mpgHwy: 32, horsepower: 255 },
      trims: [
        { code: 'SDRIVE30I', name: 'sDrive30i', msrp: 54700 },
        { code: 'M40I', name: 'M40i', msrp: 67900, powertrain: { engine: '3.0L I6 Turbo', cylinders: 6, displacement: 3.0, mpgCity: 23, mpgHwy: 31, horsepower: 382 } },
      ],
    },
    {
      code: 'BMWI4', name: 'i4', body: 'SEDAN', subtype: 'COMPACT_SEDAN', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 113, mpgHwy: 106, evRange: 276, horsepower: 281 },
      trims: [
        { code: 'EDRIVE35', name: 'eDrive35 Gran Coupe', msrp: 52200 },
        { code: 'EDRIVE40', name: 'eDrive40 Gran Coupe', msrp: 58600, powertrain: { mpgCity: 122, mpgHwy: 111, evRange: 318, horsepower: 335 } },
        { code: 'XDRIVE40', name: 'xDrive40 Gran Coupe', msrp: 62900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 109, mpgHwy: 104, evRange: 287, horsepower: 396 } },
        { code: 'M50XDRIVE', name: 'M50 xDrive Gran Coupe', msrp: 70600, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 99, mpgHwy: 91, evRange: 269, horsepower: 536 } },
      ],
    },
    {
      code: 'BMWI5', name: 'i5', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 105, mpgHwy: 104, evRange: 295, horsepower: 335 },
      trims: [
        { code: 'EDRIVE40', name: 'eDrive40', msrp: 67100 },
        { code: 'XDRIVE40', name: 'xDrive40', msrp: 70400, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 98, mpgHwy: 99, evRange: 269, horsepower: 389 } },
        { code: 'M60XDRIVE', name: 'M60 xDrive', msrp: 84100, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 93, mpgHwy: 94, evRange: 256, horsepower: 593 } },
      ],
    },
    {
      code: 'BMWIX', name: 'iX', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 86, mpgHwy: 85, evRange: 307, horsepower: 516 },
      trims: [
        { code: 'XDRIVE50', name: 'xDrive50', msrp: 87250 },
        { code: 'M60', name: 'M60', msrp: 111500, powertrain: { mpgCity: 78, mpgHwy: 79, evRange: 274, horsepower: 610 } },
      ],
    },
  ],
};
