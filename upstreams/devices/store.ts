import type { Queryable } from '../db/database';

/**
 * The device service's table (docs/rules/push.md#device-registration, migration 027): one row per
 * Web Push subscription endpoint.
 */

export interface DeviceWrite {
  endpoint: string;
  p256dh: string;
  auth: string;
  brand: string;
  pixallId: string;
  /** The signed-in account; null for an anonymous registration, which keeps the account already linked. */
  userId: string | null;
}

/**
 * Registers the subscription, or updates the row already there for its endpoint (the page registers
 * again on every permission check and after a sign-in). An anonymous registration leaves user_id as
 * it was: the device follows the account through an expired session. Signing out removes the device
 * first (docs/rules/push.md#signing-out), so its next registration starts without an account.
 */
export async function upsertDevice(db: Queryable, device: DeviceWrite): Promise<{ id: string; userId: string | null }> {
  const [row] = await db.query<{ id: string; user_id: string | null }>(
    `INSERT INTO browser_devices (endpoint, p256dh, auth, brand, pixall_id, user_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (endpoint) DO UPDATE SET
       p256dh = EXCLUDED.p256dh,
       auth = EXCLUDED.auth,
       brand = EXCLUDED.brand,
       pixall_id = EXCLUDED.pixall_id,
       user_id = COALESCE(EXCLUDED.user_id, browser_devices.user_id),
       updated_at = now()
     RETURNING id, user_id`,
    [device.endpoint, device.p256dh, device.auth, device.brand, device.pixallId, device.userId],
  );
  return { id: row.id, userId: row.user_id };
}

/** Removes the subscription with this endpoint; whether there was one. */
export async function deleteDevice(db: Queryable, endpoint: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM browser_devices WHERE endpoint = $1 RETURNING id', [endpoint]);
  return rows.length > 0;
}
