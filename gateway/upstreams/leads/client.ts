import {
  LEADS_HEADERS,
  LeadsErrorBody,
  ListingReportResponse,
  SellerLeadResponse,
  StillInterestedAlertResponse,
  type ListingReportRequest,
  type SellerLeadRequest,
  type StillInterestedAlertRequest,
} from '../../../contracts/leads/index';
import { upstreamRequests, type EndpointResult, type UpstreamClientOptions } from '../client';
import { LEADS_ENDPOINTS } from './constants';

/** The leads service's refusal: its code, message and, for a user mistake, the body field. */
export type LeadsRefusal = LeadsErrorBody['error'];
export type LeadsResult<T> = EndpointResult<T, LeadsRefusal>;

/** Typed calls to the leads service (docs/rules/listing-actions.md#report), each endpoint behind its own breaker. */
export interface LeadsClient {
  /** Where the service answers; /readyz checks it. */
  readonly baseUrl: string;
  /** Stores a report; a retry with the same key answers the first report without storing another. */
  reportListing(body: ListingReportRequest, idempotencyKey: string): Promise<LeadsResult<ListingReportResponse>>;
  /** Keeps a shopper's still-interested list; the same list again changes nothing (no key needed). */
  keepStillInterested(body: StillInterestedAlertRequest): Promise<LeadsResult<StillInterestedAlertResponse>>;
  /** Stores a shopper's message to a seller and queues its emails; a retry with the same key sends nothing again. */
  emailSeller(body: SellerLeadRequest, idempotencyKey: string): Promise<LeadsResult<SellerLeadResponse>>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createLeadsClient(baseUrl: string, options: UpstreamClientOptions = {}): LeadsClient {
  const endpoint = upstreamRequests(
    { name: 'leads', baseUrl, endpoints: LEADS_ENDPOINTS, errorBody: LeadsErrorBody },
    options,
  );
  const reportListing = endpoint('reportListing', ListingReportResponse);
  const keepStillInterested = endpoint('keepStillInterested', StillInterestedAlertResponse);
  const emailSeller = endpoint('emailSeller', SellerLeadResponse);
  return {
    keepStillInterested: (body) => keepStillInterested({ body }),
    baseUrl,
    reportListing: (body, idempotencyKey) =>
      reportListing({ body, headers: { [LEADS_HEADERS.idempotencyKey]: idempotencyKey } }),
    emailSeller: (body, idempotencyKey) =>
      emailSeller({ body, headers: { [LEADS_HEADERS.idempotencyKey]: idempotencyKey } }),
  };
}
