import { createBreaker, type BreakerSettings } from '../breaker';
import { errorFromUpstream } from '../errors';
import { getJson, UpstreamHttpError, type QueryParams } from '../http';
import { RESEARCH_ENDPOINTS, type ResearchEndpointName } from './constants';
import type { CertifiedContent, ConsumerRatingsResponse, ExpertReviewPost, ReferenceVehiclesResponse } from './types';

/** A model year of a make and model, as the reference lookup takes it. */
export interface VehicleKey {
  year: number;
  makeCode: string;
  modelCode: string;
}

/** Typed calls to the research-content services (spec §7), each endpoint behind its own breaker. */
export interface ResearchClient {
  referenceVehicles(key: VehicleKey): Promise<ReferenceVehiclesResponse>;
  consumerRatings(vehicleId: number): Promise<ConsumerRatingsResponse>;
  /** Expert review posts about make/model[/year[/trim]] codes (spec §7 'ymmt'). */
  expertReviews(ymmt: string): Promise<ExpertReviewPost[]>;
  certifiedContent(): Promise<CertifiedContent>;
}

export interface ResearchClientOptions {
  /** Replaces the spec's time-out and reset of every endpoint (fault tests use short ones). */
  breakers?: Partial<BreakerSettings>;
}

/*
 * A 200 whose body is not the payload counts as a failure of the upstream (it opens the circuit),
 * like a body that is not JSON at all.
 */
const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);
const SHAPES: Record<ResearchEndpointName, (body: unknown) => boolean> = {
  referenceVehicles: (body) => isObject(body) && Array.isArray(body.items),
  consumerRatings: (body) => isObject(body) && Array.isArray(body.ratings) && typeof body.numberOfReviews === 'number',
  expertReviews: (body) => Array.isArray(body),
  certifiedContent: (body) => isObject(body) && isObject(body.program) && isObject(body.thirdParty),
};

/** Built once per process: the breakers live as long as the gateway. */
export function createResearchClient(baseUrl: string, options: ResearchClientOptions = {}): ResearchClient {
  const call = <T>(name: ResearchEndpointName) => {
    const { path, timeout, resetTimeout } = { ...RESEARCH_ENDPOINTS[name], ...options.breakers };
    const breaker = createBreaker(
      `research.${name}`,
      async (suffix: string, params: QueryParams) => {
        const body = await getJson<unknown>(baseUrl, `${path}${suffix}`, params, timeout);
        if (!SHAPES[name](body)) throw new UpstreamHttpError(path, 502, undefined);
        return body as T;
      },
      { timeout, resetTimeout },
    );
    return async (params: QueryParams, suffix = ''): Promise<T> => {
      try {
        return await breaker.fire(suffix, params);
      } catch (error) {
        throw errorFromUpstream(error, path);
      }
    };
  };
  const referenceVehicles = call<ReferenceVehiclesResponse>('referenceVehicles');
  const consumerRatings = call<ConsumerRatingsResponse>('consumerRatings');
  const expertReviews = call<ExpertReviewPost[]>('expertReviews');
  const certifiedContent = call<CertifiedContent>('certifiedContent');
  return {
    referenceVehicles: ({ year, makeCode, modelCode }) =>
      referenceVehicles({ yearId: year, atcMakeCode: makeCode, atcModelCode: modelCode }),
    consumerRatings: (vehicleId) => consumerRatings({}, `/${encodeURIComponent(String(vehicleId))}`),
    // _embed is a bare flag in WordPress; any value does.
    expertReviews: (ymmt) => expertReviews({ ymmt, _embed: 1 }),
    certifiedContent: () => certifiedContent({}),
  };
}
