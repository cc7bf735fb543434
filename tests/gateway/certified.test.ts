import { createContext, type ContextValue } from '../../gateway/context';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { createLscClient } from '../../gateway/upstreams/lsc/client';
import { createAccountClient } from '../../gateway/upstreams/account/client';
import { createLeadsClient } from '../../gateway/upstreams/leads/client';
import { createResearchClient } from '../../gateway/upstreams/research/client';
import { CERTIFIED_PROGRAM_UNAVAILABLE } from '../../gateway/search/certified';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startStack, type Stack } from '../support/stack';

/**
 * Listing.moneyBackGuarantee and Query.certifiedProgram (docs/rules/certified.md) through the real
 * PGlite-backed listing service and research content.
 */

let stack: Stack;
let proxy: FaultProxy;
const gateways: Gateway[] = [];

beforeAll(async () => {
  stack = await startStack(1_500);
  proxy = await startFaultProxy(stack.upstreamUrl);
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await proxy.close();
  await stack.close();
});

interface Result {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function execute(query: string, variables: Record<string, unknown> = {}): Promise<Result> {
  const context: ContextValue = createContext(createUpstreams(stack.upstreamUrl));
  const response = await stack.gateway.apollo.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult as Result;
}

interface Card {
  id: string;
  listingType: string;
  moneyBackGuarantee: boolean;
  owner: { id: string } | null;
}

const SEARCH = `query($qs: String!) {
  searchListings(brand: USED_CAR, queryString: $qs) { listings { id listingType moneyBackGuarantee owner { id } } }
}`;

async function search(qs: string): Promise<Card[]> {
  const result = await execute(SEARCH, { qs });
  expect(result.errors).toBeUndefined();
  return (result.data as { searchListings: { listings: Card[] } }).searchListings.listings;
}

/** The seeded sellers that offer a money back guarantee, by id. */
async function offeringSellers(): Promise<Set<string>> {
  const rows = await stack.testDb.db.query<{ id: number }>(
    'SELECT id FROM owners WHERE vehicle_exchange AND NOT private_seller',
  );
  return new Set(rows.map((row) => String(row.id)));
}

describe('Listing.moneyBackGuarantee', () => {
  test("a used car answers its dealer's offer: true with vehicleExchange, false without", async () => {
    const offering = await offeringSellers();
    const cards = await search('listingType=USED&sortBy=derivedpriceASC');
    const withOffer = cards.filter((card) => card.owner && offering.has(card.owner.id));
    const without = cards.filter((card) => !card.owner || !offering.has(card.owner.id));
    expect(withOffer.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    for (const card of withOffer) expect(card).toMatchObject({ listingType: 'USED', moneyBackGuarantee: true });
    for (const card of without) expect(card).toMatchObject({ listingType: 'USED', moneyBackGuarantee: false });
  });

  test('every listing the Money Back Guarantee filter keeps answers true', async () => {
    const cards = await search('listingType=USED&vehicleExchange=true');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.moneyBackGuarantee)).toBe(true);
  });

  test("a certified car has the program's guarantee whatever its dealer, on every brand", async () => {
    const offering = await offeringSellers();
    const cards = await search('listingType=CERTIFIED&listingType=3P_CERT');
    expect(cards.some((card) => card.owner && !offering.has(card.owner.id))).toBe(true);
    for (const card of cards) expect(card.moneyBackGuarantee).toBe(true);
    const onMaker = await execute(
      `{ searchListings(brand: CAR_MAKER, queryString: "listingType=CERTIFIED") { listings { moneyBackGuarantee } } }`,
    );
    const makerCards = (onMaker.data as { searchListings: { listings: Card[] } }).searchListings.listings;
    expect(makerCards.length).toBeGreaterThan(0);
    expect(makerCards.every((card) => card.moneyBackGuarantee)).toBe(true);
  });

  test('a page of results asks for no seller: the search holds them', async () => {
    stack.calls.clear();
    await search('listingType=USED&sortBy=mileageASC');
    expect([...stack.calls.keys()].filter((path) => /owner/i.test(path))).toEqual([]);
  });

  test('listings by id answer it too (their sellers in one batched lookup)', async () => {
    const offering = await offeringSellers();
    const cards = await search('listingType=USED&sortBy=yearDESC');
    const yes = cards.find((card) => card.owner && offering.has(card.owner.id));
    const no = cards.find((card) => card.owner && !offering.has(card.owner.id));
    expect(yes && no).toBeTruthy();
    const result = await execute('query($ids: [ID!]!) { listings(ids: $ids) { id moneyBackGuarantee } }', {
      ids: [yes!.id, no!.id],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      listings: [
        { id: yes!.id, moneyBackGuarantee: true },
        { id: no!.id, moneyBackGuarantee: false },
      ],
    });
  });
});

const PROGRAM = `{ certifiedProgram { maker name moneyBackGuarantee { days miles }
  tiers { code name maxAgeYears maxMiles inspectionPoints }
  thirdParty { moneyBackGuarantee { days miles } limitedWarrantyMinDays limitedWarrantyMaxDays } } }`;

describe('Query.certifiedProgram', () => {
  test('answers the certified content, with one call however often it is asked', async () => {
    const before = stack.urls.length;
    const result = await execute(`{ a: certifiedProgram { name } ${PROGRAM.slice(1)}`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      a: { name: 'Halden Motors Certified' },
      certifiedProgram: {
        maker: 'Halden Motors',
        name: 'Halden Motors Certified',
        moneyBackGuarantee: { days: 14, miles: 1_000 },
        tiers: [{ code: 'GOLD', name: 'Gold Certified', maxAgeYears: 6, maxMiles: 80_000, inspectionPoints: 172 }],
        thirdParty: {
          moneyBackGuarantee: { days: 14, miles: 1_000 },
          limitedWarrantyMinDays: 30,
          limitedWarrantyMaxDays: 90,
        },
      },
    });
    expect(stack.urls.slice(before).filter((url) => url.includes('certifiedcontent'))).toHaveLength(1);
  });

  test('the content service failing: null with a retryable error, never a crash', async () => {
    const gateway = await createGateway({
      upstreams: {
        lsc: createLscClient(stack.upstreamUrl),
        research: createResearchClient(proxy.url, { breakers: { timeout: 60_000, resetTimeout: 60_000 } }),
        account: createAccountClient(stack.upstreamUrl),
        leads: createLeadsClient(stack.upstreamUrl),
      },
      imagesUrl: stack.upstreamUrl,
    });
    gateways.push(gateway);
    await proxy.fault('/content/static', 'error500');
    try {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: PROGRAM },
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json() as Result;
      expect(answer.data).toEqual({ certifiedProgram: null });
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: CERTIFIED_PROGRAM_UNAVAILABLE,
          extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR', retryable: true }),
        }),
      ]);
    } finally {
      await proxy.fault('/content/static', 'pass');
    }
  });
});
