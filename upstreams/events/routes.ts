import type { FastifyInstance, FastifyReply } from 'fastify';
import { upstreamErrorHandler } from '../error-handler';
import {
  EVENTS_API_ERRORS_PATH,
  EVENTS_API_EVENTS_PATH,
  EVENTS_BODY_LIMIT,
  ERROR_REPORT_BODY_LIMIT,
  ErrorReportRecord,
  EventBatch,
  ORIGINAL_STACK_MAX,
  type Accepted,
  type EventsErrorBody,
} from '../../contracts/events/index';
import type { Db } from '../db/database';
import { EVENTS_API_REPORTS_PATH, type EventReports } from '../../contracts/events/reports';
import { readReports } from './reports';
import { EVENTS_API_HISTORY_PATH, type BrowserHistory } from '../../contracts/events/history';
import { readHistory } from './history';
import { z } from 'zod';
import { insertErrorReport, insertEvents } from './store';

/**
 * The events service (docs/rules/events.md#the-events-service): shopper events and client error
 * reports, kept as the gateway passes them on. A batch is one INSERT in one transaction, so it is
 * kept whole or not at all. Nothing sent is logged: not a route, a search, a message or a stack;
 * a database error only by its SQLSTATE code.
 */

export interface EventsDeps {
  db: Db;
  /** Resolves once the tables exist. */
  migrated: Promise<unknown>;
}

/** A report is the page's with its mapped stack beside it (a character escaped in JSON is up to 6 bytes). */
const ERRORS_BODY_LIMIT = ERROR_REPORT_BODY_LIMIT + ORIGINAL_STACK_MAX * 6;

const errorBody = (code: EventsErrorBody['error']['code'], message: string, field?: string): EventsErrorBody => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

/** The body as the schema reads it, or a 400 sent naming the first field it refused (never its value). */
function parsed<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  // The whole path (events.3.route): a batch's bad event is found at once.
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  void reply
    .code(400)
    .send(
      errorBody(
        'BAD_REQUEST',
        field === 'body' ? `The body must be a JSON object: ${issue.message}` : `${field}: ${issue.message}`,
        field,
      ),
    );
  return undefined;
}

/** Whose history: the browser's id, as the page's batches carry it. */
const HistoryQuery = z.object({ browserId: EventBatch.shape.browserId });

export function registerEventsRoutes(app: FastifyInstance, deps: EventsDeps): void {
  const { db } = deps;
  void app.register(async (scope) => {
    scope.setErrorHandler(upstreamErrorHandler('events service', errorBody));
    scope.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

    scope.post(EVENTS_API_EVENTS_PATH, { bodyLimit: EVENTS_BODY_LIMIT }, async (request, reply) => {
      await deps.migrated;
      const batch = parsed(EventBatch, request.body, reply);
      if (!batch) return reply;
      const accepted = await db.transaction((tx) => insertEvents(tx, batch));
      return reply.code(200).send({ accepted } satisfies Accepted);
    });

    scope.post(EVENTS_API_ERRORS_PATH, { bodyLimit: ERRORS_BODY_LIMIT }, async (request, reply) => {
      await deps.migrated;
      const report = parsed(ErrorReportRecord, request.body, reply);
      if (!report) return reply;
      await db.transaction((tx) => insertErrorReport(tx, report));
      return reply.code(200).send({ accepted: 1 } satisfies Accepted);
    });

    // The operator's reports (docs/rules/events.md#operator-reports): read-only, in one transaction.
    scope.get(EVENTS_API_REPORTS_PATH, async (_request, reply) => {
      await deps.migrated;
      const reports = await db.transaction((tx) => readReports(tx));
      return reply.code(200).send(reports satisfies EventReports);
    });

    // One browser's history (docs/rules/history.md#the-events-service): read-only, in one transaction.
    scope.get(EVENTS_API_HISTORY_PATH, async (request, reply) => {
      await deps.migrated;
      const query = parsed(HistoryQuery, request.query, reply);
      if (!query) return reply;
      const history = await db.transaction((tx) => readHistory(tx, query.browserId));
      return reply.code(200).send(history satisfies BrowserHistory);
    });
  });
}
