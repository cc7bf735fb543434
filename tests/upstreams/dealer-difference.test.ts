import { DealerDiffContent, type DealerDiffListingType } from '../../contracts/cms/index';
import { LscOwner } from '../../contracts/lsc/index';
import { dealerDiffCmsId } from '../../upstreams/db/seed/owners';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';
import type { UpstreamServer } from '../../upstreams/server';

/** The content service's dealer differentiator routes (docs/rules/upstreams.md#content-service-calls). */

let fixture: UpstreamFixture;
let testDb: TestDb;
let upstream: UpstreamServer;

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 600 });
  ({ testDb, upstream } = fixture);
});
afterAll(() => fixture.close());

const inject = (url: string) => upstream.app.inject({ method: 'GET', url });

/** A seeded dealer with a tagline, and so with content. */
async function dealerWithContent() {
  const [row] = await testDb.db.query<{ id: number; name: string; cmsId: string; city: string }>(
    `SELECT id, name, city, dealer_diff_cms_id AS "cmsId" FROM owners
     WHERE NOT private_seller AND tagline IS NOT NULL ORDER BY id LIMIT 1`,
  );
  return row;
}

const TYPES: DealerDiffListingType[] = ['USED', 'NEW', 'CERTIFIED', '3P_CERT'];

describe('CMS ids of the seed', () => {
  test('every dealer with a tagline has one, derived from its id as the migration derives it; no one else has one', async () => {
    const owners = await testDb.db.query<{
      id: number;
      cmsId: string | null;
      tagline: string | null;
      private: boolean;
    }>(`SELECT id, dealer_diff_cms_id AS "cmsId", tagline, private_seller AS private FROM owners ORDER BY id`);
    expect(owners.some((o) => o.cmsId)).toBe(true);
    for (const owner of owners)
      expect(owner.cmsId).toBe(!owner.private && owner.tagline ? dealerDiffCmsId(owner.id) : null);
    const [{ migrated }] = await testDb.db.query<{ migrated: string }>(
      `SELECT 'dd-' || substr(md5('dealer-diff:' || $1::int), 1, 16) AS migrated`,
      [owners[0].id],
    );
    expect(migrated).toBe(dealerDiffCmsId(owners[0].id));
  });

  test("the listing search's owner carries it beside the tagline", async () => {
    const dealer = await dealerWithContent();
    const response = await inject(`/rest/lsc/owner?ownerId=${dealer.id}`);
    const [owner] = (response.json() as { owners: LscOwner[] }).owners;
    expect(LscOwner.parse(owner).dealerDiff).toEqual({ tagline: expect.any(String), cmsId: dealer.cmsId });
  });
});

describe('GET /content/dealerdiff/{cmsId}.json and .html', () => {
  test('the content fits its contract, is the same every time, and is worded for each listing type', async () => {
    const dealer = await dealerWithContent();
    const contents = new Map<DealerDiffListingType, DealerDiffContent>();
    for (const type of TYPES) {
      const response = await inject(`/content/dealerdiff/${dealer.cmsId}.json?listingType=${type}`);
      expect(response.statusCode).toBe(200);
      const content = DealerDiffContent.parse(response.json());
      expect(content.bullets.length).toBeGreaterThanOrEqual(2);
      expect(content.bullets.length).toBeLessThanOrEqual(5);
      expect(content.imageUrl).toBe(`/images/dealerdiff/${dealer.cmsId}.webp`);
      expect(content.imageAlt).toContain(dealer.name);
      expect(new Date(content.updatedAt).toISOString()).toBe(content.updatedAt);
      // Deterministic: asked again, the same.
      expect((await inject(`/content/dealerdiff/${dealer.cmsId}.json?listingType=${type}`)).json()).toEqual(content);
      contents.set(type, content);
    }
    // New-car and used-car wording differ.
    expect(contents.get('NEW')!.bullets).not.toEqual(contents.get('USED')!.bullets);
    expect(contents.get('NEW')!.bullets.join(' ')).toMatch(/new|sticker|factory|oil changes|test drive|loaner/i);
    expect(contents.get('CERTIFIED')!.bullets.join(' ')).not.toEqual(contents.get('USED')!.bullets.join(' '));
  });

  test('the story is an HTML fragment of headings, paragraphs and lists, naming the dealer, worded for the type', async () => {
    const dealer = await dealerWithContent();
    const stories = new Map<DealerDiffListingType, string>();
    for (const type of TYPES) {
      const response = await inject(`/content/dealerdiff/${dealer.cmsId}.html?listingType=${type}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(html).toMatch(/^<h3>/);
      expect(html).toContain(dealer.name);
      expect(html).toContain('<p>');
      expect(html).toMatch(/<ul><li>/);
      expect(new Set(html.match(/<\/?([a-z0-9]+)/g)!.map((tag) => tag.replace(/[</]/g, '')))).toEqual(
        new Set([
          'h3',
          'h4',
          'p',
          'ul',
          'li',
          ...(/<strong>/.test(html) ? ['strong'] : []),
          ...(/<em>/.test(html) ? ['em'] : []),
        ]),
      );
      stories.set(type, html);
    }
    expect(stories.get('NEW')).toContain('Buying new with us');
    expect(stories.get('USED')).toContain('How we choose our used cars');
    expect(stories.get('CERTIFIED')).toContain('Certified, the maker');
    expect(stories.get('3P_CERT')).toContain('Certified by a third party');
  });

  test('the picture is served locally, as WebP', async () => {
    const dealer = await dealerWithContent();
    const response = await inject(`/images/dealerdiff/${dealer.cmsId}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  test.each(['json', 'html'])('an unknown CMS id is a 404 in the service error shape (.%s)', async (format) => {
    const response = await inject(`/content/dealerdiff/dd-0000000000000000.${format}?listingType=USED`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String), parameter: 'cmsId' },
    });
  });

  test('a private seller has no content', async () => {
    const [{ id }] = await testDb.db.query<{ id: number }>('SELECT id FROM owners WHERE private_seller LIMIT 1');
    expect((await inject(`/content/dealerdiff/${dealerDiffCmsId(id)}.json?listingType=USED`)).statusCode).toBe(404);
  });
});

describe('bad input is a 400 naming the parameter, never a 500', () => {
  test.each([
    ['.json', '', 'listingType'],
    ['.json', '?listingType=OLD', 'listingType'],
    ['.html', '?listingType=used%3Cscript%3E', 'listingType'],
    ['.json', '?listingType=USED&listingType=NEW', 'listingType'],
  ])('%s%s → 400 naming %s', async (suffix, query, parameter) => {
    const dealer = await dealerWithContent();
    const response = await inject(`/content/dealerdiff/${dealer.cmsId}${suffix}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(
      expect.objectContaining({ code: 'INVALID_PARAMETER', parameter, message: expect.any(String) }),
    );
  });

  test('a CMS id that cannot be one is a 400 naming cmsId', async () => {
    const response = await inject(`/content/dealerdiff/NOT%20AN%20ID.json?listingType=USED`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'cmsId' });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
