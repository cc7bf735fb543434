import zipcodes from 'zipcodes';
import { CITY_ZIPS } from './cities';
import { words, type Token } from './tokens';

export interface Place {
  zip: string;
  label: string;
  /** Tokens the place took. */
  length: number;
}

interface PlaceIndex {
  /** 'macon|GA' → its lowest ZIP code and its name as the ZIP data spells it. */
  cities: Map<string, { zip: string; name: string }>;
  /** State codes by their names and codes in lower case ('georgia', 'ga'). */
  states: Map<string, string>;
}

let index: PlaceIndex | undefined;

/** Every US city by name and state, from the ZIP data, built on first use. */
function placeIndex(): PlaceIndex {
  if (index) return index;
  const cities = new Map<string, { zip: string; name: string }>();
  for (const place of Object.values(zipcodes.codes)) {
    if (place.country !== 'US') continue;
    const key = `${words(place.city)}|${place.state}`;
    const known = cities.get(key);
    if (!known || place.zip < known.zip) cities.set(key, { zip: place.zip, name: place.city });
  }
  const states = new Map<string, string>();
  for (const [name, code] of Object.entries(zipcodes.states.full as Record<string, string>)) {
    states.set(words(name), code);
    states.set(code.toLowerCase(), code);
  }
  index = { cities, states };
  return index;
}

/** Two-letter states that are everyday words: read only after a comma ('portland, me'). */
const WORD_STATES = new Set(['in', 'or', 'me', 'hi', 'ok', 'oh', 'la', 'mi']);

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A state right at `at` (one or two words, or its code), with how many tokens it took. */
function stateAt(tokens: readonly Token[], at: number): { code: string; length: number } | undefined {
  const { states } = placeIndex();
  for (const length of [2, 1]) {
    const slice = tokens.slice(at, at + length);
    if (slice.length < length) continue;
    const key = slice.map((t) => t.text).join(' ');
    const code = states.get(key);
    if (!code) continue;
    if (key.length === 2 && WORD_STATES.has(key) && !slice[0].afterComma) continue;
    return { code, length };
  }
  return undefined;
}

/**
 * The place named at `at` (docs/rules/natural-search.md#places): one of the largest cities by its
 * name alone, or any US city followed by its state. The longest reading wins.
 */
export function placeAt(tokens: readonly Token[], at: number): Place | undefined {
  const { cities } = placeIndex();
  for (let length = Math.min(4, tokens.length - at); length >= 1; length--) {
    const name = tokens
      .slice(at, at + length)
      .map((t) => t.text)
      .join(' ');
    const state = stateAt(tokens, at + length);
    const big = CITY_ZIPS[name];
    if (state) {
      if (big && big.state === state.code)
        return { zip: big.zip, label: `${titleCase(name)}, ${big.state}`, length: length + state.length };
      const city = cities.get(`${name}|${state.code}`);
      if (city) return { zip: city.zip, label: `${city.name}, ${state.code}`, length: length + state.length };
    }
    if (big && Object.hasOwn(CITY_ZIPS, name)) {
      const place = zipcodes.lookup(big.zip);
      return { zip: big.zip, label: `${place?.city ?? titleCase(name)}, ${big.state}`, length };
    }
  }
  return undefined;
}

/** A 5-digit US ZIP code, with its place's name for the label. */
export function zipPlace(zip: string): Place | undefined {
  const place = zipcodes.lookup(zip);
  return place && place.country === 'US'
    ? { zip, label: `${zip} (${place.city}, ${place.state})`, length: 1 }
    : undefined;
}
