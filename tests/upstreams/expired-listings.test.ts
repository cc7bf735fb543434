import { LscExpiredListingResponse } from '../../contracts/lsc/index';
import { copyListingsSql } from '../support/listing-copies';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** GET /rest/lsc/listing/expired/{id}: a listing taken off sale, by make and model (migration 018). */

let fixture: UpstreamFixture;
beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 300 });
});
afterAll(() => fixture.close());

const db = () => fixture.testDb.db;

async function expired(id: string) {
  const response = await fixture.upstream.app.inject({ method: 'GET', url: `/rest/lsc/listing/expired/${id}` });
  return { status: response.statusCode, body: response.json() as LscExpiredListingResponse };
}

test('a listing for sale, or never listed, is not expired', async () => {
  const [{ id }] = await db().query<{ id: string }>('SELECT id::text AS id FROM listings ORDER BY id LIMIT 1');
  expect(await expired(id)).toEqual({ status: 200, body: { expired: null } });
  expect(await expired('123456789012345')).toEqual({ status: 200, body: { expired: null } });
});

test('a deleted listing is named by its make and model; listed again, it is for sale once more', async () => {
  const [row] = await db().query<{ id: string; make: string; model: string }>(
    `SELECT l.id::text AS id, mk.name AS make, md.name AS model
       FROM listings l JOIN makes mk ON mk.code = l.make_code JOIN models md ON md.code = l.model_code
      ORDER BY l.id LIMIT 1 OFFSET 5`,
  );
  // Kept aside to list it again: the same row under a spare id, copied back after the delete.
  const spare = 990_000_123;
  await db().query(
    copyListingsSql({ id: String(spare), vin: `'SPARE' || lpad(id::text, 12, '0')` }, `listings WHERE id = ${row.id}`),
  );
  await db().query('DELETE FROM listings WHERE id = $1', [row.id]);

  const { status, body } = await expired(row.id);
  expect(status).toBe(200);
  expect(body.expired).toMatchObject({ id: Number(row.id), make: { name: row.make }, model: { name: row.model } });
  expect(Number.isNaN(Date.parse(body.expired!.expiredAt))).toBe(false);

  await db().query(
    copyListingsSql({ id: row.id, vin: `'RELIST' || lpad(id::text, 11, '0')` }, `listings WHERE id = ${spare}`),
  );
  expect((await expired(row.id)).body).toEqual({ expired: null });
});

test('an id that is not digits is refused, naming the parameter', async () => {
  const { status, body } = await expired('abc');
  expect(status).toBe(400);
  expect(JSON.stringify(body)).toContain('id');
});
