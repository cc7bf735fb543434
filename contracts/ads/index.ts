import { z } from 'zod';
import { BRANDS, type BrandCode } from '../search/brands';

/*
 * The ad server's wire format (docs/rules/ads.md): house ads chosen per slot, their impressions and
 * clicks, the creatives' pictures, and the showcase sponsor of a market. The reference upstream
 * (upstreams/ads) builds these shapes; the gateway checks its answers with them. A viewer is a
 * pseudonymous browser id, never a person: nothing here names, mails or locates anyone beyond
 * the ZIP code searched.
 */

export const ADS_API_SHOWCASE_PATH = '/ads-api/showcase';
export const ADS_API_DECISIONS_PATH = '/ads-api/decisions';
export const ADS_API_IMPRESSIONS_PATH = '/ads-api/impressions';
export const ADS_API_CLICKS_PATH = '/ads-api/clicks';
export const ADS_API_REPORT_PATH = '/ads-api/report';
/** The creative's picture (image/svg+xml). */
export const adCreativeImagePath = (creativeId: string) => `/ads-api/creatives/${creativeId}.svg`;

/** The slot kinds; each has one creative size (upstreams/ads/constants.ts AD_SIZE_PIXELS). */
export const AD_SIZES = ['FLUID', 'LINER', 'FIXED'] as const;
export const AdSize = z.enum(AD_SIZES);
export type AdSize = z.infer<typeof AdSize>;

export const BRAND_CODES = Object.keys(BRANDS) as [BrandCode, ...BrandCode[]];
export const AdBrand = z.enum(BRAND_CODES);

/** Request limits. */
export const MAX_SLOTS_PER_REQUEST = 20;
export const MAX_MAKE_CODES = 5;
export const MAX_BODY_STYLE_CODES = 10;
export const MAX_VIEWER_ID_LENGTH = 100;
/** A slot as asked: its id on the page, a colon and its kind (fluid-7:FLUID). */
export const SLOT_PARAM_PATTERN = /^([A-Za-z0-9-]{1,40}):(FLUID|LINER|FIXED)$/;
/** A creative id: lower-case letters, digits and dashes. */
export const CREATIVE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

const ZIP = z.string().regex(/^\d{5}$/, 'must be 5 digits');
/** A catalogue code (FORD, SUVCROSS); compared in upper case. */
const CODE = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,20}$/, 'must be a catalogue code')
  .transform((code) => code.toUpperCase());

/** A query parameter given once or repeated, as a list. */
const list = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(item).max(max));

export const AdSlotRequest = z.object({ slotId: z.string(), size: AdSize });
export type AdSlotRequest = z.infer<typeof AdSlotRequest>;

const SlotParam = z
  .string()
  .regex(SLOT_PARAM_PATTERN, 'must be id:KIND (id of 1 to 40 letters, digits or dashes; KIND FLUID, LINER or FIXED)')
  .transform((raw): AdSlotRequest => {
    const [, slotId, size] = SLOT_PARAM_PATTERN.exec(raw)!;
    return { slotId, size: size as AdSize };
  });

/** GET ADS_API_DECISIONS_PATH: its query parameters as the ad server reads them. */
export const AdDecisionsQuery = z.object({
  slot: list(SlotParam, MAX_SLOTS_PER_REQUEST)
    .refine((slots) => slots.length > 0, 'give at least one slot')
    .refine((slots) => new Set(slots.map((s) => s.slotId)).size === slots.length, 'slot ids must be unique'),
  brand: AdBrand,
  zip: ZIP.optional(),
  makeCode: list(CODE, MAX_MAKE_CODES).optional(),
  bodyStyleCode: list(CODE, MAX_BODY_STYLE_CODES).optional(),
  /** The pseudonymous browser id; without it there is no frequency capping and nothing about the viewer is kept. */
  viewerId: z.string().min(1).max(MAX_VIEWER_ID_LENGTH).optional(),
});
export type AdDecisionsQuery = z.infer<typeof AdDecisionsQuery>;

/** What a caller asks for, as named values. */
export interface AdDecisionsRequest {
  slots: readonly AdSlotRequest[];
  brand: BrandCode;
  zip?: string;
  makeCodes?: readonly string[];
  bodyStyleCodes?: readonly string[];
  viewerId?: string;
}

