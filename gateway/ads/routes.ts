import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { AdEventRequest, CREATIVE_ID_PATTERN } from '../../contracts/ads/index';
import { AD_CLICK_ROUTE, AD_CREATIVES_ROUTE, AD_IMPRESSIONS_ROUTE } from '../../contracts/ads/routes';
import { SRP_PATH } from '../../contracts/search';
import { adEvents } from '../observability/metrics';
import type { AdsClient, AdsResult } from '../upstreams/ads/client';
import { UNAVAILABLE_CODES } from '../upstreams/unavailable';
import { fetchWhole } from '../upstreams/http';
import { acceptBeaconBodies, refuseField } from '../security/beacon-bodies';
import { AD_IMPRESSION_BODY_LIMIT, CREATIVE_FETCH_TIMEOUT_MS } from './constants';

/**
 * The page's ad routes (docs/rules/ads.md#the-gateways-routes): the impression beacon, the click
 * redirect and the creatives' pictures. A decision id is all they take; nothing about the shopper
 * is logged, only counts and codes.
 */

/** A decision id: the ad server's UUIDs. */
const DECISION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Where a click may go: a path on this site, never another origin ('//host', '/\host'). */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

const refuse = refuseField;

/** The ad server's answer, or undefined once the failure is answered (404 unknown, 503 unavailable). */
async function answered<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: () => Promise<AdsResult<T>>,
  what: string,
): Promise<T | undefined> {
  try {
    const answer = await call();
    if (answer.ok) return answer.data;
    if (answer.status === 404) {
      void reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such ad decision' } });
      return undefined;
    }
    if (answer.status === 400) {
      void refuse(reply, answer.refusal.field ?? 'decisionId', answer.refusal.message);
      return undefined;
    }
    throw new GraphQLError('ads refused', { extensions: { code: 'UPSTREAM_ERROR' } });
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (typeof code !== 'string' || !UNAVAILABLE_CODES.has(code)) throw error;
    request.log.warn({ code }, `${what} not counted: the ad server is unavailable`);
    void reply.code(503).send({ error: { code, message: 'The ad server is unavailable' } });
    return undefined;
  }
}

export function registerAdRoutes(app: FastifyInstance, ads: AdsClient): void {
  void app.register(async (scope) => {
    acceptBeaconBodies(scope, 'ad');

    scope.post(AD_IMPRESSIONS_ROUTE, { bodyLimit: AD_IMPRESSION_BODY_LIMIT }, async (request, reply) => {
      const parsed = AdEventRequest.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 'decisionId', 'decisionId must be the id of an ad decision');
      const kept = await answered(request, reply, () => ads.impression(parsed.data.decisionId), 'impression');
      if (!kept) return reply;
      adEvents.inc({ event: 'impression', outcome: kept.recorded ? 'counted' : 'repeat' });
      return reply.code(202).send();
    });

    // A click is the shopper following a link: it always leads somewhere, the results page when
    // the decision is unknown, the target is not a path of this site, or the ad server fails.
    scope.get<{ Params: { decisionId: string } }>(`${AD_CLICK_ROUTE}/:decisionId`, async (request, reply) => {
      const { decisionId } = request.params;
      let target: string | undefined;
      if (DECISION_ID.test(decisionId)) {
        try {
          const answer = await ads.click(decisionId);
          if (answer.ok) target = answer.data.targetUrl;
          else request.log.warn({ status: answer.status }, 'click not counted');
        } catch (error) {
          const code = error instanceof GraphQLError ? error.extensions.code : undefined;
          request.log.warn({ code }, 'click not counted: the ad server is unavailable');
        }
      }
      adEvents.inc({ event: 'click', outcome: target ? 'counted' : 'failed' });
      return reply.redirect(target && SITE_PATH.test(target) ? target : SRP_PATH, 302);
    });
  });

  // Pictures are public and cacheable: outside the no-store scope.
  app.get<{ Params: { file: string } }>(`${AD_CREATIVES_ROUTE}/:file`, async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    if (!match || !CREATIVE_ID_PATTERN.test(match[1])) return reply.callNotFound();
    const upstream = await fetchWhole(ads.creativeImageUrl(match[1]), CREATIVE_FETCH_TIMEOUT_MS);
    if (!upstream) return reply.code(502).send({ error: 'ad server unavailable' });
    const { response, body } = upstream;
    if (!response.ok) return reply.code(response.status === 404 ? 404 : 502).send({ error: 'no such creative' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', response.headers.get('cache-control') ?? 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body);
  });
}
