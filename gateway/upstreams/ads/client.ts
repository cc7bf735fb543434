import {
  AdDecisionsResponse,
  adCreativeImagePath,
  AdsErrorBody,
  ClickResponse,
  ImpressionResponse,
  ShowcaseResponse,
  type AdDecisionsRequest,
} from '../../../contracts/ads/index';
import type { BrandCode } from '../../../contracts/search/brands';
import { upstreamRequests, type EndpointResult, type UpstreamClientOptions } from '../client';
import { ADS_ENDPOINTS } from './constants';

/** The ad server's refusal: its code, message and, for a bad request, the field. */
export type AdsRefusal = AdsErrorBody['error'];
export type AdsResult<T> = EndpointResult<T, AdsRefusal>;

/** Typed calls to the ad server (docs/rules/ads.md#the-ad-server), each endpoint behind its own breaker. */
export interface AdsClient {
  /** Where the server answers. /readyz does not ask it: the page stands without ads. */
  readonly baseUrl: string;
  /** One decision per slot: the ad chosen, or null. */
  decisions(request: AdDecisionsRequest): Promise<AdsResult<AdDecisionsResponse>>;
  /** The showcase sponsor covering a ZIP code, or null. */
  showcase(zip: string, brand: BrandCode): Promise<AdsResult<ShowcaseResponse>>;
  /** Counts a decision's impression once. */
  impression(decisionId: string): Promise<AdsResult<ImpressionResponse>>;
  /** Counts a click and says where it goes. */
  click(decisionId: string): Promise<AdsResult<ClickResponse>>;
  /** The URL of a creative's picture on the ad server. */
  creativeImageUrl(creativeId: string): string;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createAdsClient(baseUrl: string, options: UpstreamClientOptions = {}): AdsClient {
  const endpoint = upstreamRequests(
    { name: 'ads', baseUrl, endpoints: ADS_ENDPOINTS, errorBody: AdsErrorBody },
    options,
  );
  const decisions = endpoint('decisions', AdDecisionsResponse);
  const showcase = endpoint('showcase', ShowcaseResponse);
  const impression = endpoint('impression', ImpressionResponse);
  const click = endpoint('click', ClickResponse);
  return {
    baseUrl,
    decisions: (request) =>
      decisions({
        params: {
          slot: request.slots.map((slot) => `${slot.slotId}:${slot.size}`),
          zip: request.zip,
          makeCode: request.makeCodes ? [...request.makeCodes] : undefined,
          bodyStyleCode: request.bodyStyleCodes ? [...request.bodyStyleCodes] : undefined,
          brand: request.brand,
          viewerId: request.viewerId,
        },
      }),
    showcase: (zip, brand) => showcase({ params: { zip, brand } }),
    impression: (decisionId) => impression({ body: { decisionId } }),
    click: (decisionId) => click({ body: { decisionId } }),
    creativeImageUrl: (creativeId) => `${baseUrl}${adCreativeImagePath(creativeId)}`,
  };
}
