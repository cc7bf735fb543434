import type { PreferredContact, SellerLead } from '../../contracts/leads/index';
import type { Queryable } from '../db/database';
import { listingTitle } from '../lsc/payload';

/** The seller_leads and lead_emails tables of migration 016, read and written. */

export interface NewSellerLead {
  listingId: string;
  firstName: string;
  lastName: string;
  /** Lower-cased. */
  email: string;
  phone: string | null;
  message: string;
  preferredContact: PreferredContact;
  /** Whole dollars, or null for a plain message. */
  offerAmount: number | null;
  userId: string | null;
}

/** The listing written about and its seller, as the lead keeps them. */
export interface LeadTarget {
  listingTitle: string;
  ownerId: number;
  ownerName: string;
  /** Null when the seller has no address to send to. */
  ownerEmail: string | null;
  hideEmailForm: boolean;
  /** The asking price, whole dollars. */
  price: number;
}

interface LeadRow {
  id: string;
  listing_id: string | number;
  owner_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
  preferred_contact: PreferredContact;
  offer_amount: number | null;
  user_id: string | null;
  created_at: Date | string;
}

const COLUMNS =
  'id, listing_id, owner_name, first_name, last_name, email, phone, message, preferred_contact, offer_amount, user_id, created_at';

const toLead = (row: LeadRow): SellerLead => ({
  leadId: row.id,
  listingId: String(row.listing_id),
  ownerName: row.owner_name,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A lead as stored: what a retry is compared with. */
export interface StoredLead {
  lead: SellerLead;
  /** Whether the row holds exactly this request. */
  sameAs(request: NewSellerLead): boolean;
}

const stored = (row: LeadRow): StoredLead => ({
  lead: toLead(row),
  sameAs: (request) =>
    String(row.listing_id) === request.listingId &&
    row.first_name === request.firstName &&
    row.last_name === request.lastName &&
    row.email === request.email &&
    (row.phone ?? null) === request.phone &&
    row.message === request.message &&
    row.preferred_contact === request.preferredContact &&
    (row.offer_amount ?? null) === request.offerAmount &&
    (row.user_id ?? null) === (request.userId?.toLowerCase() ?? null),
});

export async function leadByKey(tx: Queryable, idempotencyKey: string): Promise<StoredLead | undefined> {
  const [row] = await tx.query<LeadRow>(`SELECT ${COLUMNS} FROM seller_leads WHERE idempotency_key = $1`, [
    idempotencyKey,
  ]);
  return row && stored(row);
}

/** The listing for sale and its seller; undefined when no listing has this id. */
export async function leadTarget(tx: Queryable, listingId: string): Promise<LeadTarget | undefined> {
  const [row] = await tx.query<{
    listing_type: string;
    year: number;
    make_name: string;
    model_name: string;
    trim_name: string;
    owner_id: number;
    owner_name: string;
    owner_email: string | null;
    hide_email_form: boolean;
    price: number;
  }>(
    `SELECT l.listing_type, l.year, l.price, mk.name AS make_name, md.name AS model_name, t.name AS trim_name,
            o.id AS owner_id, o.name AS owner_name, o.email AS owner_email, o.hide_email_form
     FROM listings l
     JOIN owners o ON o.id = l.owner_id
     JOIN makes mk ON mk.code = l.make_code
     JOIN models md ON md.code = l.model_code
     JOIN trims t ON t.model_code = l.model_code AND t.code = l.trim_code
     WHERE l.id = $1`,
    [listingId],
  );
  if (!row) return undefined;
  return {
    listingTitle: listingTitle({
      listingType: row.listing_type as Parameters<typeof listingTitle>[0]['listingType'],
      year: row.year,
      makeName: row.make_name,
      modelName: row.model_name,
      trimName: row.trim_name,
    }),
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
    hideEmailForm: row.hide_email_form,
    price: row.price,
  };
}

/** Leads this email sent in the last 24 hours. */
export async function leadsFromEmailToday(tx: Queryable, email: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM seller_leads WHERE email = $1 AND created_at > now() - interval '24 hours'`,
    [email],
  );
  return row.n;
}

export type InsertOutcome = { lead: SellerLead } | 'KEY_TAKEN' | 'DUPLICATE';

/**
 * Stores the lead and its two outbox rows (the seller's email, the shopper's copy), whose
 * Message-IDs are fixed here. KEY_TAKEN: a retry with this key committed first; DUPLICATE: this
 * email already wrote about this listing today (UTC).
 */
export async function insertLead(
  tx: Queryable,
  lead: NewSellerLead,
  target: LeadTarget & { ownerEmail: string },
  idempotencyKey: string,
  messageIdHost: string,
): Promise<{ outcome: InsertOutcome; emailIds: string[] }> {
  const [row] = await tx.query<LeadRow>(
    `INSERT INTO seller_leads (listing_id, listing_title, owner_id, owner_name, owner_email, first_name, last_name,
       email, phone, message, preferred_contact, user_id, idempotency_key, lead_day, offer_amount, asking_price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, (now() AT TIME ZONE 'UTC')::date, $14,
       CASE WHEN $14::int IS NULL THEN NULL ELSE $15::int END)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [
      lead.listingId,
      target.listingTitle,
      target.ownerId,
      target.ownerName,
      target.ownerEmail,
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.phone,
      lead.message,
      lead.preferredContact,
      lead.userId,
      idempotencyKey,
      lead.offerAmount,
      target.price,
    ],
  );
  if (!row) {
    const taken = await tx.query('SELECT 1 FROM seller_leads WHERE idempotency_key = $1', [idempotencyKey]);
    return { outcome: taken.length > 0 ? 'KEY_TAKEN' : 'DUPLICATE', emailIds: [] };
  }
  const emails = await tx.query<{ id: string }>(
    `INSERT INTO lead_emails (lead_id, kind, message_id)
     SELECT $1::uuid, kind, '<lead.' || $1::text || '.' || lower(kind) || '@' || $2::text || '>'
     FROM unnest(ARRAY['SELLER', 'SHOPPER_COPY']) AS kind
     RETURNING id`,
    [row.id, messageIdHost],
  );
  return { outcome: { lead: toLead(row) }, emailIds: emails.map((email) => email.id) };
}
