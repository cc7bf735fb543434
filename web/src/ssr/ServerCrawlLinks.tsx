import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The server's crawl links, written after #root (gateway/ssr/seo.ts crawlLinksHtml). */
const CRAWL_LINKS_SELECTOR = 'nav.crawl-links';

/**
 * Takes the server's crawl links away once the shopper moves on in the page (docs/rules/pages.md#crawl-links).
 * They are plain HTML outside the hydrated tree, for crawlers, and name the search the server
 * rendered: after a new search, or on the vehicle or compare page, they would offer the model years
 * of a search no longer shown. A page loaded afresh has its own again.
 */
export function ServerCrawlLinks() {
  const { pathname, search } = useLocation();
  const rendered = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` === rendered.current) return;
    for (const nav of document.querySelectorAll(CRAWL_LINKS_SELECTOR)) nav.remove();
  }, [pathname, search]);
  return null;
}
