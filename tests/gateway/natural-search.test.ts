import { createContext, type ContextValue } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';

/** docs/rules/natural-search.md: the service's reading, Query.naturalSearch, and the keyword box's first suggestion. */

const NATURAL = `query Natural($text: String!, $brand: Brand, $zip: String, $searchRadius: Int) {
  naturalSearch(text: $text, brand: $brand, zip: $zip, searchRadius: $searchRadius) {
    text parameters { name values } understood { text label parameters { name values } } ignored count url
  }
}`;
const SUGGESTIONS = `query Suggestions($text: String!) {
  keywordSuggestions(text: $text) { label type count url parameters { name values } }
}`;

interface Natural {
  text: string;
  parameters: Array<{ name: string; values: string[] }>;
  understood: Array<{ text: string; label: string; parameters: Array<{ name: string; values: string[] }> }>;
  ignored: string[];
  count: number;
  url: string;
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

async function execute(query: string, variables: Record<string, unknown>, context?: ContextValue) {
  const contextValue = context ?? createContext(createUpstreams(stack.upstreamUrl));
  const response = await stack.gateway.apollo.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

const upstream = (path: string) => fetch(`${stack.upstreamUrl}${path}`);
const count = async (query: string) =>
  ((await (await upstream(`/rest/lsc/listing/count?${query}`)).json()) as { count: number }).count;

describe('GET /rest/lsc/natural', () => {
  test('reads the sentence, says what it understood and ignored, and counts what the reading finds', async () => {
    const response = await upstream(
      `/rest/lsc/natural?text=${encodeURIComponent('Red AWD SUVs under $30k with a spoiler')}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      params: Record<string, string[]>;
      understood: Array<{ label: string }>;
      ignored: string[];
      count: number;
    };
    expect(body.params).toEqual({
      extColorSimple: ['RED'],
      driveGroup: ['AWD4WD'],
      vehicleStyleCode: ['SUVCROSS'],
      maxPrice: ['30000'],
    });
    expect(body.understood.map((u) => u.label)).toEqual(['Red', '4WD/AWD', 'SUV / Crossover', 'Under $30,000']);
    expect(body.ignored).toEqual(['spoiler']);
    expect(body.count).toBe(
      await count('extColorSimple=RED&driveGroup=AWD4WD&vehicleStyleCode=SUVCROSS&maxPrice=30000'),
    );
  });

  test("counts around the shopper's zip only when the sentence names no place", async () => {
    const near = (await (await upstream('/rest/lsc/natural?text=honda%20civic&zip=30301&searchRadius=25')).json()) as {
      count: number;
    };
    expect(near.count).toBe(await count('makeCode=HONDA&modelCode=CIVIC&zip=30301&searchRadius=25'));
    const named = (await (
      await upstream(
        `/rest/lsc/natural?text=${encodeURIComponent('honda civic near seattle')}&zip=30301&searchRadius=25`,
      )
    ).json()) as { params: Record<string, string[]>; count: number };
    expect(named.params).toMatchObject({ zip: ['98101'], searchRadius: ['50'] });
    expect(named.count).toBe(await count('makeCode=HONDA&modelCode=CIVIC&zip=98101&searchRadius=50'));
  });

  test('refuses a sentence with nothing to read or too long, naming text', async () => {
    for (const text of ['', '  ', '?!', 'a'.repeat(201)]) {
      const response = await upstream(`/rest/lsc/natural?text=${encodeURIComponent(text)}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { parameter: string } }).error.parameter).toBe('text');
    }
  });
});

