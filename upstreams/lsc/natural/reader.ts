import { currentYear } from '../../../contracts/search/years';
import {
  AROUND_SHARE,
  MAX_MAKES,
  MAX_RADIUS_MILES,
  NEAR_RADIUS_MILES,
  NEWER_YEARS_BACK,
  OLDEST_YEAR,
  ROUND_PRICE_TO,
  SMALLEST_BARE_PRICE,
} from './constants';
import {
  buildLexicon,
  SUBTYPE_PARAM,
  type Lexicon,
  type Meaning,
  type ModelWords,
  type Qualifier,
  type SizedBody,
} from './lexicon';
import { placeAt, zipPlace, type Place } from './places';
import { numberOf, tokenise, type Token } from './tokens';

/** A phrase the reader understood: its words, what the page calls it, and the parameters it set. */
export interface Understood {
  text: string;
  label: string;
  params: Record<string, string[]>;
}

export interface NaturalReading {
  /** The SRP query parameters the sentence stands for. */
  params: Record<string, string[]>;
  understood: Understood[];
  /** Words that meant nothing to the reader (fillers apart). */
  ignored: string[];
}

/** Parameters with one value: a later reading replaces an earlier one. */
const SINGLE = new Set([
  'minPrice',
  'maxPrice',
  'mileage',
  'startYear',
  'endYear',
  'zip',
  'searchRadius',
  'sortBy',
  'sellerType',
  'dealType',
]);

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const roundPrice = (n: number) => Math.round(n / ROUND_PRICE_TO) * ROUND_PRICE_TO;

const TRAILERS: Array<[string, 'max' | 'min']> = [
  ['or less', 'max'],
  ['or under', 'max'],
  ['or lower', 'max'],
  ['or fewer', 'max'],
  ['or below', 'max'],
  ['or cheaper', 'max'],
  ['and under', 'max'],
  ['and below', 'max'],
  ['and less', 'max'],
  ['or older', 'max'],
  ['or earlier', 'max'],
  ['and older', 'max'],
  ['and earlier', 'max'],
  ['or before', 'max'],
  ['max', 'max'],
  ['maximum', 'max'],
  ['tops', 'max'],
  ['or more', 'min'],
  ['or over', 'min'],
  ['or higher', 'min'],
  ['or above', 'min'],
  ['and up', 'min'],
  ['and over', 'min'],
  ['and above', 'min'],
  ['and newer', 'min'],
  ['and later', 'min'],
  ['or newer', 'min'],
  ['or later', 'min'],
  ['plus', 'min'],
  ['min', 'min'],
  ['minimum', 'min'],
];
const MILE_WORDS = new Set(['miles', 'mile', 'mi', 'mileage']);
const RADIUS_LINKS = new Set(['of', 'from', 'around', 'near', 'outside']);

interface Amount {
  value: number;
  /** Written as money: $, k, grand or thousand. */
  money: boolean;
  /** Written as a plain 4-digit or 5-digit number. */
  digits: string | undefined;
  plus: boolean;
  miles: boolean;
  end: number;
}

/**
 * Reads plain-language sentences into SRP query parameters (docs/rules/natural-search.md). The
 * catalogue's words and the places are built once, here; each reading is a single pass over the
 * sentence's words.
 */
export class NaturalReader {
  private readonly lexicon: Lexicon;

  constructor(lexicon: Lexicon = buildLexicon()) {
    this.lexicon = lexicon;
    placeAt([{ text: 'atlanta', afterComma: false }], 0); // builds the place index now, not on a shopper's time
  }

  read(sentence: string, now: Date = new Date()): NaturalReading {
    return new Reading(this.lexicon, tokenise(sentence), currentYear(now)).run();
  }
}

