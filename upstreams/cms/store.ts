import type { Queryable } from '../db/database';

/** The dealer a CMS id belongs to, as its content is written about it. */
export interface DealerFacts {
  id: number;
  name: string;
  city: string;
  state: string;
  tagline: string;
  homeServices: string[];
  vehicleExchange: boolean;
  rating: number | null;
}

/** The dealer whose differentiator content has this id (owners.dealer_diff_cms_id, migration 020); undefined when none has. */
export async function dealerByCmsId(db: Queryable, cmsId: string): Promise<DealerFacts | undefined> {
  const [row] = await db.query<DealerFacts>(
    `SELECT id, name, city, state, tagline, home_services AS "homeServices", vehicle_exchange AS "vehicleExchange",
            rating::float8 AS rating
     FROM owners WHERE dealer_diff_cms_id = $1 AND NOT private_seller AND tagline IS NOT NULL`,
    [cmsId],
  );
  return row;
}
