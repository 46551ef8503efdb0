-- Outgoing messages (codes, new passwords, notices), written in the same transaction as the
-- business change that needs them and sent afterwards by the delivery worker, so a restart or a
-- failing gateway never loses a message and sending never holds up a request.
--
-- Secrets: a pending row carries the plain code or new password in `vars` because the message must
-- survive a restart until it is sent; it is the only place the plain value lives (accounts keep a
-- hash). Once the row is sent or has failed for good, the worker overwrites those values with a
-- marker, so they do not stay at rest.
CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'call')),
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 254),
  template text NOT NULL CHECK (template IN ('code', 'new-password', 'password-changed')),
  vars jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(vars) = 'object'),
  lang text NOT NULL CHECK (lang IN ('ru', 'en')),
  -- sending: claimed by a worker; next_attempt_at is then the end of its lease, after which
  -- another worker may take the row over (the first one crashed mid-send).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 100),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Why the last attempt failed, in our words: never a code, a token or a gateway URL.
  last_error text CHECK (length(last_error) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
-- The worker's pick: due rows that are still to be sent, oldest due first.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status IN ('pending', 'sending');

-- What the dev outbox "sent" (no SMTP server or SMS gateway configured, never in production):
-- the rendered text, codes included, for the developer's page /api/dev/outbox.
CREATE TABLE dev_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outbox_id integer REFERENCES outbox (id) ON DELETE SET NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'call')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_created_idx ON dev_outbox (created_at DESC, id DESC);