class Reading {
  private readonly params: Record<string, string[]> = {};
  private readonly weak: Array<{ name: string; values: string[] }> = [];
  private readonly understood: Understood[] = [];
  private readonly ignored: string[] = [];
  private qualifier: { qualifier: Qualifier; at: number } | undefined;
  private size: { subtypes: Partial<Record<SizedBody, string>>; at: number; end: number } | undefined;
  private placeRead = false;

  constructor(
    private readonly lexicon: Lexicon,
    private readonly tokens: readonly Token[],
    private readonly year: number,
  ) {}

  run(): NaturalReading {
    let at = 0;
    while (at < this.tokens.length) at = this.step(at);
    for (const { name, values } of this.weak) if (!this.params[name]) this.params[name] = values;
    if (this.params.zip && !this.params.searchRadius) this.params.searchRadius = [String(NEAR_RADIUS_MILES)];
    if (this.params.makeCode) this.params.makeCode = this.params.makeCode.slice(0, MAX_MAKES);
    return { params: this.params, understood: this.understood, ignored: this.ignored };
  }

  /** Reads what starts at `at` and answers where the next thing starts. */
  private step(at: number): number {
    const token = this.tokens[at];
    const found = this.meaningAt(at);
    const place = placeAt(this.tokens, at);
    if (place && (!found || place.length > found.length)) return this.readPlace(at, place);
    if (found) return this.apply(at, found.meaning, found.length);
    if (numberOf(token.text)) return this.readNumber(at);
    this.ignored.push(token.text);
    return at + 1;
  }

  /** The longest phrase or name at `at`, with its length in tokens. */
  private meaningAt(at: number): { meaning: Meaning; length: number } | undefined {
    const { phrases, names, longest } = this.lexicon;
    for (let length = Math.min(longest, this.tokens.length - at); length >= 1; length--) {
      const parts = this.tokens.slice(at, at + length).map((t) => t.text);
      const spaced = parts.join(' ');
      const together = parts.join('');
      const meaning =
        phrases.get(spaced) ??
        names.get(together) ??
        (together.endsWith('s') ? (phrases.get(spaced.slice(0, -1)) ?? names.get(together.slice(0, -1))) : undefined);
      if (meaning) return { meaning, length };
    }
    return undefined;
  }

  private text(from: number, to: number): string {
    return this.tokens
      .slice(from, to)
      .map((t) => t.text)
      .join(' ');
  }

  private set(name: string, values: string[]): void {
    if (SINGLE.has(name) || !this.params[name]) this.params[name] = [...values];
    else for (const value of values) if (!this.params[name].includes(value)) this.params[name].push(value);
  }

  private record(from: number, to: number, label: string, params: Record<string, string[]>, weak = false): void {
    if (weak) for (const [name, values] of Object.entries(params)) this.weak.push({ name, values });
    else for (const [name, values] of Object.entries(params)) this.set(name, values);
    this.understood.push({ text: this.text(from, to), label, params });
  }

  private apply(at: number, meaning: Meaning, length: number): number {
    const end = at + length;
    if (meaning.kind !== 'qualifier') this.qualifier = undefined;
    switch (meaning.kind) {
      case 'filler':
        return end;
      case 'qualifier':
        this.qualifier = { qualifier: meaning.qualifier, at };
        return end;
      case 'size':
        this.size = { subtypes: meaning.subtypes, at, end };
        return end;
      case 'newer': {
        const year = String(this.year - NEWER_YEARS_BACK);
        this.record(at, end, `${year} or newer`, { startYear: [year] }, true);
        return end;
      }
      case 'make':
        return this.readMake(at, end, meaning.code, meaning.label);
      case 'model':
        return this.readModel(at, end, meaning.model);
      case 'filter': {
        const params: Record<string, string[]> = {};
        for (const [name, value] of meaning.params) params[name] = [value];
        let from = at;
        let label = meaning.label;
        const body = params.vehicleStyleCode?.[0] as SizedBody | undefined;
        const size = this.size?.end === at ? this.size : undefined;
        const subtype = body && size?.subtypes[body];
        if (subtype && body && size) {
          params[SUBTYPE_PARAM[body]] = [subtype];
          from = size.at;
          label = `${this.text(size.at, at)} ${label}`.replace(/^./, (c) => c.toUpperCase());
        }
        this.record(from, end, label, params, meaning.weak);
        return end;
      }
    }
  }

