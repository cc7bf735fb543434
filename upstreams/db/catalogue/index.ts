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
  acura,
  alfa,
  audi,
  bmw,
  buick,
  cad,
  chev,
  chry,
  dodge,
  fiat,
  ford,
  genesis,
  gmc,
  honda,
  hyund,
  infin,
  jag,
  jeep,
  kia,
  land,
  lexus,
  linc,
  lucid,
  mas,
  mazda,
  mb,
  mini,
  mit,
  nissan,
  polestar,
  porsche,
  ram,
  rivian,
  sub,
  tesla,
  toyota,
  volks,
  volvo,
];

/** A trim's effective powertrain: the model's base powertrain with the trim's overrides. */
export function trimPowertrain(model: ModelSpec, trim: TrimSpec): Powertrain {
  return { ...model.powertrain, ...trim.powertrain };
}

/** A series: a family of models of one make ('Silverado 1500', 'Silverado 2500HD', 'Silverado EV'). */
export interface SeriesSpec {
  /** `${makeCode}_${family name in upper case, letters and digits, words joined by _}`, e.g. 'CHEV_SILVERADO', 'JEEP_GRAND_CHEROKEE'. */
  code: string;
  /** The family name as the model names spell it, e.g. 'Silverado', 'Grand Cherokee'. */
  name: string;
}

/** Words that make a model a variant of its line ('Silverado EV', 'Bolt EUV', 'Mazda3 Hatchback'), besides model numbers. */
const SERIES_VARIANT_WORDS = ['EV', 'EUV', 'HD', 'Hybrid', 'Electric', 'PHEV', 'Sedan', 'Hatchback'] as const;

const seriesCode = (makeCode: string, family: string) =>
  `${makeCode}_${family
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .split(' ')
    .filter(Boolean)
    .join('_')}`;

/**
 * The series of every model that has one. A series is a family of models of one make, either
 *  - a model and its variants, named after it: the models whose names begin with another model's
 *    whole name ('Grand Cherokee', 'Grand Cherokee L', 'Grand Cherokee 4xe'; 'Range Rover',
 *    'Range Rover Sport'; 'F-150', 'F-150 Lightning'), each under the shortest such name; or
 *  - a line without a plain model: models sharing their first word whose next word is a model
 *    number or a variant word (SERIES_VARIANT_WORDS): 'Silverado 1500', 'Silverado 2500HD',
 *    'Silverado EV'; 'Bolt EV', 'Bolt EUV'. A first word that is the make's own name (Polestar 2,
 *    Polestar 3) is no series.
 * Models that merely share a word are not a family: 'Santa Fe' and 'Santa Cruz', 'Model 3' and
 * 'Model Y', 'Grand Wagoneer' and 'Grand Cherokee'. A model alone in its family has no series.
 * The seed stores the result in `models.series_code` and `models.series_name` (migrations 007 and
 * 009 derive the same in SQL for databases seeded before), and listings take their model's series.
 */
export function seriesOf(catalogue: readonly MakeSpec[] = CATALOGUE): Map<string, SeriesSpec> {
  const series = new Map<string, SeriesSpec>();
  for (const make of catalogue) {
    const family = new Map<string, string>();
    for (const model of make.models) {
      const bases = make.models.filter((b) => model.name === b.name || model.name.startsWith(`${b.name} `));
      family.set(
        model.code,
        bases.reduce((a, b) =>
          b.name.length < a.name.length || (b.name.length === a.name.length && b.name < a.name) ? b : a,
        ).name,
      );
    }
    const members = (name: string) => make.models.filter((m) => family.get(m.code) === name);
    const lines = new Map<string, string[]>();
    for (const model of make.models) {
      const name = family.get(model.code)!;
      if (members(name).length > 1) {
        series.set(model.code, { code: seriesCode(make.code, name), name });
        continue;
      }
      const [first, next] = model.name.split(' ');
      if (next === undefined || first.toUpperCase() === make.name.toUpperCase()) continue;
      if (/^[0-9]/.test(next) || (SERIES_VARIANT_WORDS as readonly string[]).includes(next))
        lines.set(first, [...(lines.get(first) ?? []), model.code]);
    }
    for (const [first, codes] of lines) {
      if (codes.length > 1)
        for (const code of codes) series.set(code, { code: seriesCode(make.code, first), name: first });
    }
  }
  return series;
}
