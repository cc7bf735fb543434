import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What a body Fastify could not read is answered with: the rule it broke, never the body. */
const BODY_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty: send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  default: 'The body could not be read as JSON',
};

/** An upstream's own error body for a code, a message and the field at fault. */
type ErrorBodyOf = (code: 'BAD_REQUEST' | 'INTERNAL', message: string, field?: string) => unknown;

/**
 * The error handler of a reference upstream's routes, the same for each: a body Fastify could not
 * read (invalid JSON, too large, not JSON) is a 400 on `body`, with a message that never quotes it;
 * anything else is a 500 logged ('{logName} request failed') with its type and code only. A database error's message and detail
 * can quote the values written, so only its SQLSTATE code is logged.
 */
export function upstreamErrorHandler(service: string, errorBody: ErrorBodyOf, logName = service.split(' ')[0]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(400).send(errorBody('BAD_REQUEST', BODY_ERRORS[error.code] ?? BODY_ERRORS.default, 'body'));
    const fromDatabase = typeof (error as { severity?: unknown }).severity === 'string';
    request.log.error(
      { err: { type: error.name, code: error.code, ...(fromDatabase ? {} : { message: error.message }) } },
      `${logName} request failed`,
    );
    return reply.code(500).send(errorBody('INTERNAL', `The ${service} failed`));
  };
}
