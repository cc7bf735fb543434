import { z } from 'zod';

/**
 * The wire format of the content service (CMS), owned by it: a dealer's differentiator content,
 * one JSON document and one HTML fragment per CMS id and listing type. The reference upstream
 * (upstreams/cms) builds these shapes; the gateway parses every answer with them.
 */

/** The listing types the content is written for: new-car, used-car and certified wording differ. */
export const DealerDiffListingType = z.enum(['USED', 'NEW', 'CERTIFIED', '3P_CERT']);
export type DealerDiffListingType = z.infer<typeof DealerDiffListingType>;

/** GET /content/dealerdiff/{cmsId}.json?listingType=…: the structured part of a dealer's story. */
export const DealerDiffContent = z.object({
  headline: z.string(),
  /** Two to five short selling points. */
  bullets: z.array(z.string()),
  /** Where the picture is: a path on the site's own image host (e.g. /images/dealerdiff/{cmsId}.webp). */
  imageUrl: z.string(),
  /** What the picture shows, for screen readers. */
  imageAlt: z.string(),
  /** When the content was last edited (ISO 8601). */
  updatedAt: z.string(),
});
export type DealerDiffContent = z.infer<typeof DealerDiffContent>;

/**
 * GET /content/dealerdiff/{cmsId}.html?listingType=…: the dealer's story as an HTML fragment
 * (text/html), written by the dealer in the CMS. Markup the page must not run can be in it: its
 * readers sanitise it.
 */
export const DealerDiffHtml = z.string();
export type DealerDiffHtml = z.infer<typeof DealerDiffHtml>;

/** The body of a refused request: a 400 names the parameter, a 404 the unknown CMS id. */
export const CmsErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), parameter: z.string().optional() }),
});
export type CmsErrorBody = z.infer<typeof CmsErrorBody>;
