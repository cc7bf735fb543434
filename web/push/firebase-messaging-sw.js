'use strict';

/*
 * Browser push's service worker (docs/rules/push.md#the-service-worker), served by the gateway at
 * /cars-for-sale/api/firebase-messaging-sw.js and registered with the scope /cars-for-sale/. Plain
 * JavaScript with no imports: the browser runs it as it is, with no build step and nothing loaded
 * from another origin. A push's payload is contracts/devices PushPayload: title, body, url, tag.
 */

const ICON = '/icons/icon-192.png';

/** A new version of this worker takes over at once: it keeps no state and serves no fetches. */
self.addEventListener('install', () => self.skipWaiting());

/** The payload, or null when the push carries none this worker can read. */
function readPayload(event) {
  if (!event.data) return null;
  let payload;
  try {
    payload = event.data.json();
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { title, body, url, tag } = payload;
  if ([title, body, url, tag].some((value) => typeof value !== 'string')) return null;
  return { title, body, url, tag };
}

/** The URL when it is on this site's own origin (docs/rules/push.md#the-service-worker), else null. */
function sameOriginUrl(url) {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, self.location.origin);
    return parsed.origin === self.location.origin ? parsed.href : null;
  } catch {
    return null;
  }
}

// The tag is the saved search's: a newer alert for it replaces the one still shown.
self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: ICON,
    }),
  );
});

/** Focuses a tab already on the URL, or opens one. */
async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) if (client.url === url && 'focus' in client) return client.focus();
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  const url = sameOriginUrl(data && data.url);
  if (!url) return;
  event.waitUntil(openOrFocus(url));
});
