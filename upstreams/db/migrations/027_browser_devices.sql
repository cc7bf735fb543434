-- Browser push (docs/rules/push.md): each browser's Web Push subscription, registered through the
-- spec's consumer-device call, and linked to the account that was signed in when it registered.
CREATE TABLE browser_devices (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The push service's URL for this browser: one row per subscription.
  endpoint TEXT NOT NULL UNIQUE,
  -- The subscription's keys (RFC 8291): the browser's public key and auth secret, base64url.
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  brand TEXT NOT NULL,
  -- The anonymous browser id (the pixall cookie).
  pixall_id UUID NOT NULL,
  user_id UUID REFERENCES users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX browser_devices_user ON browser_devices (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX browser_devices_pixall ON browser_devices (pixall_id);

-- The push outbox: one row per device and alert, written in the alert run's transaction beside
-- the email; sent_at is set once the push service took it.
CREATE TABLE alert_pushes (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  device_id UUID NOT NULL REFERENCES browser_devices (id) ON DELETE CASCADE,
  bookmark_id UUID NOT NULL REFERENCES search_bookmarks (id) ON DELETE CASCADE,
  window_end TIMESTAMPTZ NOT NULL,
  payload JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at TIMESTAMPTZ,
  UNIQUE (device_id, bookmark_id, window_end)
);
CREATE INDEX alert_pushes_device_created ON alert_pushes (device_id, created_at);
