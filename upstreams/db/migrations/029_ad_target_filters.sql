-- The house ads for SUVs and trucks linked to results searched by `bodyStyleCode`, the ad server's
-- own targeting parameter, which the results page does not filter on: the shopper landed on every
-- car with a chip that did nothing. Their links search by the results page's `vehicleStyleCode`
-- (docs/rules/ads.md#the-seed); stores seeded before this migration get the same links.
UPDATE ad_creatives
SET target_url = replace(target_url, 'bodyStyleCode=', 'vehicleStyleCode=')
WHERE target_url LIKE '/cars-for-sale?%bodyStyleCode=%';
