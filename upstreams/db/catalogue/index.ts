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
