import Fastify, { type FastifyInstance } from 'fastify';
import { registry } from './metrics';

/**
 * The internal listener: the process's Prometheus metrics, for the scraper only. Kept off the
 * public port, where route names, upstream breaker states and error rates would tell anyone how
 * the site is built and how it is doing. No logger: the scraper polls every few seconds.
 */
export function createMetricsServer(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return app;
}