describe('Query.naturalSearch', () => {
  test('answers the reading as SRP parameters, its chips, its URL and its count', async () => {
    const result = await execute(NATURAL, { text: '  2019 or newer honda civic with less than 40k miles  ' });
    expect(result.errors).toBeUndefined();
    const natural = (result.data as { naturalSearch: Natural }).naturalSearch;
    expect(natural.text).toBe('2019 or newer honda civic with less than 40k miles');
    expect(natural.parameters).toEqual([
      { name: 'startYear', values: ['2019'] },
      { name: 'makeCode', values: ['HONDA'] },
      { name: 'modelCode', values: ['CIVIC'] },
      { name: 'mileage', values: ['40000'] },
    ]);
    expect(natural.understood.map((u) => [u.text, u.label])).toEqual([
      ['2019 or newer', '2019 or newer'],
      ['honda civic', 'Honda Civic'],
      ['less than 40k miles', 'Under 40,000 miles'],
    ]);
    expect(natural.ignored).toEqual([]);
    expect(natural.url).toMatch(/^\/cars-for-sale(\/[^?]*)?\?/);
    for (const fragment of ['makeCode=HONDA', 'modelCode=CIVIC', 'startYear=2019', 'mileage=40000'])
      expect(natural.url).toContain(fragment);
    expect(natural.count).toBe(await count('makeCode=HONDA&modelCode=CIVIC&startYear=2019&mileage=40000'));
  });

  test("the car maker's brand counts only its make", async () => {
    const all = await execute(NATURAL, { text: 'red suv', brand: 'USED_CAR' });
    const maker = await execute(NATURAL, { text: 'red suv', brand: 'CAR_MAKER' });
    const counts = [all, maker].map((r) => (r.data as { naturalSearch: Natural }).naturalSearch.count);
    expect(counts[1]).toBeLessThan(counts[0]);
    expect(counts[1]).toBeGreaterThan(0);
  });

  test('bad input is BAD_USER_INPUT naming the field, never a 500', async () => {
    for (const [variables, field] of [
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(201) }, 'text'],
      [{ text: 'red suv', zip: '303' }, 'zip'],
      [{ text: 'red suv', searchRadius: -1 }, 'searchRadius'],
    ] as const) {
      const result = await execute(NATURAL, variables);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(result.errors?.[0].extensions)).toContain(field);
    }
  });
});

describe('keywordSuggestions with a sentence', () => {
  test('leads with the reading when it says more than one keyword could', async () => {
    const result = await execute(SUGGESTIONS, { text: 'awd suv under 30k near atlanta' });
    expect(result.errors).toBeUndefined();
    const [first] = (result.data as { keywordSuggestions: Array<{ type: string; label: string; parameters: unknown }> })
      .keywordSuggestions;
    expect(first.type).toBe('natural');
    expect(first.label).toBe('4WD/AWD · SUV / Crossover · Under $30,000 · Atlanta, GA');
    expect(first.parameters).toEqual([
      { name: 'driveGroup', values: ['AWD4WD'] },
      { name: 'vehicleStyleCode', values: ['SUVCROSS'] },
      { name: 'maxPrice', values: ['30000'] },
      { name: 'zip', values: ['30303'] },
      { name: 'searchRadius', values: ['50'] },
    ]);
  });

  test('a single keyword, or a sentence naming only one keyword thing, gets no reading', async () => {
    for (const text of ['ford', 'toyota camry']) {
      const result = await execute(SUGGESTIONS, { text });
      const types = (result.data as { keywordSuggestions: Array<{ type: string }> }).keywordSuggestions.map(
        (s) => s.type,
      );
      expect(types).not.toContain('natural');
      expect(types.length).toBeGreaterThan(0);
    }
  });

  test('when the reading fails, the keyword suggestions still come', async () => {
    const upstreams = createUpstreams(stack.upstreamUrl);
    upstreams.lsc.natural = () => Promise.reject(new Error('the reading failed'));
    const result = await execute(SUGGESTIONS, { text: 'red truck' }, createContext(upstreams));
    expect(result.errors).toBeUndefined();
    const suggestions = (result.data as { keywordSuggestions: Array<{ type: string }> }).keywordSuggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.map((s) => s.type)).not.toContain('natural');
  });
});
