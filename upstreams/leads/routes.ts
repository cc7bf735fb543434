import type { FastifyInstance } from 'fastify';
import { upstreamErrorHandler } from '../error-handler';
import {
  LEADS_HEADERS,
  LISTING_REPORTS_PATH,
  ListingReportRequest,
  type ListingReportResponse,
} from '../../contracts/leads/index';
import type { Db } from '../db/database';
import { errorBody, idempotencyKeyOf, LeadsError, parseBody } from './errors';
import { registerSellerLeadRoutes, type SellerLeadDeps } from './seller-leads';
import { registerStillInterestedRoutes } from './still-interested';
import { insertReport, listingExists, reportByKey, type NewReport, type StoredReport } from './store';

/**
 * The leads service (docs/rules/listing-actions.md#report): shoppers' reports about listings, in
 * the shapes of contracts/leads. A report is answered only once it has committed, and a retry with
 * the same idempotency key answers the same report without storing another. Nothing personal (the
 * shopper's words, who they are) is logged: not the body, not a database error's detail.
 */

export interface LeadsDeps extends SellerLeadDeps {
  db: Db;
  /** Resolves once the tables exist. */
  migrated: Promise<unknown>;
}

/** A report is a reason and a few sentences. */
const BODY_LIMIT = 16 * 1024;

function parseReport(body: unknown): NewReport {
  const { listingId, reason, details, userId } = parseBody(ListingReportRequest, body);
  return { listingId, reason, details: details || null, userId: userId?.toLowerCase() ?? null };
}

/** The first answer again, or a refusal when the key came with another request. */
function replay(existing: StoredReport, report: NewReport): ListingReportResponse {
  if (!existing.sameAs(report))
    throw new LeadsError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was used for a different report; use a new key for a new report',
      LEADS_HEADERS.idempotencyKey,
    );
  return { report: existing.report };
}

export function registerLeadsRoutes(app: FastifyInstance, deps: LeadsDeps): void {
  const { db } = deps;
  void app.register(async (scope) => {
    scope.setErrorHandler(upstreamErrorHandler('leads service', errorBody));
    scope.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
    registerStillInterestedRoutes(scope, db, deps.migrated);
    registerSellerLeadRoutes(scope, deps);

    scope.post(LISTING_REPORTS_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      await deps.migrated;
      try {
        const key = idempotencyKeyOf(request.headers);
        const report = parseReport(request.body);
        const answer = await db.transaction(async (tx) => {
          const existing = await reportByKey(tx, key);
          if (existing) return replay(existing, report);
          if (!(await listingExists(tx, report.listingId)))
            throw new LeadsError(404, 'NOT_FOUND', 'No listing with this id is for sale', 'listingId');
          const created = await insertReport(tx, report, key);
          // Taken meanwhile: a retry sent at the same time committed first, and is this one's answer.
          if (!created) return replay((await reportByKey(tx, key))!, report);
          return { report: created } satisfies ListingReportResponse;
        });
        return reply.code(201).send(answer);
      } catch (error) {
        if (error instanceof LeadsError) return reply.code(error.status).send(error.body);
        throw error;
      }
    });
  });
}
