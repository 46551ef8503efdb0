-- Issue 23 item 1: reminders before and after a stay's end, by web push or the driver's chosen
-- fallback, each carrying a signed one-tap extend link (services/reminders/README.md).

-- The reminder settings the seeds lack. The seeds' own three (check_parking_session_before,
-- check_parking_session, push_off) stay what says whether and how a driver is reminded.
ALTER TABLE user_settings
  ADD COLUMN reminder_minutes smallint NOT NULL DEFAULT 10 CHECK (reminder_minutes IN (5, 10, 15)),
  ADD COLUMN reminder_fallback text NOT NULL DEFAULT 'sms' CHECK (reminder_fallback IN ('sms', 'email')),
  ADD COLUMN reminders_at_night boolean NOT NULL DEFAULT false;

-- Per-city secrets every server instance shares: created once (INSERT ... ON CONFLICT DO
-- NOTHING, then read back), never changed. 'reminder-link-key' signs the one-tap links,
-- 'vapid-keys' holds the generated VAPID key pair where none is configured.
CREATE TABLE city_secrets (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]{1,60}$'),
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A browser's web push subscription (RFC 8030): where to POST and the keys to encrypt for
-- (RFC 8291). Deleted when the push service answers 404/410 or the driver unsubscribes.
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (endpoint LIKE 'https://%' AND length(endpoint) <= 2000),
  p256dh text NOT NULL,
  auth text NOT NULL,
  lang text NOT NULL DEFAULT 'ru' CHECK (lang IN ('ru', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- One row per reminder sent: the claim that decides who sends (unique per stay, kind and end
-- moment, so a renewed stay is reminded again for its new end), written in the transaction that
-- queues its outbox row.
CREATE TABLE parking_reminders (
  session_id bigint NOT NULL REFERENCES parking_sessions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('before_end', 'ended')),
  ends_at timestamptz NOT NULL,
  outbox_id integer REFERENCES outbox (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, kind, ends_at)
);

-- The job's scan: running stays by their end.
CREATE INDEX IF NOT EXISTS parking_sessions_reminder_scan_idx ON parking_sessions (ends_at)
  WHERE user_id IS NOT NULL AND status = 'active';

-- A push row's recipient is the account id (0046), which may be one or two digits long.
ALTER TABLE outbox DROP CONSTRAINT outbox_recipient_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_recipient_check CHECK (length(recipient) BETWEEN 1 AND 254);
