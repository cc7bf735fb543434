import {
  CmsErrorBody,
  DealerDiffContent,
  DealerDiffHtml,
  type DealerDiffListingType,
} from '../../../contracts/cms/index';
import { upstreamEndpoints, type UpstreamClientOptions } from '../client';
import { CMS_ENDPOINTS } from './constants';

/** Which content: a dealer's CMS id and the listing type the wording is for. */
export interface DealerDiffKey {
  cmsId: string;
  listingType: DealerDiffListingType;
}

/** Typed calls to the content service (docs/rules/upstreams.md#content-service-calls), each endpoint behind its own breaker. */
export interface CmsClient {
  /** Where the service answers; /readyz checks it. */
  readonly baseUrl: string;
  /** The dealer's differentiator content: headline, bullets, picture. */
  dealerDiffContent(key: DealerDiffKey): Promise<DealerDiffContent>;
  /** The dealer's story, an HTML fragment as the CMS stores it: not yet sanitised. */
  dealerDiffHtml(key: DealerDiffKey): Promise<DealerDiffHtml>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createCmsClient(baseUrl: string, options: UpstreamClientOptions = {}): CmsClient {
  const endpoint = upstreamEndpoints(
    { name: 'cms', baseUrl, endpoints: CMS_ENDPOINTS, errorBody: CmsErrorBody },
    options,
  );
  const json = endpoint('dealerDiffJson', DealerDiffContent);
  const html = endpoint('dealerDiffHtml', DealerDiffHtml);
  const id = (cmsId: string) => encodeURIComponent(cmsId);
  return {
    baseUrl,
    dealerDiffContent: ({ cmsId, listingType }) => json({ listingType }, `/${id(cmsId)}.json`),
    dealerDiffHtml: ({ cmsId, listingType }) => html({ listingType }, `/${id(cmsId)}.html`),
  };
}
