import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Paths pino blanks out wherever they appear in a log line: credentials in headers, and personal
 * data (email, phone) in any logged object up to three levels deep.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.idtoken',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers.idtoken',
  // API keys (docs/rules/public-api.md#api-keys-and-quotas): a secret, never logged.
  'req.headers["x-api-key"]',
  'headers["x-api-key"]',
  ...['email', 'phone', 'phoneNumber', 'idtoken', 'token'].flatMap((key) => [
    key,
    `*.${key}`,
    `*.*.${key}`,
    `*.*.*.${key}`,
  ]),
];

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * The request as logged: method, path and client IP. The query string is left out because GET
 * /graphql carries variables there, and the SRP's own query string is personal enough.
 */
function requestSerializer(request: LoggedRequest) {
  return { method: request.method, path: request.url.split('?')[0], remoteAddress: request.ip };
}

export interface LoggerSettings {
  level?: string;
  /** Where lines go; stdout when unset. Tests pass a stream to read what was written. */
  destination?: DestinationStream;
}

/** Structured JSON logs for the gateway; Fastify binds the request id to every line of a request. */
export function createLogger(settings: LoggerSettings = {}): Logger {
  return pino(
    {
      level: settings.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: requestSerializer,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    settings.destination,
  );
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is kept only if it looks like an id, so a client cannot write arbitrary text into logs. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
