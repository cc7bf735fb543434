import {
  CertifiedContent,
  ConsumerRatingsResponse,
  ExpertReviewsResponse,
  ReferenceVehiclesResponse,
  ResearchErrorBody,
} from '../../../contracts/research/index';
import { upstreamEndpoints, type UpstreamClientOptions } from '../client';
import { RESEARCH_ENDPOINTS } from './constants';

/** A model year of a make and model, as the reference lookup takes it. */
export interface VehicleKey {
  year: number;
  makeCode: string;
  modelCode: string;
}

/** Typed calls to the research-content services (docs/rules/upstreams.md#research-content-calls), each endpoint behind its own breaker. */
export interface ResearchClient {
  /** Where the services answer; /readyz checks it. */
  readonly baseUrl: string;
  referenceVehicles(key: VehicleKey): Promise<ReferenceVehiclesResponse>;
  consumerRatings(vehicleId: number): Promise<ConsumerRatingsResponse>;
  /** Expert review posts about make/model[/year[/trim]] codes (docs/rules/research.md#expert-reviews). */
  expertReviews(ymmt: string): Promise<ExpertReviewsResponse>;
  certifiedContent(): Promise<CertifiedContent>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createResearchClient(baseUrl: string, options: UpstreamClientOptions = {}): ResearchClient {
  const endpoint = upstreamEndpoints(
    { name: 'research', baseUrl, endpoints: RESEARCH_ENDPOINTS, errorBody: ResearchErrorBody },
    options,
  );
  const referenceVehicles = endpoint('referenceVehicles', ReferenceVehiclesResponse);
  const consumerRatings = endpoint('consumerRatings', ConsumerRatingsResponse);
  const expertReviews = endpoint('expertReviews', ExpertReviewsResponse);
  const certifiedContent = endpoint('certifiedContent', CertifiedContent);
  return {
    baseUrl,
    referenceVehicles: ({ year, makeCode, modelCode }) =>
      referenceVehicles({ yearId: year, atcMakeCode: makeCode, atcModelCode: modelCode }),
    consumerRatings: (vehicleId) => consumerRatings({}, `/${encodeURIComponent(String(vehicleId))}`),
    // _embed is a bare flag in WordPress; any value does.
    expertReviews: (ymmt) => expertReviews({ ymmt, _embed: 1 }),
    certifiedContent: () => certifiedContent({}),
  };
}
