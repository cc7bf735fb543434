import type { MakeSpec } from '../types.js';

export const volvo: MakeSpec = {
  code: 'VOLVO',
  name: 'Volvo',
  models: [
    { code: 'XC40', name: 'XC40', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2019, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 30, horsepower: 247 },
      trims: [
        { code: 'B5CORE', name: 'B5 Core', msrp: 43350 },
        { code: 'B5PLUS', name: 'B5 Plus', msrp: 45850 },
        { code: 'B5ULTRA', name: 'B5 Ultra', msrp: 48850 },
        { code: 'RECHARGETWIN', name: 'Recharge Pure Electric Twin Plus', msrp: 54150, powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', mpgCity: 107, mpgHwy: 86, evRange: 254, horsepower: 402 } },
      ] },
    { code: 'XC60', name: 'XC60', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2010, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 28, horsepower: 247 },
      trims: [
        { code: 'B5CORE', name: 'B5 Core', msrp: 48000 },
        { code: 'B5PLUS', name: 'B5 Plus', msrp: 51850 },
        { code: 'T8PLUS', name: 'T8 Plug-In Hybrid Plus', msrp: 61350, powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 66, mpgHwy: 60, evRange: 35, horsepower: 455 } },
        { code: 'T8ULTRA', name: 'T8 Plug-In Hybrid Ultra', msrp: 67850, powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 66, mpgHwy: 60, evRange: 35, horsepower: 455 } },
      ] },
    { code: 'XC90', name: 'XC90', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2008, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 27, horsepower: 247 },
      trims: [
        { code: 'B5CORE', name: 'B5 Core', msrp: 57950 },
        { code: 'B6PLUS', name: 'B6 Plus', msrp: 64450, powertrain: { mpgCity: 20, mpgHwy: 26, horsepower: 295 } },
        { code: 'T8PLUS', name: 'T8 Plug-In Hybrid Plus', msrp: 73050, powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 60, mpgHwy: 56, evRange: 32, horsepower: 455 } },
        { code: 'T8ULTRA', name: 'T8 Plug-In Hybrid Ultra', msrp: 79550, powertrain: { engine: '2.0L I4 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 60, mpgHwy: 56, evRange: 32, horsepower: 455 } },
      ] },
    { code: 'EX30', name: 'EX30', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2025, 2027],
      powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['RWD', 'AWD4WD'], mpgCity: 121, mpgHwy: 99, evRange: 261, horsepower: 268 },
      trims: [
        { code: 'PLUS', name: 'Single Motor Extended Range Plus', msrp: 44900 },
        { code: 'ULTRA', name: 'Single Motor Extended Range Ultra', msrp: 46900 },
        { code: 'TWINPERFULTRA', name: 'Twin Motor Performance Ultra', msrp: 49900, powertrain: { engine: 'Dual Motor Electric', drives: ['AWD4WD'], mpgCity: 114, mpgHwy: 93, evRange: 253, horsepower: 422 } },
      ] },
    { code: 'EX90', name: 'EX90', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2025, 2027],
      powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 94, mpgHwy: 84, evRange: 308, horsepower: 402 },
      trims: [
        { code: 'TWINPLUS', name: 'Twin Motor Plus', msrp: 79995 },
        { code: 'TWINULTRA', name: 'Twin Motor Ultra', msrp: 84645 },
        { code: 'TWINPERFULTRA', name: 'Twin Motor Performance Ultra', msrp: 89995, powertrain: { mpgCity: 91, mpgHwy: 82, evRange: 293, horsepower: 510 } },
      ] },
  ],
};
