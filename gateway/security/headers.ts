import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/*
 * The security headers of every response (docs/architecture.md, "Security headers"). The site
 * holds accounts, so a script injected into one of its pages could act as the shopper: the
 * Content-Security-Policy lets pages run only this origin's scripts and the inline scripts the
 * server wrote itself (marked with a nonce fresh for each response).
 */

/**
 * The pages' policy. Helmet adds `'nonce-…'` to script-src and style-src per response
 * (enableCSPNonces); gateway/ssr/document.ts writes the same nonces into the page's inline
 * <script> and <style> elements.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // The client's chunks and the server's starter script (nonce); no eval, no CDN.
  'script-src': ["'self'"],
  // The client's stylesheet and the page's inline <style> (nonce). No style attribute is
  // rendered (React sets styles through the CSSOM, which CSP does not govern), so none is allowed.
  'style-src': ["'self'"],
  'style-src-attr': ["'none'"],
  // Listing photos and logos come through /images/ on this origin; the site icon is a data: URL
  // written into the page (gateway/ssr/document.ts), so it costs no request.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  // /graphql only: the client's queries go to its own origin.
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  // No plugins, no frames of this site in other sites (clickjacking), no <base> redirecting
  // relative URLs, and forms post only here.
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // No upgrade-insecure-requests: every subresource is this origin's already, and over plain
  // HTTP (local development) it would send them to an https:// that is not there. HSTS upgrades.
};

/**
 * Powerful browser features the site never uses, switched off for it and for anything it might
 * embed. Notifications stay allowed: web push will use them. browsing-topics is what Chromium
 * now calls the interest-cohort feature it replaced (interest-cohort itself only draws an
 * 'Unrecognized feature' warning in the console).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year; browsers remember that this site is HTTPS-only for that long after each visit. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Registers the headers on every route of the app, those added later included (helmet hooks
 * onRequest globally). Before any route, so the not-found handler and plugins' routes get them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' for browsers too old for it.
    frameguard: { action: 'deny' },
    // Sent below only for a request that came over HTTPS: over plain HTTP (local development,
    // or a proxy that terminates TLS without saying so) it would mean nothing or pin the wrong host.
    strictTransportSecurity: false,
    // Not needed (no SharedArrayBuffer), and require-corp would ask every image, /images/ included,
    // for a Cross-Origin-Resource-Policy header the upstream's CDN may not send.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only from a trusted proxy (trustProxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
