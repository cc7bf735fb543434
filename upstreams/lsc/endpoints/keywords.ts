import type { FastifyInstance } from 'fastify';
import { BODY_STYLE_LABELS, EXTERIOR_COLORS, FEATURES, FUEL_TYPE_LABELS } from '../../db/vocabulary';
import { CONTENT_SITE } from '../../research/constants';
import { MAX_KEYWORD_LENGTH, MAX_SUGGESTIONS, MIN_KEYWORD_LENGTH } from '../constants';
import type { ListingSearchService } from '../service';
import type { Queryable } from '../../db/database';
import { BODY_ALIASES, COLOR_ALIASES, FEATURE_ALIASES, FUEL_ALIASES, MAKE_NICKNAMES } from '../aliases';
import { catalogueOf, type Catalogue } from './catalogue';
import { InvalidParameterError, endpoint, single, type EndpointDeps, type Params } from './common';

/** 'research' names a model's reviews page: picking it opens that page instead of searching. */
export type SuggestionType = 'make' | 'model' | 'bodyStyle' | 'color' | 'feature' | 'fuelType' | 'research';

export interface SuggestionParams {
  makeCode?: string;
  modelCode?: string;
  vehicleStyleCode?: string;
  extColorSimple?: string;
  featureCode?: string;
  fuelTypeGroup?: string;
}

export interface Suggestion {
  label: string;
  type: SuggestionType;
  params: SuggestionParams;
  count: number;
  /** A content page (a model's reviews on the content site) the suggestion opens instead of searching. */
  contentUrl?: string;
}

/** Words after a model that ask for its reviews rather than its listings. */
const REVIEW_WORDS = ['review', 'reviews', 'research'];
/** The content site's path form of a name: 'F-150 Lightning' → 'f-150-lightning'. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A thing a shopper may mean: what it is, the filter it stands for, and the words that name it. */
interface Candidate {
  /** type:code, the key of its count. */
  key: string;
  type: SuggestionType;
  label: string;
  params: SuggestionParams;
  aliases: string[];
  contentUrl?: string;
}

/** Lower case, accents and punctuation gone, single spaces: 'F-150' → 'f 150', 'Mercedes-Benz' → 'mercedes benz'. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const compact = (text: string) => text.replace(/ /g, '');

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), giving up above `limit`. */
function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** Typos allowed for a word of this length: none up to 3 letters, 1 up to 5, 2 beyond. */
const allowedTypos = (length: number) => (length <= 3 ? 0 : length <= 5 ? 1 : 2);

/**
 * How well the text names the alias, lower is better: 0 the same, 1 a prefix of it, 2 the start
 * of one of its later words, 3 the same with typos, 4 the start of it with typos; undefined if not.
 */
function matchQuality(text: string, alias: string): number | undefined {
  const t = compact(text),
    a = compact(alias);
  if (t.length < MIN_KEYWORD_LENGTH) return undefined;
  if (t === a) return 0;
  if (a.startsWith(t)) return 1;
  if (text.length >= 3 && ` ${alias}`.includes(` ${text}`)) return 2;
  const typos = allowedTypos(t.length);
  if (typos === 0) return undefined;
  if (editDistance(t, a, typos) <= typos) return 3;
  for (let length = t.length - 1; length <= t.length + 1; length++) {
    if (length < a.length && length > 2 && editDistance(t, a.slice(0, length), typos) <= typos) return 4;
  }
  return undefined;
}

