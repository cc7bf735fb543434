import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import type { EventsClient } from '../upstreams/events/client';
import { UNAVAILABLE_CODES } from '../upstreams/unavailable';
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

const operatorReply = (reply: FastifyReply, status: number) =>
  reply
    .code(status)
    .header('content-security-policy', OPERATOR_CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex');

export function registerOperatorReports(app: FastifyInstance, options: OperatorReportsOptions): void {
  app.get(OPERATOR_REPORTS_PATH, async (request, reply) => {
    const json = wantsJson(request.query, request.headers.accept);
    const answer = (status: number, title: string, code: string, message: string) =>
      json
        ? operatorReply(reply, status).send({ error: { code, message } })
        : operatorReply(reply, status).type('text/html; charset=utf-8').send(operatorMessagePage(title, message));

    if (!carriesOperatorKey(request.headers.authorization, options.key)) {
      void reply.header('www-authenticate', REALM);
      return answer(401, 'Operator key required', 'UNAUTHENTICATED', 'These reports need the operator key.');
    }
    try {
      const result = await options.events.reports();
      if (!result.ok) throw new GraphQLError('events refused', { extensions: { code: 'UPSTREAM_ERROR' } });
      return json
        ? operatorReply(reply, 200).send(result.data)
        : operatorReply(reply, 200).type('text/html; charset=utf-8').send(reportsPage(result.data));
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      if (typeof code !== 'string' || !UNAVAILABLE_CODES.has(code)) throw error;
      request.log.warn({ code }, 'operator reports unavailable: the events service failed');
      return answer(
        503,
        'Reports unavailable',
        code,
        'The events service did not answer; the reports are not available. Try again in a minute.',
      );
    }
  });
}