  /** A make, and one of its models right after it (the only place a Chrysler '300' is read). */
  private readMake(at: number, end: number, code: string, label: string): number {
    const models = this.lexicon.modelsOfMake.get(code);
    for (let length = Math.min(4, this.tokens.length - end); length >= 1 && models; length--) {
      const together = this.tokens
        .slice(end, end + length)
        .map((t) => t.text)
        .join('');
      const model = models.get(together) ?? (together.endsWith('s') ? models.get(together.slice(0, -1)) : undefined);
      if (model) return this.readModel(at, end + length, model);
    }
    this.record(at, end, label, { makeCode: [code] });
    return end;
  }

  /** A model (with its make), and its trim right after it. */
  private readModel(at: number, end: number, model: ModelWords): number {
    for (let length = Math.min(3, this.tokens.length - end); length >= 1; length--) {
      const together = this.tokens
        .slice(end, end + length)
        .map((t) => t.text)
        .join('');
      const trim = model.trims.get(together);
      if (trim) {
        this.record(at, end + length, `${model.label.split(' ')[0]} ${trim.label}`, {
          makeCode: [model.makeCode],
          modelCode: [model.code],
          trimCode: [trim.code],
        });
        return end + length;
      }
    }
    this.record(at, end, model.label, { makeCode: [model.makeCode], modelCode: [model.code] });
    return end;
  }

  private readPlace(at: number, place: Place): number {
    this.qualifier = undefined;
    this.record(at, at + place.length, place.label, { zip: [place.zip] });
    this.placeRead = true;
    return at + place.length;
  }

  /** An amount at `at`: '$30k', '30 grand', '40k miles', '2019+'. */
  private amountAt(at: number): Amount | undefined {
    const parts = numberOf(this.tokens[at]?.text ?? '');
    if (!parts) return undefined;
    let value = Number(parts.digits);
    let money = parts.dollars;
    let end = at + 1;
    if (parts.thousands) {
      value *= 1000;
      money = true;
    } else if (['k', 'grand', 'thousand'].includes(this.tokens[end]?.text ?? '')) {
      value *= 1000;
      money = true;
      end++;
    }
    const miles = MILE_WORDS.has(this.tokens[end]?.text ?? '');
    if (miles) end++;
    const plain = !parts.dollars && !parts.thousands && value === Number(parts.digits) && /^\d+$/.test(parts.digits);
    return { value: Math.round(value), money, digits: plain ? parts.digits : undefined, plus: parts.plus, miles, end };
  }

  /** A trailing 'or less', 'and up', 'or newer' … at `at`. */
  private trailerAt(at: number): { direction: 'max' | 'min'; length: number } | undefined {
    for (const [words, direction] of TRAILERS) {
      const length = words.split(' ').length;
      if (this.text(at, at + length) === words) return { direction, length };
    }
    return undefined;
  }

  private isYear(amount: Amount): boolean {
    return (
      !amount.money &&
      !amount.miles &&
      amount.digits?.length === 4 &&
      amount.value >= OLDEST_YEAR &&
      amount.value <= this.year + 1
    );
  }

