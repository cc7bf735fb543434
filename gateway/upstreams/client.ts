import type { z } from 'zod';
import { createBreaker, type BreakerSettings } from './breaker';
import { compileContractCheck } from './contract-check';
import { errorFromUpstream, type UpstreamRefusal } from './errors';
import { getJson, UpstreamPayloadError, type QueryParams } from './http';
import { createLogger } from '../observability/logger';

/** Where an upstream endpoint lives and how long its breaker waits (each upstream's constants.ts). */
export interface EndpointSettings extends BreakerSettings {
  path: string;
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
    const { path, timeout, resetTimeout } = { ...upstream.endpoints[name], ...options.breakers };
    const fits = compileContractCheck(contract);
    const breaker = createBreaker(
      `${upstream.name}.${name}`,
      async (suffix: string, params: QueryParams) => {
        const body = await getJson<unknown>(upstream.baseUrl, `${path}${suffix}`, params, timeout);
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
    return async (params, suffix = '') => {
      try {
        return await breaker.fire(suffix, params);
      } catch (error) {
        throw errorFromUpstream(error, path, upstream.errorBody);
      }
    };
  };
}
