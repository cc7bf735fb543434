import type { FastifyInstance } from 'fastify';
import {
  STILL_INTERESTED_ALERTS_PATH,
  StillInterestedAlertRequest,
  type StillInterestedAlertResponse,
} from '../../contracts/leads/index';
import type { Db, Queryable } from '../db/database';
import { LeadsError, parseBody } from './errors';

/**
 * POST /still-interested-alerts (docs/rules/still-interested.md#sending-the-list): one list per
 * shopper and brand, in the still_interested_alerts table of migration 013. A new list replaces the
 * shopper's; the same list again changes nothing, so a retry needs no idempotency key. Neither the
 * email nor the vins are logged.
 */

interface AlertRow {
  brand: 'motormart' | 'fairvalue';
  vins: string[];
  updated_at: Date | string;
}

export interface NewAlert {
  brand: AlertRow['brand'];
  vins: string[];
  userId: string | null;
  email: string | null;
}

/** Whose list: a consumer by their id (their email may change), else a visitor by their email. */
export const shopperKey = (alert: Pick<NewAlert, 'userId' | 'email'>): string =>
  alert.userId ? `user:${alert.userId}` : `email:${alert.email}`;

function parseAlert(body: unknown): NewAlert {
  const { brand, vins, consumerId, email } = parseBody(StillInterestedAlertRequest, body);
  return {
    brand,
    vins: vins.map((vin) => vin.toUpperCase()),
    userId: consumerId?.toLowerCase() ?? null,
    email: email?.trim().toLowerCase() ?? null,
  };
}

/** Keeps the list; `changed` is false when the shopper's list was already this one. */
export async function keepAlert(tx: Queryable, alert: NewAlert): Promise<StillInterestedAlertResponse['alert']> {
  const key = shopperKey(alert);
  const [written] = await tx.query<AlertRow>(
    `INSERT INTO still_interested_alerts (shopper_key, brand, user_id, email, vins)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shopper_key, brand) DO UPDATE
       SET vins = EXCLUDED.vins, email = EXCLUDED.email, updated_at = now()
       WHERE still_interested_alerts.vins IS DISTINCT FROM EXCLUDED.vins
          OR still_interested_alerts.email IS DISTINCT FROM EXCLUDED.email
     RETURNING brand, vins, updated_at`,
    [key, alert.brand, alert.userId, alert.email, alert.vins],
  );
  if (written) return { brand: written.brand, vins: written.vins, changed: true, updatedAt: iso(written.updated_at) };
  const [kept] = await tx.query<AlertRow>(
    'SELECT brand, vins, updated_at FROM still_interested_alerts WHERE shopper_key = $1 AND brand = $2',
    [key, alert.brand],
  );
  return { brand: kept.brand, vins: kept.vins, changed: false, updatedAt: iso(kept.updated_at) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Registered in the leads service's scope (routes.ts), which answers body errors and failures. */
export function registerStillInterestedRoutes(scope: FastifyInstance, db: Db, migrated: Promise<unknown>): void {
  scope.post(STILL_INTERESTED_ALERTS_PATH, { bodyLimit: 4 * 1024 }, async (request, reply) => {
    await migrated;
    try {
      const alert = parseAlert(request.body);
      const kept = await db.transaction((tx) => keepAlert(tx, alert));
      return reply.code(200).send({ alert: kept } satisfies StillInterestedAlertResponse);
    } catch (error) {
      if (error instanceof LeadsError) return reply.code(error.status).send(error.body);
      throw error;
    }
  });
}