  private readNumber(at: number): number {
    const first = this.amountAt(at)!;
    const pending = this.qualifier;
    this.qualifier = undefined;
    const from = pending?.at ?? at;
    // A range: 'A to B', 'A-B', 'between A and B'.
    const link = this.tokens[first.end]?.text;
    const second =
      link === 'to' || (link === 'and' && pending?.qualifier === 'between') ? this.amountAt(first.end + 1) : undefined;
    if (second) return this.readRange(from, first, second);
    const trailer = this.trailerAt(first.end);
    const end = first.end + (trailer?.length ?? 0);
    const direction: Qualifier | 'exact' | undefined =
      first.plus || trailer?.direction === 'min' ? 'min' : trailer?.direction === 'max' ? 'max' : pending?.qualifier;

    if (first.miles) return this.readMiles(from, at, first, end, direction);
    if (this.isYear(first)) return this.readYear(from, end, first.value, direction);
    if (first.digits?.length === 5 && !direction) {
      const place = zipPlace(first.digits);
      if (place) return this.readPlace(at, place);
    }
    if (!first.money && first.value < SMALLEST_BARE_PRICE) {
      this.ignored.push(this.text(at, first.end));
      return first.end;
    }
    const value = first.value;
    if (direction === 'around') {
      const low = roundPrice(value * (1 - AROUND_SHARE));
      const high = roundPrice(value * (1 + AROUND_SHARE));
      this.record(from, end, `${dollars(low)} – ${dollars(high)}`, {
        minPrice: [String(low)],
        maxPrice: [String(high)],
      });
    } else if (direction === 'min') this.record(from, end, `Over ${dollars(value)}`, { minPrice: [String(value)] });
    else this.record(from, end, `Under ${dollars(value)}`, { maxPrice: [String(value)] });
    return end;
  }

  private readRange(from: number, low: Amount, high: Amount): number {
    const end = high.end;
    if (this.isYear(low) && this.isYear({ ...high, miles: false })) {
      const [start, last] = [Math.min(low.value, high.value), Math.max(low.value, high.value)];
      this.record(from, end, `${start} – ${last}`, { startYear: [String(start)], endYear: [String(last)] });
      return end;
    }
    if (high.miles) {
      this.record(from, end, `Under ${high.value.toLocaleString('en-US')} miles`, { mileage: [String(high.value)] });
      return end;
    }
    // '20-30k' means $20,000 to $30,000.
    const lowValue = !low.money && high.money && low.value * 1000 <= high.value ? low.value * 1000 : low.value;
    const [min, max] = [Math.min(lowValue, high.value), Math.max(lowValue, high.value)];
    this.record(from, end, `${dollars(min)} – ${dollars(max)}`, { minPrice: [String(min)], maxPrice: [String(max)] });
    return end;
  }

  /** Miles: a radius ('within 50 miles', '50 miles from …') or the highest mileage. */
  private readMiles(from: number, at: number, amount: Amount, end: number, direction: Qualifier | undefined): number {
    const linked = RADIUS_LINKS.has(this.tokens[amount.end]?.text ?? '');
    if (direction === 'within' || (linked && !amount.money)) {
      const radius = Math.min(amount.value, MAX_RADIUS_MILES);
      this.record(from, linked ? amount.end + 1 : end, `Within ${radius} mi`, { searchRadius: [String(radius)] });
      return linked ? amount.end + 1 : end;
    }
    if (direction === 'min') {
      this.ignored.push(this.text(from, end));
      return end;
    }
    this.record(from, end, `Under ${amount.value.toLocaleString('en-US')} miles`, { mileage: [String(amount.value)] });
    return end;
  }

  private readYear(from: number, end: number, year: number, direction: Qualifier | undefined): number {
    const one = (name: 'startYear' | 'endYear', value: number, label: string) =>
      this.record(from, end, label, { [name]: [String(value)] });
    if (direction === 'min') one('startYear', year, `${year} or newer`);
    else if (direction === 'after') one('startYear', year + 1, `${year + 1} or newer`);
    else if (direction === 'before') one('endYear', year - 1, `${year - 1} or older`);
    else if (direction === 'max') one('endYear', year, `${year} or older`);
    else this.record(from, end, String(year), { startYear: [String(year)], endYear: [String(year)] });
    return end;
  }
}
