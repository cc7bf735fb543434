import type { MakeSpec } from '../types.js';

export const mini: MakeSpec = {
  code: 'MINI',
  name: 'MINI',
  models: [
    { code: 'MINIHARDTOP2DR', name: 'Cooper Hardtop 2 Door', body: 'HATCH', doors: 2, seats: 4, years: [2008, 2027],
      powertrain: { engine: '1.5L I3 Turbo', cylinders: 3, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 28, mpgHwy: 39, horsepower: 161 },
      trims: [
        { code: 'COOPERC', name: 'Cooper C', msrp: 29200 },
        { code: 'COOPERSE', name: 'Cooper SE', msrp: 30900, powertrain: { engine: 'Single Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', mpgCity: 119, mpgHwy: 100, evRange: 114, horsepower: 181 } },
        { code: 'COOPERS', name: 'Cooper S', msrp: 33600, powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, mpgCity: 27, mpgHwy: 37, horsepower: 201 } },
        { code: 'JCW', name: 'John Cooper Works', msrp: 40300, powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, mpgCity: 25, mpgHwy: 34, horsepower: 228 } },
      ] },
    { code: 'MINIHARDTOP4DR', name: 'Cooper Hardtop 4 Door', body: 'HATCH', doors: 4, seats: 5, years: [2015, 2027],
      powertrain: { engine: '1.5L I3 Turbo', cylinders: 3, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 28, mpgHwy: 38, horsepower: 161 },
      trims: [
        { code: 'COOPERC', name: 'Cooper C', msrp: 30200 },
        { code: 'COOPERS', name: 'Cooper S', msrp: 34600, powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, mpgCity: 27, mpgHwy: 36, horsepower: 201 } },
      ] },
    { code: 'MINICONVERTIBLE', name: 'Cooper Convertible', body: 'CONVERT', doors: 2, seats: 4, years: [2009, 2027],
      powertrain: { engine: '1.5L I3 Turbo', cylinders: 3, displacement: 1.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 27, mpgHwy: 37, horsepower: 161 },
      trims: [
        { code: 'COOPERC', name: 'Cooper C', msrp: 34200 },
        { code: 'COOPERS', name: 'Cooper S', msrp: 38600, powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, mpgCity: 26, mpgHwy: 35, horsepower: 201 } },
        { code: 'JCW', name: 'John Cooper Works', msrp: 45300, powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, mpgCity: 25, mpgHwy: 33, horsepower: 228 } },
      ] },
    { code: 'CLUBMAN', name: 'Cooper Clubman', body: 'WAGON', doors: 4, seats: 5, years: [2008, 2024],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 25, mpgHwy: 33, horsepower: 189 },
      trims: [
        { code: 'COOPERS', name: 'Cooper S', msrp: 33400 },
        { code: 'COOPERSALL4', name: 'Cooper S ALL4', msrp: 35400, powertrain: { drives: ['AWD4WD'], mpgCity: 23, mpgHwy: 32 } },
        { code: 'JCWALL4', name: 'John Cooper Works ALL4', msrp: 41400, powertrain: { drives: ['AWD4WD'], mpgCity: 22, mpgHwy: 30, horsepower: 301 } },
      ] },
    { code: 'COUNTRYMAN', name: 'Countryman', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2011, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD'], mpgCity: 24, mpgHwy: 32, horsepower: 241 },
      trims: [
        { code: 'SALL4', name: 'S ALL4', msrp: 39500 },
        { code: 'COOPERSEALL4', name: 'Cooper S E ALL4 Plug-In Hybrid', msrp: 43100, powertrain: { engine: '1.5L I3 Turbo Plug-In Hybrid', cylinders: 3, displacement: 1.5, fuel: 'PIH', mpgCity: 66, mpgHwy: 66, evRange: 18, horsepower: 221 } },
        { code: 'SEALL4', name: 'SE ALL4', msrp: 45200, powertrain: { engine: 'Dual Motor Electric', cylinders: 0, displacement: 0, fuel: 'ELE', mpgCity: 101, mpgHwy: 94, evRange: 212, horsepower: 313 } },
        { code: 'JCWALL4', name: 'John Cooper Works ALL4', msrp: 46200, powertrain: { mpgCity: 23, mpgHwy: 30, horsepower: 312 } },
      ] },
  ],
};
