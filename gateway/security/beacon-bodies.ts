import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * The body rules of the pages' beacon routes (shopper events, error reports, ad impressions): JSON,
 * sent as application/json or, by navigator.sendBeacon with a string, as text/plain. A body that
 * cannot be read is a 400 (413 too large, 415 another type) naming `body` with the rule it broke,
 * never quoting it; anything else is a 500 logged with its type and code only. Nothing is cached.
 */

export const refuseField = (reply: FastifyReply, field: string, message: string) =>
  reply.code(400).send({ error: { code: 'BAD_REQUEST', field, message } });

/** A body that is not JSON, as Fastify's JSON parser reports one. */
function notJson(): FastifyError {
  return Object.assign(new Error('The body is not valid JSON'), {
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    name: 'SyntaxError',
    statusCode: 400,
  }) as FastifyError;
}

/** Applies the rules to a plugin scope; `what` names its requests in the log ('shopper events'). */
export function acceptBeaconBodies(scope: FastifyInstance, what: string): void {
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(notJson(), undefined);
    }
  });
  scope.setErrorHandler(bodyErrorHandler(what, 'Send the body as application/json or text/plain'));
  scope.addHook('onRequest', async (_request, reply) => void reply.header('cache-control', 'no-store'));
}

/** What a route answers when its own code fails: a 500 by default, a 503 where an upstream is behind it. */
export interface BodyFailure {
  status: number;
  code: string;
  message: string;
}
const NOT_KEPT: BodyFailure = { status: 500, code: 'INTERNAL', message: 'Not kept' };

/**
 * The error handler of a JSON route: 415 (another type, `typeRule` saying which it takes), 413 and
 * any other 4xx of the parser name `body` and the rule, never the body; the rest is logged by type
 * and code only and answered with `failure`.
 */
export function bodyErrorHandler(what: string, typeRule: string, failure: BodyFailure = NOT_KEPT) {
  return (
    error: FastifyError,
    request: { log: { error(object: object, message: string): void } },
    reply: FastifyReply,
  ) => {
    const status = error.statusCode ?? 500;
    reply.header('cache-control', 'no-store');
    if (status === 415)
      return reply.code(415).send({ error: { code: 'BAD_REQUEST', field: 'body', message: typeRule } });
    if (status === 413)
      return reply.code(413).send({ error: { code: 'BAD_REQUEST', field: 'body', message: 'The body is too large' } });
    if (status >= 400 && status < 500) return refuseField(reply, 'body', 'The body is not a JSON object');
    request.log.error({ err: { type: error.name, code: error.code } }, `${what} request failed`);
    return reply.code(failure.status).send({ error: { code: failure.code, message: failure.message } });
  };
}

/**
 * A scope whose routes take application/json only: a cross-site page can send text/plain or a form
 * without asking first (no CORS preflight), application/json it cannot.
 */
export function acceptJsonBodies(scope: FastifyInstance, what: string, failure?: BodyFailure): void {
  scope.removeContentTypeParser('text/plain');
  scope.setErrorHandler(bodyErrorHandler(what, 'Send the body as application/json', failure));
  scope.addHook('onRequest', async (_request, reply) => void reply.header('cache-control', 'no-store'));
}

/** The body as the contract reads it, or undefined once a 400 naming the first refused field is sent. */
export function checkedBody<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  // The whole path (events.3.route): a batch's bad event is found at once.
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  // The issue's message names the rule, never the value.
  void refuseField(reply, field, field === 'body' ? 'The body must be a JSON object' : `${field}: ${issue.message}`);
  return undefined;
}
