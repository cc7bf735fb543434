import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApolloServerPlugin } from '@apollo/server';

/** The sandbox's own Vite build (web/sandbox/vite.config.ts): index.html and assets/. */
export const SANDBOX_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/sandbox/dist');

/** Where the build's assets are served: the build's `base` plus its assets folder. */
export const SANDBOX_ASSETS_PREFIX = '/sandbox/assets/';

/**
 * What the sandbox page may load: its own origin only. Monaco adds style elements and style
 * attributes as it lays out ('unsafe-inline' styles, no inline scripts); GraphiQL's fonts are data:
 * URLs in its stylesheet; Monaco's workers are scripts of this origin; queries go to /graphql.
 */
export const SANDBOX_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = `<!doctype html>
<html lang="en">
<head><meta charset="UTF-8"><meta name="robots" content="noindex"><title>GraphQL sandbox · Cars for Sale</title></head>
<body><p>The GraphQL sandbox is not built. Run <code>npm run build:web</code>, then restart the gateway.</p></body>
</html>`;

/**
 * The GraphQL sandbox: GraphiQL, built by web/sandbox/, for a browser GET of /graphql (Apollo
 * serves a landing page to a GET whose Accept prefers text/html; any other GET or POST is a
 * GraphQL request). Registers the build's assets and the page's headers on the app, and answers
 * the Apollo plugin that serves the page.
 */
export async function registerSandbox(app: FastifyInstance, dist = SANDBOX_DIST): Promise<ApolloServerPlugin> {
  const index = path.join(dist, 'index.html');
  const html = existsSync(index) ? readFileSync(index, 'utf8') : NOT_BUILT;
  const assets = path.join(dist, 'assets');
  if (existsSync(assets)) {
    // Hashed names: cached for good. @fastify/compress (server.ts) compresses them as they are sent.
    await app.register(fastifyStatic, {
      root: assets,
      prefix: SANDBOX_ASSETS_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === '/graphql' && /^text\/html\b/.test(String(reply.getHeader('content-type')))) {
      reply.header('content-security-policy', SANDBOX_CSP);
      // The page names the assets of the build that is running: never a stale copy of it.
      reply.header('cache-control', 'no-cache');
    }
    return payload;
  });
  return {
    async serverWillStart() {
      return { renderLandingPage: async () => ({ html }) };
    },
  };
}
