import type { z } from 'zod';
import { createBreaker, type BreakerSettings } from './breaker';
import { compileContractCheck } from './contract-check';
import { errorFromUpstream, type UpstreamRefusal } from './errors';
import {
  getHtml,
  getJson,
  requestJson,
  UpstreamHttpError,
  UpstreamPayloadError,
  type HttpMethod,
  type JsonRequest,
  type QueryParams,
} from './http';
import { createLogger } from '../observability/logger';

/** Where an upstream endpoint lives and how long its breaker waits (each upstream's constants.ts). */
export interface EndpointSettings extends BreakerSettings {
  path: string;
  /** GET when unset. */
  method?: HttpMethod;
  /** What the endpoint answers: JSON (the default) or an HTML fragment (text/html, read as a string). */
  format?: 'json' | 'html';
}

/** Where a payload that breaks its contract is reported; a pino logger is one. */
export interface ContractLog {
  error(details: object, message: string): void;
}

/** Clients built without a log of their own report to the process's JSON log. */
const processLog: ContractLog = createLogger({ level: process.env.LOG_LEVEL ?? 'info' });

export interface UpstreamClientOptions {
  /** Replaces the time-out and reset of every endpoint (fault tests use short ones). */
  breakers?: Partial<BreakerSettings>;
  /** Where answers that break the contract are reported; the process log when unset. */
  log?: ContractLog;
}

/** One call of an endpoint: its query parameters, and what follows its path (e.g. `/{vehicleId}`). */
export type EndpointCall<T> = (params: QueryParams, suffix?: string) => Promise<T>;

export interface UpstreamDefinition<N extends string> {
  /** The upstream's name: breakers and metrics are named `{upstream}.{endpoint}`. */
  name: string;
  baseUrl: string;
  endpoints: Record<N, EndpointSettings>;
  /** The upstream's error body, read from a refused request (a 400 names the parameter). */
  errorBody: z.ZodType<{ error: UpstreamRefusal }>;
}

/**
 * The one way the gateway calls an upstream endpoint, whichever the upstream. Each endpoint gets
 * its own long-lived breaker; the HTTP call is aborted at the time-out; the answer is checked
 * against the endpoint's contract (contracts/) inside the breaker, once per HTTP answer. A 200 that
 * breaks the contract is the upstream's failure like a 5xx: it counts towards opening the circuit,
 * is logged once, and leaves as UPSTREAM_ERROR, so optional groups come back empty and the
 * required search shows the SRP error. Every failure leaves through errorFromUpstream.
 */
export function upstreamEndpoints<N extends string>(
  upstream: UpstreamDefinition<N>,
  options: UpstreamClientOptions = {},
): <S extends z.ZodType>(name: N, contract: S) => EndpointCall<z.output<S>> {
  return <S extends z.ZodType>(name: N, contract: S) => {
    const { path, timeout, format = 'json' } = { ...upstream.endpoints[name], ...options.breakers };
    const fetchBody = format === 'html' ? getHtml : getJson<unknown>;
    const breaker = checkedBreaker(upstream, name, contract, options, (suffix: string, params: QueryParams) =>
      fetchBody(upstream.baseUrl, `${path}${suffix}`, params, timeout),
    );
    return async (params, suffix = '') => {
      try {
        return await breaker.fire(suffix, params);
      } catch (error) {
        throw errorFromUpstream(error, path, upstream.errorBody);
      }
    };
  };
}

/** One call of an endpoint of any method: what follows its path, query, body and caller headers. */
export interface EndpointRequest extends Omit<JsonRequest, 'method'> {
  suffix?: string;
}

/**
 * What an endpoint that the caller can get wrong answers: its payload, or the upstream's refusal
 * (a 4xx with the upstream's error body: a user mistake, a missing sign-in, someone else's id).
 */
export type EndpointResult<T, E> = { ok: true; data: T } | { ok: false; status: number; refusal: E };

export type RequestCall<T, E> = (request?: EndpointRequest) => Promise<EndpointResult<T, E>>;

/**
 * The same factory for endpoints of any method (the account service's reads and writes). A 4xx is
 * the caller's answer, not the upstream's failure: it never counts towards opening the circuit
 * (createBreaker's errorFilter) and comes back as a typed refusal for the resolver to turn into a
 * field error or a code. Only failures (5xx, time-out, open circuit, broken contract, a 4xx whose
 * body is not the upstream's error body) leave through errorFromUpstream.
 */
export function upstreamRequests<N extends string, E extends { error: UpstreamRefusal | object }>(
  upstream: Omit<UpstreamDefinition<N>, 'errorBody'> & { errorBody: z.ZodType<E> },
  options: UpstreamClientOptions = {},
): <S extends z.ZodType>(name: N, contract: S) => RequestCall<z.output<S>, E['error']> {
  return <S extends z.ZodType>(name: N, contract: S) => {
    const { path, timeout, method = 'GET' } = { ...upstream.endpoints[name], ...options.breakers };
    const breaker = checkedBreaker(upstream, name, contract, options, (request: EndpointRequest) =>
      requestJson<unknown>(upstream.baseUrl, `${path}${request.suffix ?? ''}`, { ...request, method }, timeout),
    );
    return async (request = {}) => {
      try {
        return { ok: true, data: await breaker.fire(request) };
      } catch (error) {
        if (error instanceof UpstreamHttpError && error.isClientError) {
          const refusal = upstream.errorBody.safeParse(error.body);
          if (refusal.success) return { ok: false, status: error.status, refusal: refusal.data.error };
          // A 4xx without the upstream's error body is not an answer this client understands.
          throw errorFromUpstream(new Error(error.message), path, NO_REFUSAL);
        }
        throw errorFromUpstream(error, path, NO_REFUSAL);
      }
    };
  };
}

/** Refusals are read by upstreamRequests itself; what reaches errorFromUpstream is a failure. */
const NO_REFUSAL = { safeParse: () => ({ success: false }) } as unknown as z.ZodType<{ error: UpstreamRefusal }>;

/** An endpoint's breaker around its HTTP call, with the answer checked against its contract inside. */
function checkedBreaker<A extends unknown[], S extends z.ZodType>(
  upstream: { name: string; endpoints: Record<string, EndpointSettings> },
  name: string,
  contract: S,
  options: UpstreamClientOptions,
  call: (...args: A) => Promise<unknown>,
) {
  const { path, timeout, resetTimeout } = { ...upstream.endpoints[name], ...options.breakers };
  const fits = compileContractCheck(contract);
  return createBreaker(
    `${upstream.name}.${name}`,
    async (...args: A) => {
      const body = await call(...args);
      // The compiled check answers the common case without copying; zod, the contract's own
      // parser, runs only on a body the check refuses, to say where it breaks.
      if (fits(body)) return body as z.output<S>;
      const parsed = contract.safeParse(body);
      if (parsed.success) return parsed.data as z.output<S>;
      const error = new UpstreamPayloadError(path, parsed.error.issues);
      (options.log ?? processLog).error(
        {
          upstream: upstream.name,
          endpoint: name,
          path,
          issue: { path: error.issuePath, code: error.issueCode },
          issues: parsed.error.issues.length,
        },
        'upstream answer breaks its contract',
      );
      throw error;
    },
    { timeout, resetTimeout },
  );
}
