-- An offer on a listing (docs/rules/contact.md#make-offer): a message to the seller that names a
-- price, in whole dollars. Null for a plain message. The asking price when it was made is kept
-- beside it, since the listing's price may change (or the listing go) after.
ALTER TABLE seller_leads
  ADD COLUMN offer_amount INTEGER CHECK (offer_amount > 0),
  ADD COLUMN asking_price INTEGER CHECK (asking_price > 0),
  ADD CHECK (offer_amount IS NULL OR asking_price IS NOT NULL);
