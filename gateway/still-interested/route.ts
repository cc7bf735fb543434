import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { STILL_INTERESTED_BRANDS, STILL_INTERESTED_VINS_MAX, Vin } from '../../contracts/leads/index';
import type { ContextValue } from '../context';
import { UNAVAILABLE_CODES } from '../upstreams/unavailable';
import { bodyErrorHandler, refuseField as refuse } from '../security/beacon-bodies';

/**
 * POST /cars-for-sale/still-interested/alert (docs/rules/still-interested.md#sending-the-list):
 * the results page's beacon with the shopper's still-interested list. The body is checked here
 * with zod (400 names the field); the list is kept by the leads service through its own breaker
 * (gateway/upstreams/leads). A signed-in consumer is the one their identity token names: a
 * consumer_id that is not theirs is refused, so nobody writes another's list. Nothing here logs
 * the body: not the email, not the vins.
 */

export const STILL_INTERESTED_ROUTE = '/cars-for-sale/still-interested/alert';

/** The beacon's body, as the page sends it (snake_case, the marketplace's names). */
export const StillInterestedBeacon = z.object({
  brand: z.enum(STILL_INTERESTED_BRANDS),
  vins: z.array(Vin).min(1).max(STILL_INTERESTED_VINS_MAX),
  consumer_id: z.string().max(100).nullable().optional(),
  email: z.email().max(254).nullable().optional(),
});

/** A beacon is a brand, ten vins and an address. */
const BODY_LIMIT = 4 * 1024;

export function registerStillInterestedRoute(
  app: FastifyInstance,
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<ContextValue> | ContextValue,
): void {
  void app.register(async (scope) => {
    // The parser's own message can quote the body (an email): only which rule it broke.
    scope.setErrorHandler(
      bodyErrorHandler('still-interested alert', 'Send the body as application/json', {
        status: 500,
        code: 'INTERNAL',
        message: 'The alert could not be kept',
      }),
    );

    scope.post(STILL_INTERESTED_ROUTE, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = StillInterestedBeacon.safeParse(request.body);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
        return refuse(reply, field, field === 'body' ? 'The body must be a JSON object' : `${field}: ${issue.message}`);
      }
      const { brand, vins, consumer_id: consumerId, email } = parsed.data;
      const ctx = await contextOf(request, reply);
      const viewer = await ctx.account.viewer();
      // Only the signed-in consumer's own id: a visitor sends none, and nobody sends another's.
      if (consumerId && consumerId !== viewer?.userId)
        return refuse(reply, 'consumer_id', 'consumer_id: must be the signed-in consumer, or none');
      if (!viewer && !email) return refuse(reply, 'email', 'email: send the consumer id or an email');

      try {
        const answer = await ctx.leads.client.keepStillInterested({
          brand,
          vins,
          consumerId: viewer?.userId ?? null,
          email: email ?? null,
        });
        if (answer.ok) return reply.code(204).send();
        if (answer.refusal.code === 'BAD_REQUEST')
          return refuse(reply, answer.refusal.field ?? 'body', answer.refusal.message);
        throw new GraphQLError('leads refused', { extensions: { code: 'UPSTREAM_ERROR' } });
      } catch (error) {
        const code = error instanceof GraphQLError ? error.extensions.code : undefined;
        if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) {
          request.log.warn({ code }, 'still-interested alert not kept: the leads service is unavailable');
          return reply
            .code(503)
            .header('retry-after', '30')
            .send({ error: { code, message: 'Try again later' } });
        }
        throw error;
      }
    });
  });
}
