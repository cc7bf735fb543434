import { GraphQLError } from 'graphql';
import { ListingReportRequest } from '../../contracts/leads/index';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { badInput, refusalFieldError, zodFieldErrors } from '../account/errors';
import { idempotencyKeyOf } from '../account/idempotency';
import type { ContextValue } from '../context';
import type { LeadsResult } from '../upstreams/leads/client';
import { retryableFailure, unavailable } from '../upstreams/unavailable';
import { REPORT_TEXTS } from './constants';

/**
 * Reporting a listing (docs/rules/listing-actions.md#report): the input checked with the leads
 * service's own schema, so a mistake is a field error before any call; one use of the client's
 * budget; the report stored through the leads service's breaker. The shopper's words and who they
 * are never reach a log: nothing here logs, and errors carry neither.
 */

export const notFound = () => new GraphQLError(REPORT_TEXTS.notFound, { extensions: { code: 'NOT_FOUND' } });

async function send<T>(request: Promise<LeadsResult<T>>): Promise<LeadsResult<T>> {
  try {
    return await request;
  } catch (error) {
    throw retryableFailure(error, REPORT_TEXTS.unavailable);
  }
}

const NO_REPORT = { report: null };

type ReportListing = NonNullable<MutationResolvers<ContextValue>['reportListing']>;

export const reportListing: ReportListing = async (_parent, { input, idempotencyKey }, ctx) => {
  const key = idempotencyKeyOf(idempotencyKey);
  const parsed = ListingReportRequest.safeParse({
    listingId: input.listingId,
    reason: input.reason,
    details: input.details ?? null,
  });
  if (!parsed.success) {
    // An id that cannot be a listing's is no listing for sale, as the vehicle page treats it.
    if (parsed.error.issues.some((issue) => issue.path[0] === 'listingId')) throw notFound();
    return { ...NO_REPORT, errors: zodFieldErrors(parsed.error.issues) };
  }
  const ticket = await ctx.limits.reportListing.take(ctx.clientIp ?? 'in-process');
  if (!ticket.allowed)
    throw new GraphQLError(REPORT_TEXTS.rateLimited(ticket.retryAfterSeconds), {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: ticket.retryAfterSeconds },
    });
  const viewer = await ctx.account.viewer();
  const answer = await send(ctx.leads.client.reportListing({ ...parsed.data, userId: viewer?.userId ?? null }, key));
  if (answer.ok) {
    const { reportId, ...report } = answer.data.report;
    return { report: { id: reportId, ...report }, errors: [] };
  }
  switch (answer.refusal.code) {
    case 'NOT_FOUND':
      throw notFound();
    case 'IDEMPOTENCY_KEY_REUSED':
      throw badInput('idempotencyKey', 'was already used for a different report; send a new one');
    case 'BAD_REQUEST':
      return { ...NO_REPORT, errors: [refusalFieldError(answer.refusal)] };
    default:
      throw unavailable(REPORT_TEXTS.unavailable, 'UPSTREAM_ERROR');
  }
};
