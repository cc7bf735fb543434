import { CATALOGUE, seriesOf } from '../../upstreams/db/catalogue/index';
import { generateInventory } from '../../upstreams/db/seed/index';
import type { ListingRow } from '../../upstreams/db/seed/listings';
import type { OwnerRow } from '../../upstreams/db/seed/owners';
import type { ListingRecord, OwnerRecord } from '../../upstreams/lsc/records';

const makes = new Map(CATALOGUE.map((m) => [m.code, m]));
const series = seriesOf(CATALOGUE);

/** A seeded listing as the search service loads it (names joined, series of its model). */
export function toRecord(row: ListingRow): ListingRecord {
  const make = makes.get(row.makeCode)!;
  const model = make.models.find((m) => m.code === row.modelCode)!;
  const trim = model.trims.find((t) => t.code === row.trimCode)!;
  return {
    ...row,
    makeName: make.name,
    modelName: model.name,
    trimName: trim.name,
    seriesCode: series.get(row.modelCode)?.code ?? null,
    seriesName: series.get(row.modelCode)?.name ?? null,
    listedAt: row.listedAt.getTime(),
  };
}

function toOwner(row: OwnerRow): OwnerRecord {
  const { franchiseMakes: _franchise, ...owner } = row;
  return owner;
}

/** The deterministic seed's first `count` listings and their owners, in memory (no database). */
export function inventory(count: number): { listings: ListingRecord[]; owners: OwnerRecord[] } {
  const listings: ListingRecord[] = [];
  const owners: OwnerRecord[] = [];
  for (const batch of generateInventory(count)) {
    owners.push(...batch.owners.map(toOwner));
    listings.push(...batch.listings.map(toRecord));
  }
  return { listings, owners };
}
