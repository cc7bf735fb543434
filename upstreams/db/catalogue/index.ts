import type { MakeSpec, ModelSpec, TrimSpec, Powertrain } from './types';
import { acura } from './makes/acura';
import { alfa } from './makes/alfa';
import { audi } from './makes/audi';
import { bmw } from './makes/bmw';
import { buick } from './makes/buick';
import { cad } from './makes/cad';
import { chev } from './makes/chev';
import { chry } from './makes/chry';
import { dodge } from './makes/dodge';
import { fiat } from './makes/fiat';
import { ford } from './makes/ford';
import { genesis } from './makes/genesis';
import { gmc } from './makes/gmc';
import { honda } from './makes/honda';
import { hyund } from './makes/hyund';
import { infin } from './makes/infin';
import { jag } from './makes/jag';
import { jeep } from './makes/jeep';
import { kia } from './makes/kia';
import { land } from './makes/land';
import { lexus } from './makes/lexus';
import { linc } from './makes/linc';
import { lucid } from './makes/lucid';
import { mas } from './makes/mas';
import { mazda } from './makes/mazda';
import { mb } from './makes/mb';
import { mini } from './makes/mini';
import { mit } from './makes/mit';
import { nissan } from './makes/nissan';
import { polestar } from './makes/polestar';
import { porsche } from './makes/porsche';
import { ram } from './makes/ram';
import { rivian } from './makes/rivian';
import { sub } from './makes/sub';
import { tesla } from './makes/tesla';
import { toyota } from './makes/toyota';
import { volks } from './makes/volks';
import { volvo } from './makes/volvo';

export type { MakeSpec, ModelSpec, TrimSpec, Powertrain };

/** Every make of the catalogue, in alphabetical order of code. */
export const CATALOGUE: readonly MakeSpec[] = [
  acura, alfa, audi, bmw, buick, cad, chev, chry, dodge, fiat, ford, genesis, gmc, honda, hyund,
  infin, jag, jeep, kia, land, lexus, linc, lucid, mas, mazda, mb, mini, mit, nissan, polestar,
  porsche, ram, rivian, sub, tesla, toyota, volks, volvo,
];

/** A trim's effective powertrain: the model's base powertrain with the trim's overrides. */
export function trimPowertrain(model: ModelSpec, trim: TrimSpec): Powertrain {
  return { ...model.powertrain, ...trim.powertrain };
}

/** A series: a family of models of one make ('Silverado 1500', 'Silverado 2500HD', 'Silverado EV'). */
export interface SeriesSpec {
  /** `${makeCode}_${family word in upper case, letters and digits only}`, e.g. 'CHEV_SILVERADO'. */
  code: string;
  /** The family word as the model names spell it, e.g. 'Silverado'. */
  name: string;
}

/**
 * The series of every model that has one: models of a make whose names share their first word
 * form a series; a model alone in its family has none. The seed stores the result in
 * `models.series_code` and `models.series_name` (migration 007 derives the same in SQL for
 * databases seeded before it), and listings take the series of their model.
 */
export function seriesOf(catalogue: readonly MakeSpec[] = CATALOGUE): Map<string, SeriesSpec> {
  const families = new Map<string, { name: string; models: string[] }>();
  for (const make of catalogue) {
    for (const model of make.models) {
      const word = model.name.split(' ')[0];
      const code = `${make.code}_${word.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
      const family = families.get(code);
      if (family) family.models.push(model.code);
      else families.set(code, { name: word, models: [model.code] });
    }
  }
  const series = new Map<string, SeriesSpec>();
  for (const [code, family] of families) {
    if (family.models.length > 1) for (const model of family.models) series.set(model, { code, name: family.name });
  }
  return series;
}
