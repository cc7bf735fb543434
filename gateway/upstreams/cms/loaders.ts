import DataLoader from 'dataloader';
import type { CmsClient, DealerDiffKey } from './client';
import type { DealerDiffContent } from '../../../contracts/cms/index';
import { sanitiseDealerDiffHtml } from './sanitise';

export interface CmsLoaders {
  dealerDiffContent: DataLoader<DealerDiffKey, DealerDiffContent, string>;
  /** The dealer's story, sanitised (sanitise.ts): what the CMS sent never leaves the loader otherwise. */
  dealerDiffSafeHtml: DataLoader<DealerDiffKey, string, string>;
}

/**
 * Built per request. The content endpoints take one CMS id per call, so these do not batch: they
 * make sure listings of one query sold by the same dealer (the same content) share each call.
 */
export function createCmsLoaders(client: CmsClient): CmsLoaders {
  // One call per key; a key whose call fails rejects alone (DataLoader reads an Error as that key's failure).
  const each =
    <V>(load: (key: DealerDiffKey) => Promise<V>) =>
    (keys: readonly DealerDiffKey[]) =>
      Promise.all(
        keys.map((key) =>
          load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      );
  const cacheKeyFn = (key: DealerDiffKey) => `${key.cmsId}/${key.listingType}`;
  return {
    dealerDiffContent: new DataLoader(
      each((key) => client.dealerDiffContent(key)),
      { cacheKeyFn },
    ),
    dealerDiffSafeHtml: new DataLoader(
      each(async (key) => sanitiseDealerDiffHtml(await client.dealerDiffHtml(key))),
      { cacheKeyFn },
    ),
  };
}
