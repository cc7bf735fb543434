import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

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
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    reply.header('cache-control', 'no-store');
    if (status === 415)
      return reply.code(415).send({
        error: { code: 'BAD_REQUEST', field: 'body', message: 'Send the body as application/json or text/plain' },
      });
    if (status === 413)
      return reply.code(413).send({ error: { code: 'BAD_REQUEST', field: 'body', message: 'The body is too large' } });
    if (status >= 400 && status < 500) return refuseField(reply, 'body', 'The body is not a JSON object');
    request.log.error({ err: { type: error.name, code: error.code } }, `${what} request failed`);
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Not kept' } });
  });
  scope.addHook('onRequest', async (_request, reply) => void reply.header('cache-control', 'no-store'));
}
