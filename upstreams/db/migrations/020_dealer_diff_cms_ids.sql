-- A dealer's differentiator content (docs/rules/vehicle-page.md#seller-card) lives in the content
-- service (CMS), under an id of its own. Every dealer with a tagline has content; the id is derived
-- from the owner id, the seed's rule too (upstreams/db/seed/owners.ts dealerDiffCmsId): 'dd-' and
-- the first 16 hex digits of md5('dealer-diff:' || id). Read by the listing search (the owner's
-- dealerDiff.cmsId) and by the content service (upstreams/cms), which finds a dealer by it.
ALTER TABLE owners ADD COLUMN dealer_diff_cms_id TEXT UNIQUE;
UPDATE owners SET dealer_diff_cms_id = 'dd-' || substr(md5('dealer-diff:' || id), 1, 16)
WHERE NOT private_seller AND tagline IS NOT NULL;
