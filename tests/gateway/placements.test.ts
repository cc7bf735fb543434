import {
  newCarBoostPositions,
  placeListings,
  similarApplies,
  supplementalApplies,
  type PlacementInput,
} from '../../gateway/search/placements';

const make = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

function page(over: Partial<PlacementInput<string>> = {}): PlacementInput<string> {
  return {
    main: make('m', 30),
    spotlights: { premium: make('p', 2), featured: make('f', 6), standard: [] },
    newCarBoost: make('b', 2),
    pageSize: 30,
    totalCount: 500,
    firstRecord: 0,
    ...over,
  };
}

/** The page as one letter per card: M main, P premium, F featured, S standard, B new car boost. */
const layout = (input: PlacementInput<string>) =>
  placeListings(input)
    .map(
      (p) =>
        ({ MAIN: 'M', PREMIUM_SPOTLIGHT: 'P', FEATURED_SPOTLIGHT: 'F', STANDARD_SPOTLIGHT: 'S', NEW_CAR_BOOST: 'B' })[
          p.placement
        ],
    )
    .join('');

describe('slot positions', () => {
  test('a page of 30 with 2 premium and 6 featured: premium at 0 and 1, featured at 2 and 23, a boost at 6', () => {
    const placed = placeListings(page());
    expect(layout(page())).toBe('PPFMMMBMMMMMMMMMMMMMMMMFMMMMMMMMMMM');
    expect(placed.map((p) => p.position)).toEqual(placed.map((_, i) => i));
    expect(placed.filter((p) => p.placement === 'MAIN').map((p) => p.item)).toEqual(make('m', 30));
    expect(placed.slice(0, 3).map((p) => p.item)).toEqual(['p0', 'p1', 'f0']);
    expect(placed[6].item).toBe('b0');
    expect(placed[23].item).toBe('f1');
  });

  test('premium at offsets 0, 1, 2 when three premium spotlights are given', () => {
    const placed = placeListings(page({ spotlights: { premium: make('p', 3), featured: [], standard: [] } }));
    expect(placed.slice(0, 3).map((p) => [p.item, p.placement])).toEqual([
      ['p0', 'PREMIUM_SPOTLIGHT'],
      ['p1', 'PREMIUM_SPOTLIGHT'],
      ['p2', 'PREMIUM_SPOTLIGHT'],
    ]);
  });

  test('the fourth tier at +23 takes featured, else standard, never premium', () => {
    const featured = placeListings(page({ spotlights: { premium: make('p', 5), featured: ['f0'], standard: ['s0'] } }));
    expect(featured[23]).toEqual({ item: 'f0', placement: 'FEATURED_SPOTLIGHT', position: 23 });
    const standard = placeListings(page({ spotlights: { premium: make('p', 5), featured: [], standard: ['s0'] } }));
    expect(standard[23]).toEqual({ item: 's0', placement: 'STANDARD_SPOTLIGHT', position: 23 });
    const none = placeListings(page({ spotlights: { premium: make('p', 5), featured: [], standard: [] } }));
    expect(none[23].placement).toBe('MAIN');
  });

  test('a slot without a spotlight closes up', () => {
    expect(layout(page({ spotlights: { premium: [], featured: [], standard: [] }, newCarBoost: [] }))).toBe(
      'M'.repeat(30),
    );
  });

  test('spotlight slots repeat every 30 organic listings', () => {
    const input = page({
      main: make('m', 60),
      pageSize: 60,
      spotlights: { premium: make('p', 6), featured: make('f', 6), standard: [] },
      newCarBoost: [],
    });
    const placed = placeListings(input);
    // Block 1 is 30 organic plus P, P, P and F: 34 cards; block 2 starts at 34.
    expect(layout(input)).toBe(`PPP${'M'.repeat(20)}F${'M'.repeat(10)}PPP${'M'.repeat(20)}F${'M'.repeat(10)}`);
    expect(placed[34]).toEqual({ item: 'p3', placement: 'PREMIUM_SPOTLIGHT', position: 34 });
  });

  test('the next page of 30 starts a block of its own', () => {
    expect(layout(page({ firstRecord: 30 }))).toBe(layout(page()));
  });

  test('a page that starts inside a block counts that block on from firstRecord % 30', () => {
    // Organic 15..29 finish block 0 (offset 23 is its 9th card here), organic 30 opens block 1.
    const input = page({ main: make('m', 20), firstRecord: 15 });
    expect(layout(input)).toBe('MMMMMMBMFMMMMMMMMPPFMMMMM');
  });

  test('nothing is placed after the last organic listing', () => {
    expect(layout(page({ main: make('m', 5) }))).toBe('PPFMMMBMM');
    expect(layout(page({ main: make('m', 3) }))).toBe('PPFMMM');
  });

  test('a page without organic listings shows nothing', () => {
    expect(placeListings(page({ main: [] }))).toEqual([]);
  });
});

describe('new car boost', () => {
  test('one boost at 6 on a page of 30', () => {
    const placed = placeListings(page());
    expect(placed.filter((p) => p.placement === 'NEW_CAR_BOOST')).toEqual([
      { item: 'b0', placement: 'NEW_CAR_BOOST', position: 6 },
    ]);
  });

  test('a second at 22 when page size and count are at least 75', () => {
    const placed = placeListings(page({ main: make('m', 75), pageSize: 75, totalCount: 75 }));
    expect(placed.filter((p) => p.placement === 'NEW_CAR_BOOST').map((p) => [p.item, p.position])).toEqual([
      ['b0', 6],
      ['b1', 22],
    ]);
    expect(placed[23].placement).toBe('FEATURED_SPOTLIGHT');
  });

  test.each([
    ['page size', 74, 500],
    ['count', 100, 74],
  ])('no second boost when the %s is under 75', (_case, pageSize, totalCount) => {
    expect(newCarBoostPositions(pageSize, totalCount)).toEqual([6]);
    const placed = placeListings(page({ main: make('m', 74), pageSize, totalCount }));
    expect(placed.filter((p) => p.placement === 'NEW_CAR_BOOST')).toHaveLength(1);
  });

  test('a boost whose position a spotlight holds takes the next one', () => {
    // Organic 24..29 fill 0-5; organic 30 opens a block at 6, whose premium slots come first.
    const placed = placeListings(page({ firstRecord: 24 }));
    expect(placed.slice(6, 10).map((p) => p.placement)).toEqual([
      'PREMIUM_SPOTLIGHT',
      'PREMIUM_SPOTLIGHT',
      'FEATURED_SPOTLIGHT',
      'NEW_CAR_BOOST',
    ]);
  });

  test('no boost without boost listings', () => {
    expect(layout(page({ newCarBoost: [] }))).not.toContain('B');
  });
});

describe('result groups', () => {
  test('supplemental listings apply when the main results are fewer than one batch of 30', () => {
    expect(supplementalApplies(0)).toBe(true);
    expect(supplementalApplies(29)).toBe(true);
    expect(supplementalApplies(30)).toBe(false);
  });

  test('similar listings show when total matches plus extras are at most 25', () => {
    expect(similarApplies(20, 5)).toBe(true);
    expect(similarApplies(20, 6)).toBe(false);
    expect(similarApplies(0, 0)).toBe(true);
  });
});
