import type { PageData } from '../../web/src/ssr/page';
import type { ClientAssets } from './assets';
import { jsonForScript } from './html';
import { headHtml, type Head } from './seo';

/**
 * Styles of the markup the server adds around the app (crawl links) and of the expired-listing
 * banner: small enough to inline, so the page still loads one stylesheet only.
 */
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

export interface DocumentParts {
  head: Head;
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
}

export function htmlDocument(parts: DocumentParts): string {
  const data =
    parts.static || !parts.state
      ? ''
      : `<script>window.__APOLLO_STATE__=${jsonForScript(parts.state)};window.__SRP_PAGE__=${jsonForScript(parts.page ?? {})}</script>`;
  // The entry first, then the deferred chunks its hydration will ask for (low priority).
  const client = parts.static ? [] : [...parts.assets.scripts, ...parts.assets.preloads(parts.deferredModules ?? [])];
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${headHtml(parts.head)}
    ${parts.assets.links.filter((tag) => !parts.static || tag.includes('stylesheet')).join('\n    ')}
    <style>${INLINE_CSS}</style>
    ${client.join('\n    ')}
  </head>
  <body>
    <div id="root">${parts.rootHtml}</div>
    ${parts.afterRoot ?? ''}
    ${data}
  </body>
</html>
`;
}
