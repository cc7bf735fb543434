import { randomUUID } from 'node:crypto';
import { upstreamErrorHandler } from '../error-handler';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ADS_API_CLICKS_PATH,
  ADS_API_DECISIONS_PATH,
  ADS_API_IMPRESSIONS_PATH,
  ADS_API_REPORT_PATH,
  ADS_API_SHOWCASE_PATH,
  AdDecisionsQuery,
  AdEventRequest,
  AdReportQuery,
  CREATIVE_ID_PATTERN,
  ShowcaseQuery,
  adCreativeImagePath,
  type AdDecisionsResponse,
  type AdReportResponse,
  type AdsErrorBody,
  type ClickResponse,
  type ImpressionResponse,
  type ShowcaseResponse,
} from '../../contracts/ads/index';
import type { Queryable } from '../db/database';
import { chooseAds, impressionsLeft } from './choose';
import {
  AD_EVENT_BODY_LIMIT,
  AD_SIZE_PIXELS,
  CAPPING_WINDOW_MS,
  CREATIVE_IMAGE_CACHE,
  SVG_CONTENT_TYPE,
} from './constants';
import { creativeSvg } from './creative-svg';
import { coveringCampaign, locate } from './market';
import {
  activeCampaigns,
  activeCreatives,
  creativeById,
  creativeReport,
  impressionsSince,
  insertDecisions,
  recordClick,
  recordImpression,
} from './store';

/**
 * The ad server (docs/rules/ads.md): house ads per slot, their impressions and clicks, the
 * creatives' pictures, the showcase sponsor of a market and the operators' report. Bad input is a
 * 400 naming the field, an unknown decision or creative a 404, never a 500. Nothing a request
 * carries is logged: not a viewer id, a ZIP or a body; a database error only by its SQLSTATE code.
 */

export interface AdsDeps {
  db: Queryable;
  /** Whether the creatives and campaigns are seeded; 503 until then. */
  ready: () => boolean;
  /** The clock decisions, impressions, clicks and the capping window are read by (tests move it). */
  now?: () => Date;
}

const errorBody = (code: AdsErrorBody['error']['code'], message: string, field?: string): AdsErrorBody => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

/** The input as the schema reads it, or a 400 sent naming the first field it refused (never its value). */
function parsed<T>(schema: z.ZodType<T>, input: unknown, reply: FastifyReply, whole: string): T | undefined {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue.path.length > 0 ? String(issue.path[0]) : whole;
  void reply.code(400).send(errorBody('BAD_REQUEST', `${field}: ${issue.message}`, field));
  return undefined;
}

const notFound = (reply: FastifyReply, message: string, field: string) =>
  reply.code(404).send(errorBody('NOT_FOUND', message, field));

