import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { buildSchema } from './schema';
import { createContext, type ContextValue, type Upstreams } from './context';
import { formatGraphQLError } from './errors';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');

export interface GatewayOptions {
  upstreams: Upstreams;
  /** Where /images/* is fetched from. */
  imagesUrl: string;
  production?: boolean;
  /** Says whether the upstreams can serve; /readyz answers 503 until it does. */
  upstreamsReady?: () => Promise<boolean>;
}

export interface Gateway {
  app: FastifyInstance;
  apollo: ApolloServer<ContextValue>;
}

/** The one public HTTP server: /graphql, the web client, images proxied from the upstream, health. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const app = Fastify({ logger: false });
  const apollo = new ApolloServer<ContextValue>({
    schema: buildSchema(),
    introspection: !options.production,
    // Clients get a message and a stable extensions.code, never a stack trace.
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ...(options.production ? [] : [ApolloServerPluginLandingPageLocalDefault({ embed: true })]),
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), { context: async () => createContext(options.upstreams) });

  app.get('/healthz', async () => ({ status: 'up' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = options.upstreamsReady ? await options.upstreamsReady().catch(() => false) : true;
    return ready ? { status: 'ready' } : reply.code(503).send({ status: 'not ready' });
  });

  // Listing photos and dealer logos are served by the listing upstream (a CDN in production).
  app.get('/images/*', async (request, reply) => {
    const upstream = await fetch(`${options.imagesUrl}${request.url}`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
    if (!upstream) return reply.code(502).send({ error: 'image service unavailable' });
    return reply
      .code(upstream.status)
      .type(upstream.headers.get('content-type') ?? 'application/octet-stream')
      .header('cache-control', upstream.headers.get('cache-control') ?? 'no-store')
      .send(Buffer.from(await upstream.arrayBuffer()));
  });

  if (existsSync(WEB_DIST)) {
    const indexHtml = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    await app.register(fastifyStatic, { root: WEB_DIST, prefix: '/', index: false, wildcard: false });
    const page = async (_request: unknown, reply: FastifyReply) => reply.type('text/html').send(indexHtml);
    app.get('/', async (_request, reply) => reply.redirect('/cars-for-sale'));
    app.get('/cars-for-sale', page);
    app.get('/cars-for-sale/*', page);
  }
  return { app, apollo };
}
