import { readFileSync } from 'node:fs';
import { EMBEDDED_STATE_ID, type PageData } from '../../web/src/ssr/page';
import type { ClientAssets } from './assets';
import { CLIENT_MAX_WAIT_MS } from './constants';
import { escapeHtml, jsonForScript } from './html';
import { headHtml, jsonLdHtml, publisherLd, type Head } from './seo';
import type { BrandCode } from '../../contracts/search/brands';
import { themeCss } from '../../web/src/brand/theme';
import { APPLE_TOUCH_ICON_PATH, MANIFEST_PATH } from './webApp';

/** Styles of the markup the server adds around the app (crawl links) and of the expired-listing banner. */
const INLINE_CSS = [
  '.crawl-links{max-width:1200px;margin:2rem auto;padding:0 1rem;font-size:.875rem}',
  '.crawl-links__title{font-size:1rem;margin:1rem 0 .5rem}',
  '.crawl-links__list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.25rem 1rem}',
  '.crawl-links__list a{display:inline-block;padding:.5rem 0;min-height:24px}',
  '.crawl-links__count{color:#555}',
  '.expired-banner{position:relative;margin:1rem;padding:1rem 3rem 1rem 1rem;border:1px solid #b7c4d6;border-radius:8px;background:#eef4fb;color:#1a1a1a}',
  '.expired-banner p{margin:0}',
  '.expired-banner__title{font-weight:600;margin-bottom:.25rem!important}',
  '.expired-banner__close{position:absolute;top:.5rem;right:.5rem;min-width:44px;min-height:44px}',
].join('');

/**
 * The client starts after the page has loaded: the server's HTML is the page (results, photos,
 * links), so its download and paint get the connection and the main thread to themselves. On
 * `load` (the HTML and the first row's photos), one frame later, the starter imports the entry,
 * which hydrates, and preloads the chunks the page rendered, one link per task: each link is a
 * request the renderer sets up on the main thread, and fifteen of them in one task made a long task
 * on a phone. A page whose photos are slow still starts after CLIENT_MAX_WAIT_MS; a hidden tab
 * paints no frames, so the timer starts it there too.
 */
const starter = (entry: string, preloads: string[]) =>
  `(function(){var started=false;function start(){if(started)return;started=true;` +
  `import(${jsonForScript(entry)});var hrefs=${jsonForScript(preloads)},i=0;` +
  `(function preload(){if(i>=hrefs.length)return;var link=document.createElement('link');link.rel='modulepreload';` +
  `link.href=hrefs[i++];link.crossOrigin='';document.head.appendChild(link);setTimeout(preload,0)})()}` +
  `function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
  `if(document.readyState==='complete')afterFrame();else addEventListener('load',afterFrame);` +
  `setTimeout(start,${CLIENT_MAX_WAIT_MS})})()`;

/**
 * The site icon, inline: no request for it, and no 404 for /favicon.ico (browsers ask for that
 * only when the page names no icon). A 32 px PNG (icon.png: the car on a blue tile), not an SVG:
 * the page's renderer builds an SVG icon as documents of its own, on the main thread, while the
 * page loads (20-60 ms in Lighthouse's traces, BENCHMARKS.md).
 */
const ICON = `data:image/png;base64,${readFileSync(new URL('./icon.png', import.meta.url)).toString('base64')}`;

/** The response's Content-Security-Policy nonces (gateway/security/headers.ts), one per response. */
export interface CspNonces {
  script: string;
  style: string;
}

/** ` nonce="…"`: the attribute that lets an inline element run under the response's policy. */
const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

export interface DocumentParts {
  head: Head;
  /** The response's nonces, written into every inline <script> and <style>. */
  nonces?: CspNonces;
  /** Markup of #root. */
  rootHtml: string;
  /** Markup after #root, outside the hydrated tree (crawl links). */
  afterRoot?: string;
  /** The Apollo cache to hydrate from; without it the client renders afresh (error pages). */
  state?: object;
  page?: PageData;
  assets: ClientAssets;
  /** Deferred client modules the HTML renders (RenderedApp.deferredModules): their chunks are preloaded. */
  deferredModules?: readonly string[];
  /** Leave the client out: pages that only the server can show (status-code pages). */
  static?: boolean;
  /** The page's brand: its name in the title and as the structured data's publisher, its colours. The used-car brand when unset. */
  brand?: BrandCode;
}

export function htmlDocument(parts: DocumentParts): string {
  const scriptNonce = nonceAttribute(parts.nonces?.script);
  const brand = parts.brand ?? 'motormart';
  // Pages with structured data (the results and vehicle pages) also say who publishes them.
  const head = parts.head.jsonLd
    ? { ...parts.head, jsonLd: [...parts.head.jsonLd, publisherLd(parts.head, brand)] }
    : parts.head;
  const data =
    parts.static || !parts.state
      ? ''
      : `<script type="application/json" id="${EMBEDDED_STATE_ID}"${scriptNonce}>${jsonForScript({ apollo: parts.state, page: parts.page ?? {} })}</script>`;
  const { entry } = parts.assets;
  const start =
    parts.static || !entry
      ? ''
      : `<script${scriptNonce}>${starter(entry, [...new Set([...parts.assets.imports, ...parts.assets.preloads(parts.deferredModules ?? [])])])}</script>`;
  return `<!doctype html>
<html lang="en" data-brand="${brand}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${headHtml(head, brand)}
    <link rel="icon" type="image/png" href="${ICON}" />
    <link rel="manifest" href="${MANIFEST_PATH}" />
    <link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}" />
    <style${nonceAttribute(parts.nonces?.style)}>${parts.assets.css}${INLINE_CSS}${themeCss(brand)}</style>
  </head>
  <body>
    <div id="root">${parts.rootHtml}</div>
    ${parts.afterRoot ?? ''}
    ${jsonLdHtml(head, scriptNonce)}
    ${data}
    ${start}
  </body>
</html>
`;
}
