/**
 * The SRP's search, as its query string carries it (docs/rules/search-request.md): read the same
 * way by the gateway and by the page.
 */

/** Parameter name to its values; a multi-valued parameter has several; never an empty value. */
export type SearchParams = Record<string, string[]>;
/** The same, as a reader that changes nothing sees it (the page's query state). */
export type ReadonlySearchParams = Readonly<Record<string, readonly string[]>>;

/** A SearchParams without a prototype, so a parameter named '__proto__' is just a parameter. */
export function emptyParams(): SearchParams {
  return Object.create(null) as SearchParams;
}

/** Legacy and list spellings of the vehicle parameters, folded as the listing search does (docs/rules/search-request.md#legacy-names). */
const FOLDED_INTO: Readonly<Record<string, string>> = {
  makeCodeList: 'makeCode',
  makeCode1: 'makeCode',
  makeCode2: 'makeCode',
  makeCode3: 'makeCode',
  modelCodeList: 'modelCode',
  modelCode1: 'modelCode',
  modelCode2: 'modelCode',
  modelCode3: 'modelCode',
  trimCodeList: 'trimCode',
};

/** The parameter a (possibly legacy) name is read as: makeCode2 → makeCode. */
function foldedName(name: string): string {
  return Object.hasOwn(FOLDED_INTO, name) ? FOLDED_INTO[name] : name;
}

/**
 * Reads an SRP query string ('?' optional). Repeated keys and comma lists both give several values
 * (`makeCode=FORD,TOYOTA&makeCode=HONDA`); values keep the order they first appear in, duplicates
 * and empty values go. '+' decodes to a space, as in any form-encoded query.
 */
export function parseQueryString(qs: string): SearchParams {
  const params = emptyParams();
  for (const [rawName, rawValue] of new URLSearchParams(qs)) {
    addValue(params, foldedName(rawName.trim()), rawValue);
  }
  return params;
}

/**
 * The same reading for parameters already apart (a typed input's lists, or SearchParams built by
 * hand): names folded, comma lists split, values trimmed, empty and duplicate values dropped.
 */
export function fromEntries(entries: Iterable<readonly [string, readonly string[]]>): SearchParams {
  const params = emptyParams();
  for (const [name, list] of entries) {
    for (const value of list) addValue(params, foldedName(name.trim()), value);
  }
  return params;
}

// Every value is split on commas, as the listing search reads it: a comma is never part of a code.
function addValue(params: SearchParams, name: string, raw: string): void {
  if (!name) return;
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (!value) continue;
    const list = (params[name] ??= []);
    if (!list.includes(value)) list.push(value);
  }
}

/** Writes parameters back as a query string (no '?'): one key per value, in the given order. */
export function toQueryString(params: ReadonlySearchParams): string {
  return Object.entries(params)
    .flatMap(([name, list]) => list.map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`))
    .join('&');
}

/** The first value of a parameter, the one a single-valued parameter is read as. */
export function first(params: ReadonlySearchParams, name: string): string | undefined {
  return params[name]?.[0];
}
