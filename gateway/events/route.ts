import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_REPORTS_ROUTE,
  ERROR_REPORT_BODY_LIMIT,
  EVENTS_BODY_LIMIT,
  EVENTS_ROUTE,
  ErrorReport,
  EventBatch,
  ORIGINAL_STACK_MAX,
} from '../../contracts/events/index';
import { clientErrorReports, clientErrorReportsDropped, shopperEvents } from '../observability/metrics';
import type { ActionLimiter } from '../security/action-limit';
import type { EventsClient, EventsResult } from '../upstreams/events/client';
import type { StackMapper } from './stack-map';
import { unavailableCode } from '../errors';
import { acceptBeaconBodies, checkedBody as checked, refuseField } from '../security/beacon-bodies';

/**
 * POST /events and POST /client-errors (docs/rules/events.md#the-routes): the pages' shopper events
 * and client error reports. A body is JSON, sent as application/json or, by navigator.sendBeacon
 * with a string, as text/plain; it is checked with the contract (400 names the field) and passed to
 * the events service through its breaker (gateway/upstreams/events). 202 with no body when kept; 503
 * when the service is down, and the page does not send that batch again. Nothing here logs what was
 * sent: not a route, a search, a listing, a message or a stack; only counts.
 */

export interface EventRoutesOptions {
  events: EventsClient;
  /** ERROR_REPORTS_PER_MINUTE per browser id, in the gateway's rate-limit store. */
  errorReportLimit: ActionLimiter;
  /** Maps a report's stack back to the source with the client build's hidden source maps. */
  stacks: StackMapper;
}

const refuse = refuseField;

/**
 * The events service's answer, or the failure answered: 503 when it is unavailable (one warning,
 * with counts only), its 400 passed on should it refuse what the gateway let through.
 */
async function kept(
  request: FastifyRequest,
  reply: FastifyReply,
  call: () => Promise<EventsResult<unknown>>,
  what: string,
  counts: object,
): Promise<boolean> {
  const unavailable = (code: string) => {
    request.log.warn({ code, ...counts }, `${what} not kept: the events service is unavailable`);
    void reply.code(503).send({ error: { code, message: 'The events service is unavailable' } });
    return false;
  };
  let answer: EventsResult<unknown>;
  try {
    answer = await call();
  } catch (error) {
    const code = unavailableCode(error);
    if (!code) throw error;
    return unavailable(code);
  }
  if (answer.ok) return true;
  if (answer.refusal.code === 'BAD_REQUEST') {
    void refuse(reply, answer.refusal.field ?? 'body', answer.refusal.message);
    return false;
  }
  return unavailable('UPSTREAM_ERROR');
}

export function registerEventRoutes(app: FastifyInstance, options: EventRoutesOptions): void {
  void app.register(async (scope) => {
    acceptBeaconBodies(scope, 'shopper events');

    scope.post(EVENTS_ROUTE, { bodyLimit: EVENTS_BODY_LIMIT }, async (request, reply) => {
      const batch = checked(EventBatch, request.body, reply);
      if (!batch) return reply;
      const events = batch.events.length;
      if (!(await kept(request, reply, () => options.events.recordEvents(batch), 'shopper events', { events }))) {
        if (reply.statusCode === 503) shopperEvents.inc({ outcome: 'dropped' }, events);
        return reply;
      }
      shopperEvents.inc({ outcome: 'kept' }, events);
      return reply.code(202).send();
    });

    scope.post(ERROR_REPORTS_ROUTE, { bodyLimit: ERROR_REPORT_BODY_LIMIT }, async (request, reply) => {
      const report = checked(ErrorReport, request.body, reply);
      if (!report) return reply;
      clientErrorReports.inc({ kind: report.kind });
      const ticket = await options.errorReportLimit.take(report.browserId);
      if (!ticket.allowed) {
        clientErrorReportsDropped.inc({ reason: 'rate_limited' });
        return reply
          .code(429)
          .header('retry-after', String(ticket.retryAfterSeconds))
          .send({ error: { code: 'RATE_LIMITED', message: 'Too many error reports from this browser' } });
      }
      const originalStack = report.stack ? await options.stacks.map(report.stack) : undefined;
      const record = {
        ...report,
        ...(originalStack ? { originalStack: originalStack.slice(0, ORIGINAL_STACK_MAX) } : {}),
      };
      if (
        !(await kept(request, reply, () => options.events.recordError(record), 'client error report', { reports: 1 }))
      ) {
        if (reply.statusCode === 503) clientErrorReportsDropped.inc({ reason: 'unavailable' });
        return reply;
      }
      return reply.code(202).send();
    });
  });
}
