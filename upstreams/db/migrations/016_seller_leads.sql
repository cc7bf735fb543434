-- Emailing a seller (docs/rules/contact.md): where a seller's leads go, the leads shoppers send,
-- and the outbox of the emails each lead causes. Written by the leads service
-- (upstreams/leads/seller-leads.ts) and sent by its mail worker (upstreams/leads/lead-mail.ts).

-- The address a seller's leads are delivered to; null when the seller takes no email. Existing
-- rows get the seed's rule (upstreams/db/seed/owners.ts ownerEmail): a dealer's leads inbox on its
-- website's domain, a private seller's marketplace relay address.
ALTER TABLE owners ADD COLUMN email TEXT;
UPDATE owners SET email = CASE
  WHEN private_seller THEN 'seller-' || id || '@sellers.motormart.example'
  WHEN website IS NOT NULL THEN regexp_replace(website, '^https?://(www\.)?([^/]+).*$', 'leads@\2')
  ELSE 'dealer-' || id || '@dealers.motormart.example'
END;
-- Every twentieth dealer has asked not to be emailed (the seed's rule too): they take calls only.
UPDATE owners SET hide_email_form = true WHERE NOT private_seller AND id % 20 = 0;

-- A shopper's message to the seller of a listing. The listing's title and the seller's name and
-- address are kept as they were when it was sent: the lead outlives the listing. The shopper's
-- details are personal data: stored here, never logged. lead_day is the UTC day it was sent, so
-- the same shopper (email) cannot send the same car's seller a second lead that day.
CREATE TABLE seller_leads (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id BIGINT NOT NULL,
  listing_title TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  owner_name TEXT NOT NULL,
  owner_email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  message TEXT NOT NULL,
  preferred_contact TEXT NOT NULL CHECK (preferred_contact IN ('EMAIL', 'PHONE', 'TEXT')),
  user_id UUID,
  idempotency_key TEXT NOT NULL UNIQUE,
  lead_day DATE NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (listing_id, email, lead_day)
);
CREATE INDEX seller_leads_email_recent ON seller_leads (email, created_at DESC);

-- The outbox: the seller's email and the shopper's copy, written in the lead's transaction and
-- marked SENT by the mail worker (FAILED when the relay refused it for good). message_id is fixed,
-- so a resend after a crash is the same message.
CREATE TABLE lead_emails (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id UUID NOT NULL REFERENCES seller_leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('SELLER', 'SHOPPER_COPY')),
  message_id TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at TIMESTAMPTZ,
  UNIQUE (lead_id, kind)
);
CREATE INDEX lead_emails_pending ON lead_emails (created_at) WHERE status = 'PENDING';
