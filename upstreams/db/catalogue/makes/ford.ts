import type { MakeSpec } from '../types.js';

export const ford: MakeSpec = {
  code: 'FORD',
  name: 'Ford',
  models: [
    {
      code: 'F150PICKUP', name: 'F-150', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.7L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 2.7, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 19, mpgHwy: 25, horsepower: 325 },
      trims: [
        { code: 'XL', name: 'XL', msrp: 38810 },
        { code: 'XLT', name: 'XLT', msrp: 47440 },
        { code: 'LARIAT', name: 'Lariat', msrp: 63655, powertrain: { engine: '5.0L V8', cylinders: 8, displacement: 5.0, mpgCity: 17, mpgHwy: 23, horsepower: 400 } },
        { code: 'PLATINUM', name: 'Platinum', msrp: 71900, powertrain: { engine: '3.5L V6 EcoBoost Twin-Turbo', displacement: 3.5, drives: ['AWD4WD'], mpgCity: 17, mpgHwy: 23, horsepower: 400 } },
        { code: 'RAPTOR', name: 'Raptor', msrp: 79570, powertrain: { engine: '3.5L V6 EcoBoost High-Output', displacement: 3.5, drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 18, horsepower: 450 } },
      ],
      truck: { bedLengths: [5.5, 6.5, 8], cabs: ['REGULAR', 'EXTENDED', 'CREW'] },
    },
    {
      code: 'F150LIGHTNING', name: 'F-150 Lightning', body: 'TRUCKS', subtype: 'FULLSIZE_TRUCK', doors: 4, seats: 5, years: [2022, 2025],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 76, mpgHwy: 61, evRange: 240, horsepower: 452 },
      trims: [
        { code: 'PRO', name: 'Pro', msrp: 54780 },
        { code: 'XLT', name: 'XLT', msrp: 62995 },
        { code: 'FLASH', name: 'Flash', msrp: 67995, powertrain: { mpgCity: 78, mpgHwy: 63, evRange: 320, horsepower: 580 } },
        { code: 'LARIAT', name: 'Lariat', msrp: 77495, powertrain: { mpgCity: 78, mpgHwy: 63, evRange: 320, horsepower: 580 } },
        { code: 'PLATINUM', name: 'Platinum', msrp: 84995, powertrain: { mpgCity: 76, mpgHwy: 61, evRange: 300, horsepower: 580 } },
      ],
      truck: { bedLengths: [5.5], cabs: ['CREW'] },
    },
    {
      code: 'F250SD', name: 'F-250 Super Duty', body: 'TRUCKS', subtype: 'HEAVYDUTY_TRUCK', doors: 4, seats: 6, years: [2012, 2027],
      powertrain: { engine: '6.8L V8', cylinders: 8, displacement: 6.8, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 12, mpgHwy: 16, horsepower: 405 },
      trims: [
        { code: 'XL', name: 'XL', msrp: 47415 },
        { code: 'XLT', name: 'XLT', msrp: 54300 },
        { code: 'LARIAT', name: 'Lariat', msrp: 69900, powertrain: { engine: '7.3L V8', displacement: 7.3, mpgCity: 11, mpgHwy: 15, horsepower: 430 } },
        { code: 'KINGRANCH', name: 'King Ranch', msrp: 85300, powertrain: { engine: '6.7L V8 Power Stroke Turbo-Diesel', displacement: 6.7, fuel: 'DSL', drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 20, horsepower: 475 } },
        { code: 'PLATINUM', name: 'Platinum', msrp: 89100, powertrain: { engine: '6.7L V8 Power Stroke Turbo-Diesel', displacement: 6.7, fuel: 'DSL', drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 20, horsepower: 475 } },
      ],
      truck: { bedLengths: [6.75, 8], cabs: ['REGULAR', 'EXTENDED', 'CREW'] },
    },
    {
      code: 'RANGER', name: 'Ranger', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: '2.3L I4 EcoBoost Turbo', cylinders: 4, displacement: 2.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 20, mpgHwy: 25, horsepower: 270 },
      trims: [
        { code: 'XL', name: 'XL', msrp: 33350 },
        { code: 'XLT', name: 'XLT', msrp: 36850 },
        { code: 'LARIAT', name: 'Lariat', msrp: 47530, powertrain: { engine: '2.7L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 2.7, mpgCity: 18, mpgHwy: 23, horsepower: 315 } },
        { code: 'RAPTOR', name: 'Raptor', msrp: 57070, powertrain: { engine: '3.0L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 18, horsepower: 405 } },
      ],
      truck: { bedLengths: [5, 6], cabs: ['EXTENDED', 'CREW'] },
    },
    {
      code: 'MAVERICK', name: 'Maverick', body: 'TRUCKS', subtype: 'COMPACT_TRUCK', doors: 4, seats: 5, years: [2022, 2027],
      powertrain: { engine: '2.5L I4 Full Hybrid', cylinders: 4, displacement: 2.5, fuel: 'HYB', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 42, mpgHwy: 33, horsepower: 191 },
      trims: [
        { code: 'XL', name: 'XL', msrp: 28145 },
        { code: 'XLT', name: 'XLT', msrp: 30645 },
        { code: 'LOBO', name: 'Lobo', msrp: 35945, powertrain: { engine: '2.0L I4 EcoBoost Turbo', displacement: 2.0, fuel: 'GSL', drives: ['FWD'], mpgCity: 22, mpgHwy: 29, horsepower: 250 } },
        { code: 'LARIAT', name: 'Lariat', msrp: 36645 },
        { code: 'TREMOR', name: 'Tremor', msrp: 38495, powertrain: { engine: '2.0L I4 EcoBoost Turbo', displacement: 2.0, fuel: 'GSL', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 26, horsepower: 250 } },
      ],
      truck: { bedLengths: [4.5], cabs: ['CREW'] },
    },
    {
      code: 'BRONCO', name: 'Bronco', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2021, 2027],
      powertrain: { engine: '2.3L I4 EcoBoost Turbo', cylinders: 4, displacement: 2.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 20, mpgHwy: 21, horsepower: 300 },
      trims: [
        { code: 'BASE', name: 'Base', msrp: 39630 },
        { code: 'BIGBEND', name: 'Big Bend', msrp: 44390 },
        { code: 'OUTERBANKS', name: 'Outer Banks', msrp: 51790 },
        { code: 'BADLANDS', name: 'Badlands', msrp: 53800, powertrain: { engine: '2.7L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 2.7, mpgCity: 17, mpgHwy: 17, horsepower: 330 } },
        { code: 'RAPTOR', name: 'Raptor', msrp: 90280, powertrain: { engine: '3.0L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 3.0, mpgCity: 15, mpgHwy: 16, horsepower: 418 } },
      ],
    },
    {
      code: 'ESCAPE', name: 'Escape', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2013, 2026],
      powertrain: { engine: '1.5L I3 EcoBoost Turbo', cylinders: 3, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 27, mpgHwy: 34, horsepower: 180 },
      trims: [
        { code: 'ACTIVE', name: 'Active', msrp: 29495 },
        { code: 'STLINE', name: 'ST-Line', msrp: 31495 },
        { code: 'STLINESELECT', name: 'ST-Line Select', msrp: 34495, powertrain: { engine: '2.0L I4 EcoBoost Turbo', cylinders: 4, displacement: 2.0, drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 31, horsepower: 250 } },
        { code: 'PLATINUM', name: 'Platinum', msrp: 38495, powertrain: { engine: '2.5L I4 Full Hybrid', cylinders: 4, displacement: 2.5, fuel: 'HYB', mpgCity: 42, mpgHwy: 36, horsepower: 192 } },
        { code: 'PHEV', name: 'PHEV', msrp: 40095, powertrain: { engine: '2.5L I4 Plug-In Hybrid', cylinders: 4, displacement: 2.5, fuel: 'PIH', drives: ['FWD'], mpgCity: 101, mpgHwy: 101, evRange: 37, horsepower: 210 } },
      ],
    },
    {
      code: 'EDGE', name: 'Edge', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2012, 2024],
      powertrain: { engine: '2.0L I4 EcoBoost Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 21, mpgHwy: 28, horsepower: 250 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 38420 },
        { code: 'SEL', name: 'SEL', msrp: 40720 },
        { code: 'STLINE', name: 'ST-Line', msrp: 43220 },
        { code: 'TITANIUM', name: 'Titanium', msrp: 44570 },
        { code: 'ST', name: 'ST', msrp: 47170, powertrain: { engine: '2.7L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 2.7, drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 26, horsepower: 335 } },
      ],
    },
    {
      code: 'EXPLORER', name: 'Explorer', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '2.3L I4 EcoBoost Turbo', cylinders: 4, displacement: 2.3, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 21, mpgHwy: 28, horsepower: 300 },
      trims: [
        { code: 'ACTIVE', name: 'Active', msrp: 40240 },
        { code: 'STLINE', name: 'ST-Line', msrp: 45240 },
        { code: 'PLATINUM', name: 'Platinum', msrp: 53640 },
        { code: 'ST', name: 'ST', msrp: 55540, powertrain: { engine: '3.0L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 3.0, drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 24, horsepower: 400 } },
      ],
    },
    {
      code: 'EXPEDITION', name: 'Expedition', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 8, years: [2012, 2027],
      powertrain: { engine: '3.5L V6 EcoBoost Twin-Turbo', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'RWD'], mpgCity: 17, mpgHwy: 23, horsepower: 400 },
      trims: [
        { code: 'ACTIVE', name: 'Active', msrp: 63695 },
        { code: 'TREMOR', name: 'Tremor', msrp: 80995, powertrain: { drives: ['AWD4WD'], mpgCity: 15, mpgHwy: 19, horsepower: 440 } },
        { code: 'KINGRANCH', name: 'King Ranch', msrp: 81595 },
        { code: 'PLATINUM', name: 'Platinum', msrp: 82595, powertrain: { drives: ['AWD4WD'], mpgCity: 16, mpgHwy: 21 } },
      ],
    },
    {
      code: 'MUSTANG', name: 'Mustang', body: 'COUPE', doors: 2, seats: 4, years: [2012, 2027],
      powertrain: { engine: '2.3L I4 EcoBoost Turbo', cylinders: 4, displacement: 2.3, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD'], mpgCity: 22, mpgHwy: 33, horsepower: 315 },
      trims: [
        { code: 'ECOBOOST', name: 'EcoBoost Fastback', msrp: 32515 },
        { code: 'ECOBOOSTPREMIUM', name: 'EcoBoost Premium Fastback', msrp: 38120 },
        { code: 'GT', name: 'GT Fastback', msrp: 45190, powertrain: { engine: '5.0L V8', cylinders: 8, displacement: 5.0, transmission: 'MAN', mpgCity: 15, mpgHwy: 24, horsepower: 480 } },
        { code: 'GTPREMIUM', name: 'GT Premium Fastback', msrp: 50080, powertrain: { engine: '5.0L V8', cylinders: 8, displacement: 5.0, mpgCity: 16, mpgHwy: 25, horsepower: 480 } },
        { code: 'DARKHORSE', name: 'Dark Horse', msrp: 63220, powertrain: { engine: '5.0L V8', cylinders: 8, displacement: 5.0, transmission: 'MAN', mpgCity: 15, mpgHwy: 24, horsepower: 500 } },
      ],
    },
    {
      code: 'MACHE', name: 'Mustang Mach-E', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2021, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 105, mpgHwy: 93, evRange: 260, horsepower: 264 },
      trims: [
        { code: 'SELECT', name: 'Select', msrp: 36495 },
        { code: 'PREMIUM', name: 'Premium', msrp: 41995, powertrain: { evRange: 300, horsepower: 290 } },
        { code: 'GT', name: 'GT', msrp: 54495, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 90, mpgHwy: 76, evRange: 280, horsepower: 480 } },
        { code: 'RALLY', name: 'Rally', msrp: 57995, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 86, mpgHwy: 72, evRange: 265, horsepower: 480 } },
      ],
    },
    {
      code: 'FUSION', name: 'Fusion', body: 'SEDAN', subtype: 'MIDSIZE_SEDAN', doors: 4, seats: 5, years: [2013, 2020],
      powertrain: { engine: '2.5L I4', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 21, mpgHwy: 31, horsepower: 175 },
      trims: [
        { code: 'S', name: 'S', msrp: 23170 },
        { code: 'SE', name: 'SE', msrp: 24365, powertrain: { engine: '1.5L I4 EcoBoost Turbo', displacement: 1.5, mpgCity: 23, mpgHwy: 34, horsepower: 181 } },
        { code: 'SEHYBRID', name: 'SE Hybrid', msrp: 28000, powertrain: { engine: '2.0L I4 Hybrid', displacement: 2.0, fuel: 'HYB', mpgCity: 43, mpgHwy: 41, horsepower: 188 } },
        { code: 'TITANIUM', name: 'Titanium', msrp: 34450, powertrain: { engine: '2.0L I4 EcoBoost Turbo', displacement: 2.0, drives: ['FWD', 'AWD4WD'], mpgCity: 20, mpgHwy: 29, horsepower: 245 } },
        { code: 'ENERGITITANIUM', name: 'Energi Titanium', msrp: 35470, powertrain: { engine: '2.0L I4 Plug-In Hybrid', displacement: 2.0, fuel: 'PIH', mpgCity: 103, mpgHwy: 103, evRange: 26, horsepower: 188 } },
      ],
    },
    {
      code: 'TRANSIT', name: 'Transit Cargo Van', body: 'VANMV', subtype: 'CARGO_VAN', doors: 4, seats: 2, years: [2015, 2027], commercial: true,
      powertrain: { engine: '3.5L V6 PFDi', cylinders: 6, displacement: 3.5, fuel: 'GSL', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 15, mpgHwy: 19, horsepower: 275 },
      trims: [
        { code: 'T150CARGO', name: 'T-150 Cargo Van', msrp: 50790 },
        { code: 'ETRANSIT', name: 'E-Transit Cargo Van', msrp: 51500, powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', drives: ['RWD'], mpgCity: 72, mpgHwy: 60, evRange: 159, horsepower: 266 } },
        { code: 'T250CARGO', name: 'T-250 Cargo Van', msrp: 52390 },
        { code: 'T350CARGO', name: 'T-350 HD Cargo Van', msrp: 56995, powertrain: { engine: '3.5L V6 EcoBoost Twin-Turbo', mpgCity: 14, mpgHwy: 17, horsepower: 310 } },
      ],
    },
    {
      code: 'TRANSITCONNECT', name: 'Transit Connect Van', body: 'VANMV', subtype: 'CARGO_VAN', doors: 4, seats: 2, years: [2014, 2023], commercial: true,
      powertrain: { engine: '2.0L I4', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 24, mpgHwy: 27, horsepower: 162 },
      trims: [
        { code: 'XLCARGO', name: 'XL Cargo Van', msrp: 29700 },
        { code: 'XLTCARGO', name: 'XLT Cargo Van', msrp: 31300 },
        { code: 'XLTWAGON', name: 'XLT Passenger Wagon', msrp: 32900 },
      ],
    },
  ],
};