function candidates(catalogue: Catalogue): Candidate[] {
  const out: Candidate[] = [];
  const makeName = new Map(catalogue.makes.map((m) => [m.code, m.name]));
  for (const make of catalogue.makes) {
    out.push({
      key: `make:${make.code}`,
      type: 'make',
      label: make.name,
      params: { makeCode: make.code },
      aliases: [make.name, make.code, ...(MAKE_NICKNAMES[make.code] ?? [])].map(normalize),
    });
  }
  for (const model of catalogue.models) {
    const make = makeName.get(model.makeCode) ?? model.makeCode;
    const makeWords = [make, ...(MAKE_NICKNAMES[model.makeCode] ?? [])];
    out.push({
      key: `model:${model.code}`,
      type: 'model',
      label: `${make} ${model.name}`,
      params: { makeCode: model.makeCode, modelCode: model.code },
      aliases: [model.name, ...makeWords.map((word) => `${word} ${model.name}`)].map(normalize),
    });
    // 'f150 reviews': the model's reviews on the content site, counted as the model's listings.
    out.push({
      key: `research:${model.code}`,
      type: 'research',
      label: `${make} ${model.name} Reviews`,
      params: { makeCode: model.makeCode, modelCode: model.code },
      aliases: [model.name, ...makeWords.map((word) => `${word} ${model.name}`)]
        .flatMap((name) => REVIEW_WORDS.map((w) => `${name} ${w}`))
        .map(normalize),
      contentUrl: `${CONTENT_SITE}/${slug(make)}/${slug(model.name)}/`,
    });
  }
  for (const [code, label] of Object.entries(BODY_STYLE_LABELS)) {
    out.push({
      key: `bodyStyle:${code}`,
      type: 'bodyStyle',
      label,
      params: { vehicleStyleCode: code },
      aliases: [label, ...(BODY_ALIASES[code] ?? [])].map(normalize),
    });
  }
  for (const color of EXTERIOR_COLORS) {
    out.push({
      key: `color:${color.code}`,
      type: 'color',
      label: color.label,
      params: { extColorSimple: color.code },
      aliases: [color.label, ...(COLOR_ALIASES[color.code] ?? [])].map(normalize),
    });
  }
  for (const feature of FEATURES) {
    out.push({
      key: `feature:${feature.code}`,
      type: 'feature',
      label: feature.label,
      params: { featureCode: feature.code },
      aliases: [feature.label, ...(FEATURE_ALIASES[feature.code] ?? [])].map(normalize),
    });
  }
  for (const [code, label] of Object.entries(FUEL_TYPE_LABELS)) {
    out.push({
      key: `fuelType:${code}`,
      type: 'fuelType',
      label,
      params: { fuelTypeGroup: code },
      aliases: [label, ...(FUEL_ALIASES[code] ?? [])].map(normalize),
    });
  }
  return out;
}

/** The same filters whatever their order. */
const sameParams = (a: SuggestionParams, b: SuggestionParams) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Counts of the listings near the shopper for the matched candidates only, in one pass over
 * those listings: keyed by candidate key (type:code).
 */
function tally(service: ListingSearchService, location: Params, wanted: Candidate[]): Map<string, number> {
  const codes = (type: SuggestionType) =>
    new Set(wanted.filter((c) => c.type === type).map((c) => c.key.slice(type.length + 1)));
  const makes = codes('make'),
    models = codes('model'),
    bodies = codes('bodyStyle'),
    colors = codes('color');
  const fuels = codes('fuelType'),
    features = codes('feature'),
    research = codes('research');
  const counts = new Map<string, number>(wanted.map((c) => [c.key, 0]));
  const add = (key: string) => counts.set(key, counts.get(key)! + 1);
  for (const { record } of service.matching(location)) {
    if (makes.has(record.makeCode)) add(`make:${record.makeCode}`);
    if (models.has(record.modelCode)) add(`model:${record.modelCode}`);
    if (research.has(record.modelCode)) add(`research:${record.modelCode}`);
    if (bodies.has(record.bodyStyle)) add(`bodyStyle:${record.bodyStyle}`);
    if (colors.has(record.extColor)) add(`color:${record.extColor}`);
    if (fuels.has(record.fuelType)) add(`fuelType:${record.fuelType}`);
    if (features.size) for (const feature of record.features) if (features.has(feature)) add(`feature:${feature}`);
  }
  return counts;
}

function bestMatches(text: string, all: Candidate[]): Array<{ candidate: Candidate; quality: number }> {
  const out: Array<{ candidate: Candidate; quality: number }> = [];
  // Reviews pages only for a shopper who asks for them ('f150 rev…'), so they never crowd out listings.
  const wantsReviews = text.split(' ').some((word) => word.length >= 3 && REVIEW_WORDS.some((w) => w.startsWith(word)));
  for (const candidate of all) {
    if (candidate.type === 'research' && !wantsReviews) continue;
    let best: number | undefined;
    for (const alias of candidate.aliases) {
      const q = matchQuality(text, alias);
      if (q !== undefined && (best === undefined || q < best)) best = q;
    }
    if (best !== undefined) out.push({ candidate, quality: best });
  }
  return out;
}

/** Most specific first: the type of a combined suggestion is that of its most specific part. */
const TYPE_RANK: SuggestionType[] = ['model', 'make', 'bodyStyle', 'fuelType', 'feature', 'color'];

/**
 * 'red truck', 'chevy tahoe leather': several words that each name something become one
 * suggestion with all their filters, when they do not contradict each other.
 */
