import { NaturalReader } from '../../upstreams/lsc/natural/reader';
import { NATURAL_PHRASES, NATURAL_PHRASES_NOW } from './natural-search-phrases';

/** The share of the phrase table the reader must get exactly right (issue: at least 95%). */
const REQUIRED_SHARE = 0.95;

const sorted = (params: Readonly<Record<string, readonly string[]>>) =>
  JSON.stringify(Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))));

describe('plain-language search (docs/rules/natural-search.md)', () => {
  const reader = new NaturalReader();

  test(`reads at least ${REQUIRED_SHARE * 100}% of the ${NATURAL_PHRASES.length} phrases exactly`, () => {
    const misses = NATURAL_PHRASES.filter(
      ([text, expected]) => sorted(reader.read(text, NATURAL_PHRASES_NOW).params) !== sorted(expected),
    ).map(
      ([text, expected]) =>
        `${text}\n  expected ${sorted(expected)}\n  read     ${sorted(reader.read(text, NATURAL_PHRASES_NOW).params)}`,
    );
    expect(NATURAL_PHRASES.length).toBeGreaterThanOrEqual(200);
    if (misses.length / NATURAL_PHRASES.length > 1 - REQUIRED_SHARE)
      throw new Error(`${misses.length} misses:\n${misses.join('\n')}`);
  });
});
