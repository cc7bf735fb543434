import type { MakeSpec } from '../types.js';

export const buick: MakeSpec = {
  code: 'BUICK',
  name: 'Buick',
  models: [
    {
      code: 'ENCORE', name: 'Encore', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2013, 2022],
      powertrain: { engine: '1.4L I4 Turbo', cylinders: 4, displacement: 1.4, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 25, mpgHwy: 30, horsepower: 138 },
      trims: [
        { code: 'PREFERRED', name: 'Preferred', msrp: 24800 },
        { code: 'ESSENCE', name: 'Essence', msrp: 28900 },
      ],
    },
    {
      code: 'ENCOREGX', name: 'Encore GX', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2020, 2027],
      powertrain: { engine: '1.2L I3 Turbo', cylinders: 3, displacement: 1.2, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 30, mpgHwy: 32, horsepower: 137 },
      trims: [
        { code: 'PREFERRED', name: 'Preferred', msrp: 25400 },
        { code: 'SPORTTOURING', name: 'Sport Touring', msrp: 27300 },
        { code: 'AVENIR', name: 'Avenir', msrp: 31700, powertrain: { engine: '1.3L I3 Turbo', displacement: 1.3, drives: ['AWD4WD'], mpgCity: 26, mpgHwy: 30, horsepower: 155 } },
      ],
    },
    {
      code: 'ENVISTA', name: 'Envista', body: 'SUVCROSS', subtype: 'SUBCOMPACT_SUV', doors: 4, seats: 5, years: [2024, 2027],
      powertrain: { engine: '1.2L I3 Turbo', cylinders: 3, displacement: 1.2, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD'], mpgCity: 28, mpgHwy: 32, horsepower: 137 },
      trims: [
        { code: 'PREFERRED', name: 'Preferred', msrp: 23600 },
        { code: 'SPORTTOURING', name: 'Sport Touring', msrp: 25600 },
        { code: 'AVENIR', name: 'Avenir', msrp: 30200 },
      ],
    },
    {
      code: 'ENVISION', name: 'Envision', body: 'SUVCROSS', subtype: 'COMPACT_SUV', doors: 4, seats: 5, years: [2016, 2027],
      powertrain: { engine: '2.0L I4 Turbo', cylinders: 4, displacement: 2.0, fuel: 'GSL', transmission: 'AUTO', drives: ['AWD4WD', 'FWD'], mpgCity: 21, mpgHwy: 28, horsepower: 228 },
      trims: [
        { code: 'PREFERRED', name: 'Preferred', msrp: 36500 },
        { code: 'SPORTTOURING', name: 'Sport Touring', msrp: 38400 },
        { code: 'AVENIR', name: 'Avenir', msrp: 44300 },
      ],
    },
    {
      code: 'ENCLAVE', name: 'Enclave', body: 'SUVCROSS', subtype: 'MIDSIZE_SUV', doors: 4, seats: 7, years: [2012, 2027],
      powertrain: { engine: '2.5L I4 Turbo', cylinders: 4, displacement: 2.5, fuel: 'GSL', transmission: 'AUTO', drives: ['FWD', 'AWD4WD'], mpgCity: 19, mpgHwy: 26, horsepower: 328 },
      trims: [
        { code: 'PREFERRED', name: 'Preferred', msrp: 46300 },
        { code: 'SPORTTOURING', name: 'Sport Touring', msrp: 50100 },
        { code: 'AVENIR', name: 'Avenir', msrp: 58600 },
      ],
    },
  ],
};
