import { fetchWhole } from './http';
import type { Upstreams } from '../context';

/** How long /readyz waits for an upstream's own /readyz. */
export const UPSTREAM_READY_TIMEOUT_MS = 2_000;

/** Upstreams the gateway serves without. */
const NOT_REQUIRED: ReadonlySet<keyof Upstreams> = new Set(['events', 'ads', 'devices', 'apiKeys']);

export interface UpstreamsReadiness {
  ready: boolean;
  /** Each upstream by name: whether its base URL answered /readyz with 2xx. */
  upstreams: Partial<Record<keyof Upstreams, 'ready' | 'not ready'>>;
}

async function answersReady(baseUrl: string): Promise<boolean> {
  return (await fetchWhole(`${baseUrl}/readyz`, UPSTREAM_READY_TIMEOUT_MS))?.response.ok === true;
}

/**
 * Asks every upstream the gateway calls whether it can serve: one /readyz per distinct base URL
 * (the reference upstreams serve the listing search and the research content at one URL), all at once.
 */
export async function upstreamsReadiness(upstreams: Upstreams): Promise<UpstreamsReadiness> {
  // The events service, the ad server, the device service and the key service are not asked: pages and searches never
  // wait for them, and their failures are answered on their own (docs/rules/events.md#failures,
  // docs/rules/ads.md#failures, docs/rules/push.md#device-registration), not by taking the gateway out.
  const names = (Object.keys(upstreams) as Array<keyof Upstreams>).filter(
    (name) => upstreams[name] !== undefined && !NOT_REQUIRED.has(name),
  );
  const baseUrlOf = (name: keyof Upstreams) => upstreams[name]!.baseUrl;
  const byUrl = new Map<string, Promise<boolean>>();
  for (const name of names) {
    const baseUrl = baseUrlOf(name);
    if (!byUrl.has(baseUrl)) byUrl.set(baseUrl, answersReady(baseUrl));
  }
  const states = await Promise.all(
    names.map(async (name) => [name, (await byUrl.get(baseUrlOf(name))) ? 'ready' : 'not ready'] as const),
  );
  return {
    ready: states.every(([, state]) => state === 'ready'),
    upstreams: Object.fromEntries(states) as UpstreamsReadiness['upstreams'],
  };
}
