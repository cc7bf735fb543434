import type { Upstreams } from '../context';
import type { UpstreamClientOptions } from './client';
import { createAccountClient } from './account/client';
import { createCmsClient } from './cms/client';
import { createEventsClient } from './events/client';
import { createAdsClient } from './ads/client';
import { createDevicesClient } from './devices/client';
import { createApiKeysClient } from './api-keys/client';
import { createLeadsClient } from './leads/client';
import { createLscClient } from './lsc/client';
import { createResearchClient } from './research/client';

/**
 * Clients of every upstream, each at its own base URL; a string puts them all at one URL, as the
 * reference upstreams serve them. Options apply to every client: breaker settings that replace the
 * spec's (tests), and the log that reports answers breaking their contract.
 */
export function createUpstreams(
  urls:
    | string
    | {
        lsc: string;
        research: string;
        account?: string;
        leads?: string;
        cms?: string;
        events?: string;
        ads?: string;
        devices?: string;
        apiKeys?: string;
      },
  options: UpstreamClientOptions = {},
): Upstreams {
  const {
    lsc,
    research,
    account = lsc,
    leads = lsc,
    // The content service answers beside the research content unless given its own URL.
    cms = research,
    // The events service answers beside the listing search unless given its own URL.
    events = lsc,
    // The ad server answers beside the listing search unless given its own URL.
    ads = lsc,
    // The device service answers beside the listing search unless given its own URL.
    devices = lsc,
    // The key service answers beside the listing search unless given its own URL.
    apiKeys = lsc,
  } = typeof urls === 'string' ? { lsc: urls, research: urls } : urls;
  return {
    lsc: createLscClient(lsc, options),
    research: createResearchClient(research, options),
    account: createAccountClient(account, options),
    leads: createLeadsClient(leads, options),
    cms: createCmsClient(cms, options),
    events: createEventsClient(events, options),
    ads: createAdsClient(ads, options),
    devices: createDevicesClient(devices, options),
    apiKeys: createApiKeysClient(apiKeys, options),
  };
}
