import Fastify from 'fastify';
import { SRP_PATH } from '../../contracts/search';
import { htmlDocument } from '../../gateway/ssr/document';
import { APPLE_TOUCH_ICON_PATH, ICON_PATHS, MANIFEST_PATH, registerWebApp } from '../../gateway/ssr/webApp';

/** The web app manifest and icons that adding the site to an iOS home screen needs (docs/rules/push.md#the-prompt). */

const app = Fastify();
registerWebApp(app, (request) => (request.hostname.startsWith('fairvalue') ? 'fairvalue' : 'motormart'));
afterAll(() => app.close());

describe('the web app manifest', () => {
  it('opens the results page on its own, in the brand, with its icons on this origin', async () => {
    const response = await app.inject({ url: MANIFEST_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({ name: 'MotorMart', start_url: SRP_PATH, scope: '/', display: 'standalone' });
    expect(manifest.icons).toEqual([
      expect.objectContaining({ src: ICON_PATHS[192], sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ src: ICON_PATHS[512], sizes: '512x512', type: 'image/png' }),
    ]);
    const other = await app.inject({ url: MANIFEST_PATH, headers: { host: 'fairvalue.example' } });
    expect(other.json<{ name: string }>().name).toBe('FairValue Guide');
  });

  it('serves the icons as PNGs of their sizes', async () => {
    for (const [size, url] of Object.entries(ICON_PATHS)) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      // IHDR: width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
    }
  });

  it("is linked from every page's head, with the home screen icon", () => {
    const html = htmlDocument({
      head: { title: 'Cars', description: 'Cars for sale' },
      rootHtml: '',
      assets: { css: '', imports: [], preloads: () => [] },
    });
    expect(html).toContain(`<link rel="manifest" href="${MANIFEST_PATH}" />`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}" />`);
  });
});
