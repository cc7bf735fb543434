import { AD_IMPRESSIONS_ROUTE } from './constants';

/**
 * Sends one decision's impression (docs/rules/ads-client.md#impressions) to the gateway, which
 * counts it once. A beacon outlives the page (the second may end as the shopper leaves); a string
 * body goes as text/plain, which needs no preflight and which the route reads as JSON. Without a
 * beacon, or when the browser refuses one, a keepalive fetch. Same-origin, so the browser's
 * cookies (its id, mm_pixall, for the frequency caps) go along. A failure is dropped: an ad never
 * troubles the page.
 */
export function sendImpression(decisionId: string): void {
  const body = JSON.stringify({ decisionId });
  if (typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(AD_IMPRESSIONS_ROUTE, body)) return;
    } catch {
      // Refused: fetch below.
    }
  }
  if (typeof fetch !== 'function') return;
  fetch(AD_IMPRESSIONS_ROUTE, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  }).catch(() => {});
}
