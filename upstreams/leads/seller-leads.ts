import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import {
  offerFloor,
  SELLER_LEAD_LIMITS,
  SELLER_LEADS_PATH,
  SellerLeadRequest,
  type SellerLeadResponse,
} from '../../contracts/leads/index';
import type { Db, Queryable } from '../db/database';
import { queueTx } from '../alerts/queue';
import { badRequest, idempotencyKeyOf, LeadsError, parseBody } from './errors';
import { LEAD_EMAIL_QUEUE } from './lead-mail-constants';
import {
  insertLead,
  leadByKey,
  leadsFromEmailToday,
  leadTarget,
  type NewSellerLead,
  type StoredLead,
} from './seller-lead-store';

/**
 * POST /seller-leads (docs/rules/contact.md#email-the-seller): a shopper's message to the seller of
 * a listing. The lead, its two emails' outbox rows and their send jobs commit in one transaction,
 * so an answered lead is one the mail worker will send, once. A retry with the same key answers the
 * first lead and sends nothing more. Nothing the shopper wrote or who they are is logged.
 */

export interface SellerLeadDeps {
  db: Db;
  migrated: Promise<unknown>;
  /**
   * The job queue, once the mail worker has started; without it the outbox rows wait, PENDING,
   * for the worker's start to queue them (lead-mail.ts queuePending).
   */
  queue(): PgBoss | undefined;
  /** The domain of the emails' Message-IDs (the site's host). */
  messageIdHost: string;
}

/** A message and a few fields. */
const BODY_LIMIT = 16 * 1024;

function parseLead(body: unknown): NewSellerLead {
  const lead = parseBody(SellerLeadRequest, body);
  return {
    listingId: lead.listingId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone ?? null,
    message: lead.message,
    preferredContact: lead.preferredContact,
    offerAmount: lead.offerAmount ?? null,
    userId: lead.userId?.toLowerCase() ?? null,
  };
}

function replay(existing: StoredLead, lead: NewSellerLead): SellerLeadResponse {
  if (!existing.sameAs(lead))
    throw new LeadsError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was used for a different message; use a new key for a new message',
      'idempotency-key',
    );
  return { lead: existing.lead };
}

async function storeLead(
  tx: Queryable,
  deps: SellerLeadDeps,
  lead: NewSellerLead,
  key: string,
): Promise<SellerLeadResponse> {
  const existing = await leadByKey(tx, key);
  if (existing) return replay(existing, lead);
  const target = await leadTarget(tx, lead.listingId);
  if (!target) throw new LeadsError(404, 'NOT_FOUND', 'No listing with this id is for sale', 'listingId');
  if (lead.offerAmount != null) {
    const floor = offerFloor(target.price);
    if (lead.offerAmount < floor || lead.offerAmount > target.price)
      throw badRequest(
        `offerAmount: an offer is from $${floor} (half the asking price) to $${target.price} (the asking price)`,
        'offerAmount',
      );
  }
  const ownerEmail = target.hideEmailForm ? null : target.ownerEmail;
  if (!ownerEmail) throw new LeadsError(409, 'EMAIL_NOT_ACCEPTED', 'This seller does not take email');
  if ((await leadsFromEmailToday(tx, lead.email)) >= SELLER_LEAD_LIMITS.perEmailPerDay)
    throw new LeadsError(
      429,
      'TOO_MANY_LEADS',
      `At most ${SELLER_LEAD_LIMITS.perEmailPerDay} messages per email address in 24 hours`,
      'email',
    );
  const { outcome, emailIds } = await insertLead(tx, lead, { ...target, ownerEmail }, key, deps.messageIdHost);
  if (outcome === 'KEY_TAKEN') return replay((await leadByKey(tx, key))!, lead);
  if (outcome === 'DUPLICATE')
    throw new LeadsError(409, 'DUPLICATE_LEAD', 'This email already wrote to the seller about this listing today');
  const boss = deps.queue();
  if (boss)
    await boss.insert(
      emailIds.map((id) => ({ id, name: LEAD_EMAIL_QUEUE, data: { emailId: id } })),
      { db: queueTx(tx) },
    );
  return outcome;
}

export function registerSellerLeadRoutes(scope: FastifyInstance, deps: SellerLeadDeps): void {
  scope.post(SELLER_LEADS_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    await deps.migrated;
    try {
      const key = idempotencyKeyOf(request.headers);
      const lead = parseLead(request.body);
      const answer = await deps.db.transaction((tx) => storeLead(tx, deps, lead, key));
      return reply.code(201).send(answer);
    } catch (error) {
      if (error instanceof LeadsError) return reply.code(error.status).send(error.body);
      throw error;
    }
  });
}