/** The query string of a decisions request (no '?'), in the order the ad server documents. */
export function adDecisionsQueryString(request: AdDecisionsRequest): string {
  const params = new URLSearchParams();
  for (const slot of request.slots) params.append('slot', `${slot.slotId}:${slot.size}`);
  if (request.zip) params.set('zip', request.zip);
  for (const code of request.makeCodes ?? []) params.append('makeCode', code);
  for (const code of request.bodyStyleCodes ?? []) params.append('bodyStyleCode', code);
  params.set('brand', request.brand);
  if (request.viewerId) params.set('viewerId', request.viewerId);
  return params.toString();
}

/** One chosen ad. Response shapes carry no refinements but integers: the gateway's contract check reads only those. */
export const AdDecisionAd = z.object({
  /** A UUID: what the impression and the click name. */
  decisionId: z.string(),
  creativeId: z.string(),
  advertiser: z.string(),
  headline: z.string(),
  body: z.string(),
  imageAlt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: AdSize,
  /** Where the creative's picture is: adCreativeImagePath(creativeId). */
  imageUrl: z.string(),
});
export type AdDecisionAd = z.infer<typeof AdDecisionAd>;

export const AdDecision = z.object({ slotId: z.string(), ad: AdDecisionAd.nullable() });
export type AdDecision = z.infer<typeof AdDecision>;

/** The answer: one decision per slot asked, in the order asked; ad null when nothing fits. */
export const AdDecisionsResponse = z.object({ decisions: z.array(AdDecision) });
export type AdDecisionsResponse = z.infer<typeof AdDecisionsResponse>;

/** GET ADS_API_SHOWCASE_PATH: the query. */
export const ShowcaseQuery = z.object({ zip: ZIP, brand: AdBrand });
export type ShowcaseQuery = z.infer<typeof ShowcaseQuery>;

export const Showcase = z.object({
  campaignId: z.string(),
  /** The sponsoring dealer: the listing service's owner id. */
  ownerId: z.string(),
  /** Miles from the ZIP to the campaign's centre, one decimal. */
  distanceMiles: z.number(),
  radiusMiles: z.number().int(),
});
export type Showcase = z.infer<typeof Showcase>;

/** The answer: the sponsor covering the ZIP, or null. */
export const ShowcaseResponse = z.object({ showcase: Showcase.nullable() });
export type ShowcaseResponse = z.infer<typeof ShowcaseResponse>;

/** POST ADS_API_IMPRESSIONS_PATH and ADS_API_CLICKS_PATH: the body. */
export const AdEventRequest = z.object({ decisionId: z.uuid() });
export type AdEventRequest = z.infer<typeof AdEventRequest>;

/** An impression's answer: true the first time, false when the decision's impression was already kept. */
export const ImpressionResponse = z.object({ recorded: z.boolean() });
export type ImpressionResponse = z.infer<typeof ImpressionResponse>;

/** A click's answer: where to send the shopper, a path on the site ('/…', never '//…'). */
export const ClickResponse = z.object({ targetUrl: z.string() });
export type ClickResponse = z.infer<typeof ClickResponse>;

/** GET ADS_API_REPORT_PATH?brand=…: the operators' counts per creative (brand optional: all). */
export const AdReportQuery = z.object({ brand: AdBrand.optional() });
export const AdReportRow = z.object({
  creativeId: z.string(),
  brand: z.string(),
  size: AdSize,
  advertiser: z.string(),
  headline: z.string(),
  decisions: z.number().int(),
  impressions: z.number().int(),
  /** Every click counted, and the decisions clicked at least once. */
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
});
export type AdReportRow = z.infer<typeof AdReportRow>;
export const AdReportResponse = z.object({ creatives: z.array(AdReportRow) });
export type AdReportResponse = z.infer<typeof AdReportResponse>;

/** A refusal: a 400 names the field, a 404 the unknown decision or creative. */
export const AdsErrorBody = z.object({
  error: z.object({
    code: z.enum(['BAD_REQUEST', 'NOT_FOUND', 'NOT_READY', 'INTERNAL']),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type AdsErrorBody = z.infer<typeof AdsErrorBody>;