export function registerAdsRoutes(app: FastifyInstance, deps: AdsDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  void app.register(async (scope) => {
    scope.setErrorHandler(upstreamErrorHandler('ad server', errorBody, 'ads'));
    scope.addHook('onRequest', async (_request, reply) => {
      if (!deps.ready()) return reply.code(503).send(errorBody('NOT_READY', 'The ads are still loading'));
    });

    scope.get(ADS_API_SHOWCASE_PATH, async (request, reply) => {
      const query = parsed(ShowcaseQuery, request.query, reply, 'query');
      if (!query) return reply;
      const location = locate(query.zip);
      const covering = location && coveringCampaign(await activeCampaigns(db, query.brand), location);
      const answer: ShowcaseResponse = {
        showcase: covering
          ? {
              campaignId: covering.campaign.id,
              ownerId: String(covering.campaign.ownerId),
              distanceMiles: Math.round(covering.distanceMiles * 10) / 10,
              radiusMiles: covering.campaign.radiusMiles,
            }
          : null,
      };
      return reply.header('cache-control', 'no-store').send(answer);
    });

    scope.get(ADS_API_DECISIONS_PATH, async (request, reply) => {
      const query = parsed(AdDecisionsQuery, request.query, reply, 'query');
      if (!query) return reply;
      const at = now();
      const creatives = await activeCreatives(db, query.brand);
      // Without a viewer id nothing is counted, so nothing is capped.
      const left = query.viewerId
        ? impressionsLeft(
            creatives,
            await impressionsSince(db, query.viewerId, new Date(at.getTime() - CAPPING_WINDOW_MS)),
          )
        : undefined;
      const picks = chooseAds(
        query.slot,
        creatives,
        {
          zip: query.zip,
          location: query.zip ? locate(query.zip) : undefined,
          makeCodes: new Set(query.makeCode ?? []),
          bodyStyleCodes: new Set(query.bodyStyleCode ?? []),
        },
        left,
      );
      const decided = picks.map((pick) => ({ ...pick, decisionId: pick.creative ? randomUUID() : undefined }));
      await insertDecisions(
        db,
        decided.flatMap(({ slotId, creative, decisionId }) =>
          creative && decisionId ? [{ decisionId, creativeId: creative.id, slotId }] : [],
        ),
        { viewerId: query.viewerId, brand: query.brand, at },
      );
      const answer: AdDecisionsResponse = {
        decisions: decided.map(({ slotId, creative, decisionId }) => ({
          slotId,
          ad:
            creative && decisionId
              ? {
                  decisionId,
                  creativeId: creative.id,
                  advertiser: creative.advertiser,
                  headline: creative.headline,
                  body: creative.body,
                  imageAlt: creative.imageAlt,
                  ...AD_SIZE_PIXELS[creative.size],
                  size: creative.size,
                  imageUrl: adCreativeImagePath(creative.id),
                }
              : null,
        })),
      };
      return reply.header('cache-control', 'no-store').send(answer);
    });

    scope.post(ADS_API_IMPRESSIONS_PATH, { bodyLimit: AD_EVENT_BODY_LIMIT }, async (request, reply) => {
      const body = parsed(AdEventRequest, request.body, reply, 'body');
      if (!body) return reply;
      const outcome = await recordImpression(db, body.decisionId, now());
      if (outcome === 'unknown') return notFound(reply, 'No such decision', 'decisionId');
      return reply
        .header('cache-control', 'no-store')
        .send({ recorded: outcome === 'recorded' } satisfies ImpressionResponse);
    });

    scope.post(ADS_API_CLICKS_PATH, { bodyLimit: AD_EVENT_BODY_LIMIT }, async (request, reply) => {
      const body = parsed(AdEventRequest, request.body, reply, 'body');
      if (!body) return reply;
      const targetUrl = await recordClick(db, body.decisionId, now());
      if (targetUrl === undefined) return notFound(reply, 'No such decision', 'decisionId');
      return reply.header('cache-control', 'no-store').send({ targetUrl } satisfies ClickResponse);
    });

    scope.get('/ads-api/creatives/:creativeId.svg', async (request, reply) => {
      const { creativeId } = request.params as { creativeId: string };
      if (!CREATIVE_ID_PATTERN.test(creativeId))
        return reply
          .code(400)
          .send(errorBody('BAD_REQUEST', 'creativeId: must be lower-case letters, digits and dashes', 'creativeId'));
      const creative = await creativeById(db, creativeId);
      if (!creative) return notFound(reply, 'No such creative', 'creativeId');
      return reply.type(SVG_CONTENT_TYPE).header('cache-control', CREATIVE_IMAGE_CACHE).send(creativeSvg(creative));
    });

    scope.get(ADS_API_REPORT_PATH, async (request, reply) => {
      const query = parsed(AdReportQuery, request.query, reply, 'query');
      if (!query) return reply;
      const answer: AdReportResponse = { creatives: await creativeReport(db, query.brand) };
      return reply.header('cache-control', 'no-store').send(answer);
    });
  });
}