function combined(text: string, all: Candidate[], count: (params: SuggestionParams) => number): Suggestion | undefined {
  const words = text.split(' ');
  if (words.length < 2) return undefined;
  const parts: Candidate[] = [];
  for (let i = 0; i < words.length;) {
    let found: { candidate: Candidate; length: number } | undefined;
    for (let length = Math.min(3, words.length - i); length >= 1 && !found; length--) {
      // The whole text as one span is the plain suggestion, not a combination.
      if (length === words.length) continue;
      const span = words.slice(i, i + length).join(' ');
      // A later word of a longer name ('seats' of 'Heated Seats') does not name a part.
      const matches = bestMatches(span, all).filter((m) => m.quality !== 2);
      const best = matches.sort(
        (a, b) => a.quality - b.quality || TYPE_RANK.indexOf(a.candidate.type) - TYPE_RANK.indexOf(b.candidate.type),
      )[0];
      if (best) found = { candidate: best.candidate, length };
    }
    if (!found) return undefined;
    parts.push(found.candidate);
    i += found.length;
  }
  const params: SuggestionParams = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.params) as Array<[keyof SuggestionParams, string]>) {
      if (params[key] !== undefined && params[key] !== value) return undefined;
      params[key] = value;
    }
  }
  const byType = (type: SuggestionType) => parts.find((p) => p.type === type);
  const vehicle = byType('model') ?? byType('make');
  const feature = byType('feature');
  const label =
    [byType('color')?.label, byType('fuelType')?.label, vehicle?.label, byType('bodyStyle')?.label]
      .filter(Boolean)
      .join(' ') + (feature ? `${vehicle || parts.length > 1 ? ' with ' : ''}${feature.label}` : '');
  const type = TYPE_RANK.find((t) => byType(t))!;
  const n = count(params);
  return n > 0 ? { label: label.trim(), type, params, count: n } : undefined;
}

async function suggest(service: ListingSearchService, db: Queryable, rawText: string | undefined, query: Params) {
  const raw = (rawText ?? '').trim();
  if (raw.length > MAX_KEYWORD_LENGTH)
    throw new InvalidParameterError('text', `must be at most ${MAX_KEYWORD_LENGTH} characters`);
  const text = normalize(raw);
  if (compact(text).length < MIN_KEYWORD_LENGTH)
    throw new InvalidParameterError('text', `must have at least ${MIN_KEYWORD_LENGTH} letters or digits`);
  const location: Params = {};
  const zip = single(query, 'zip');
  const searchRadius = single(query, 'searchRadius');
  if (zip !== undefined) location.zip = zip;
  if (searchRadius !== undefined) location.searchRadius = searchRadius;
  const all = candidates(await catalogueOf(db));
  const matched = bestMatches(text, all);
  const counts = tally(
    service,
    location,
    matched.map((m) => m.candidate),
  );
  const suggestions: Array<Suggestion & { quality: number }> = matched
    .map(({ candidate, quality }) => ({
      label: candidate.label,
      type: candidate.type,
      params: candidate.params,
      count: counts.get(candidate.key) ?? 0,
      ...(candidate.contentUrl ? { contentUrl: candidate.contentUrl } : {}),
      quality,
    }))
    .filter((s) => s.count > 0);
  // Several words become one combined suggestion, unless the whole text already names one thing.
  const whole = suggestions.some((s) => s.quality <= 1);
  // A reviews page is never part of a combined search.
  const combo = whole
    ? undefined
    : combined(
        text,
        all.filter((c) => c.type !== 'research'),
        (params) => service.count({ ...location, ...params }),
      );
  if (combo && !suggestions.some((s) => sameParams(s.params, combo.params)))
    suggestions.push({ ...combo, quality: -1 });
  suggestions.sort((a, b) => a.quality - b.quality || b.count - a.count || a.label.localeCompare(b.label));
  return {
    suggestions: suggestions.slice(0, MAX_SUGGESTIONS).map(({ quality: _quality, ...suggestion }) => suggestion),
  };
}

/** GET /rest/lsc/marketplace/suggested/keywords/{text} (docs/rules/pages.md#keyword-search): typo-tolerant suggestions with counts near the shopper. */
export function registerKeywords(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/marketplace/suggested/keywords/:text', ({ service, db, path, query }) =>
    suggest(service, db, path.text, query),
  );
  endpoint(scope, deps, 'GET', '/rest/lsc/marketplace/suggested/keywords', ({ service, db, query }) =>
    suggest(service, db, undefined, query),
  );
}
