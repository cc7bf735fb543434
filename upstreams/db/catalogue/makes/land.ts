import type { MakeSpec } from '../types.js';

export const land: MakeSpec = {
  code: 'LAND',
  name: 'Land Rover',
  models: [
    { code: 'RANGEROVER', name: 'Range Rover', body: 'SUVCROSS', subtype: 'FULLSIZE_SUV', doors: 4, seats: 5, years: [2008, 2027],
      powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 24, horsepower: 395 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 110400 },
        { code: 'SEPHEV', name: 'P550e SE', msrp: 124500, powertrain: { engine: '3.0L I6 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 46, mpgHwy: 48, evRange: 53, horsepower: 542 } },
        { code: 'AUTOBIOGRAPHY', name: 'Autobiography', msrp: 168800, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 16, mpgHwy: 21, horsepower: 523 } },
        { code: 'SV', name: 'SV', msrp: 224500, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 16, mpgHwy: 21, horsepower: 606 } },
      ] },
    { code: 'RANGEROVERSPORT', name: 'Range Rover Sport', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2008, 2027],
      powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 19, mpgHwy: 24, horsepower: 355 },
      trims: [
        { code: 'SE', name: 'SE', msrp: 84700 },
        { code: 'DYNAMICSE', name: 'Dynamic SE', msrp: 90300 },
        { code: 'AUTOBIOGRAPHYPHEV', name: 'P550e Autobiography', msrp: 121000, powertrain: { engine: '3.0L I6 Turbo Plug-In Hybrid', fuel: 'PIH', mpgCity: 46, mpgHwy: 48, evRange: 53, horsepower: 542 } },
        { code: 'SV', name: 'SV', msrp: 184500, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 15, mpgHwy: 20, horsepower: 626 } },
      ] },
    { code: 'RANGEROVERVELAR', name: 'Range Rover Velar', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2018, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 21, mpgHwy: 26, horsepower: 247 },
      trims: [
        { code: 'S', name: 'P250 S', msrp: 63400 },
        { code: 'DYNAMICSE', name: 'P250 Dynamic SE', msrp: 67400 },
        { code: 'DYNAMICHSE', name: 'P400 Dynamic HSE', msrp: 79900, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 19, mpgHwy: 24, horsepower: 395 } },
        { code: 'AUTOBIOGRAPHY', name: 'P400 Autobiography', msrp: 88100, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 19, mpgHwy: 24, horsepower: 395 } },
      ] },
    { code: 'RANGEROVEREVOQUE', name: 'Range Rover Evoque', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2012, 2027],
      powertrain: { engine: '2.0L I4 Turbo Mild Hybrid', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 20, mpgHwy: 26, horsepower: 247 },
      trims: [
        { code: 'S', name: 'S', msrp: 51100 },
        { code: 'DYNAMICSE', name: 'Dynamic SE', msrp: 55000 },
        { code: 'AUTOBIOGRAPHY', name: 'Autobiography', msrp: 60400 },
      ] },
    { code: 'DEFENDER', name: 'Defender', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 5, years: [2020, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 18, mpgHwy: 21, horsepower: 296 },
      trims: [
        { code: '90S', name: '90 S', msrp: 58100 },
        { code: '110S', name: '110 S', msrp: 62700 },
        { code: '110XDYNAMICSE', name: '110 X-Dynamic SE', msrp: 73100, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 17, mpgHwy: 20, horsepower: 395 } },
        { code: '110X', name: '110 X', msrp: 86600, powertrain: { engine: '3.0L I6 Turbo Mild Hybrid', cylinders: 6, displacement: 3.0, mpgCity: 17, mpgHwy: 20, horsepower: 395 } },
        { code: 'OCTA', name: 'OCTA', msrp: 152800, powertrain: { engine: '4.4L V8 Twin-Turbo Mild Hybrid', cylinders: 8, displacement: 4.4, mpgCity: 14, mpgHwy: 17, horsepower: 626 } },
      ] },
  ],
};
