import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SRP_PATH } from '../../contracts/search';
import { BRANDS, type BrandCode } from '../../contracts/search/brands';
import { BRAND_THEMES } from '../../web/src/brand/theme';

/*
 * The web app manifest and its icons (docs/rules/push.md#the-prompt): on iOS, Safari receives push
 * only from a site added to the home screen, and the manifest is what makes the added site open on
 * its own (display: standalone) with its icon. Everything is this origin's.
 */

export const MANIFEST_PATH = '/manifest.webmanifest';
/** The icons, committed under web/static/icons (a white car on the brand's blue tile). */
export const ICON_PATHS = { 192: '/icons/icon-192.png', 512: '/icons/icon-512.png' } as const;
/** iOS's home screen icon: it reads <link rel="apple-touch-icon">, not the manifest. */
export const APPLE_TOUCH_ICON_PATH = ICON_PATHS[192];

const ICONS_DIR = new URL('../../web/static/icons/', import.meta.url);

/** The brand's manifest: its name, its colour, opening on the results page. */
export function webAppManifest(code: BrandCode) {
  const brand = BRANDS[code];
  return {
    name: brand.name,
    short_name: brand.name,
    start_url: SRP_PATH,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_THEMES[code].brand,
    icons: Object.entries(ICON_PATHS).map(([size, src]) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      // The car sits within the middle 60% of a full-bleed tile: safe for a masked (rounded) icon.
      purpose: 'any maskable',
    })),
  };
}

/** Serves the manifest (in the request's brand) and the icons, read once at start. */
export function registerWebApp(app: FastifyInstance, brandOf: (request: FastifyRequest) => BrandCode): void {
  const icons = new Map(
    Object.values(ICON_PATHS).map((url) => [url, readFileSync(new URL(url.split('/').pop()!, ICONS_DIR))]),
  );
  app.get(MANIFEST_PATH, async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      // The brand follows the host name or the brand cookie: revalidated, never kept for another brand.
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webAppManifest(brandOf(request)))),
  );
  for (const [url, body] of icons)
    app.get(url, async (_request, reply: FastifyReply) =>
      reply.type('image/png').header('cache-control', 'public, max-age=86400').send(body),
    );
}
