import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AccountErrorBody } from '../../contracts/account/index';
import type { z } from 'zod';

/** Real HTTP calls to the account service, each answer checked against its contract schema. */

export interface CallOptions {
  body?: unknown;
  /** A body sent as it is (e.g. broken JSON). */
  rawBody?: string;
  idToken?: string;
  visitorId?: string;
  idempotencyKey?: string;
}

export interface Reply<T> {
  status: number;
  body: T;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export function accountClient(baseUrl: () => string) {
  async function raw(method: string, path: string, options: CallOptions = {}): Promise<Reply<unknown>> {
    const headers: Record<string, string> = {};
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    if (options.idToken !== undefined) headers.idtoken = options.idToken;
    if (options.visitorId !== undefined) headers['x-visitor-id'] = options.visitorId;
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    const response = await fetch(`${baseUrl()}/account-api${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** A call expected to succeed with the given status; the body must parse with the schema. */
  async function ok<S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    options?: CallOptions,
    status = 200,
  ): Promise<z.infer<S>> {
    const reply = await raw(method, path, options);
    if (reply.status !== status)
      throw new Error(`${method} ${path} answered ${reply.status}, not ${status}: ${JSON.stringify(reply.body)}`);
    return schema.parse(reply.body);
  }

  /** A call expected to be refused: the body must be an AccountErrorBody. */
  async function refused(method: string, path: string, options?: CallOptions): Promise<Reply<AccountErrorBody>> {
    const reply = await raw(method, path, options);
    if (reply.status < 400)
      throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return { status: reply.status, body: AccountErrorBody.parse(reply.body) };
  }

  return { raw, ok, refused };
}
