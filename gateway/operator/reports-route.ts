import type { FastifyInstance } from 'fastify';
import type { EventReports } from '../../contracts/events/reports';
import { unavailableCode } from '../errors';
import { internalPageReply, sendInternalPage } from '../security/internal-pages';
import type { EventsClient, EventsResult } from '../upstreams/events/client';
import { carriesOperatorKey } from './key';
import { OPERATOR_REPORTS_PATH, operatorMessagePage, reportsPage } from './reports-page';

/*
 * GET /operator/reports (docs/rules/events.md#operator-reports): the last day's searches,
 * click-through, zero-result searches, feedback and client errors, behind the operator key. HTML
 * for a browser; JSON (the events service's EventReports) for `Accept: application/json` or
 * `?format=json`. Registered only when OPERATOR_KEY is set: without it the path is the site's 404.
 */

/** The page's own policy: no script at all, its one inline stylesheet, framed by nobody. */
export const OPERATOR_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const REALM = 'Basic realm="Operator reports", charset="UTF-8"';

export interface OperatorReportsOptions {
  events: EventsClient;
  /** OPERATOR_KEY (operator/key.ts). */
  key: string;
}

const wantsJson = (query: unknown, accept: string | undefined) =>
  (query as Record<string, unknown> | undefined)?.format === 'json' ||
  (!!accept && accept.includes('application/json') && !accept.includes('text/html'));

export function registerOperatorReports(app: FastifyInstance, options: OperatorReportsOptions): void {
  app.get(OPERATOR_REPORTS_PATH, async (request, reply) => {
    const json = wantsJson(request.query, request.headers.accept);
    /** JSON or the page, as asked (the page is rendered only when it is). */
    const send = (status: number, body: object, html: () => string) =>
      json
        ? internalPageReply(reply, status, OPERATOR_CSP).send(body)
        : sendInternalPage(reply, status, OPERATOR_CSP, html());
    const answer = (status: number, title: string, code: string, message: string) =>
      send(status, { error: { code, message } }, () => operatorMessagePage(title, message));
    const unavailable = (code: string) => {
      request.log.warn({ code }, 'operator reports unavailable: the events service failed');
      return answer(
        503,
        'Reports unavailable',
        code,
        'The events service did not answer; the reports are not available. Try again in a minute.',
      );
    };

    if (!carriesOperatorKey(request.headers.authorization, options.key)) {
      void reply.header('www-authenticate', REALM);
      return answer(401, 'Operator key required', 'UNAUTHENTICATED', 'These reports need the operator key.');
    }
    let result: EventsResult<EventReports>;
    try {
      result = await options.events.reports();
    } catch (error) {
      const code = unavailableCode(error);
      if (!code) throw error;
      return unavailable(code);
    }
    if (!result.ok) return unavailable('UPSTREAM_ERROR');
    return send(200, result.data, () => reportsPage(result.data));
  });
}
