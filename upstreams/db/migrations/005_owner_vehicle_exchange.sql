-- Money back guarantee ('vehicleExchange' filter, docs/rules/filters.md#money-back-guarantee): the dealer takes the car back within
-- a short period. A dealer-level offer, so it covers all of the owner's listings.
ALTER TABLE owners ADD COLUMN vehicle_exchange BOOLEAN NOT NULL DEFAULT false;
