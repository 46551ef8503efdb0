-- Card payments of one city (services/card-payments) and the built-in sandbox bank's own
-- records (integrations/payments/sandbox). State machine of a card payment:
--   pending -> succeeded | failed | expired;  succeeded -> refunded (a guest's money sent back)
-- A payment that expired or failed and is later reported paid by the provider becomes
-- succeeded with outcome 'late_credited' or 'refund_pending': money that came in is never lost.

CREATE TABLE card_payments (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f-]{36}$'),
  purpose text NOT NULL CHECK (purpose IN ('refill', 'session', 'deferred', 'planar', 'subscription')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'succeeded', 'failed', 'expired', 'refunded')),
  -- what the settlement did with the money: handled by the purpose, credited to the driver's
  -- balance instead, or sent back to a guest's card
  outcome text CHECK (outcome IN (
    'refilled', 'handled', 'credited_to_balance', 'late_credited', 'refund_pending', 'refunded')),
  amount_kopecks bigint NOT NULL CHECK (amount_kopecks > 0),
  bonus_kopecks bigint NOT NULL DEFAULT 0 CHECK (bonus_kopecks >= 0),
  user_id integer REFERENCES users (id) ON DELETE RESTRICT,
  guest_token_id bigint,
  method text NOT NULL CHECK (length(method) BETWEEN 1 AND 64),
  phone text CHECK (phone ~ '^7[0-9]{10}$'),
  description_type text NOT NULL CHECK (description_type IN ('extension', 'refill', 'payment')),
  return_path text NOT NULL CHECK (return_path ~ '^/' AND length(return_path) <= 500),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- 'user:<id>' or 'guest:<token id>': a client's keys never collide with another's
  payer_scope text NOT NULL,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  provider text NOT NULL,
  provider_payment_id text NOT NULL,
  redirect_url text NOT NULL,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  -- the reconciliation job's lease: several instances never ask about the same payment at once
  checked_at timestamptz,
  CONSTRAINT card_payments_payer_ck CHECK ((user_id IS NULL) <> (guest_token_id IS NULL)),
  CONSTRAINT card_payments_key_uq UNIQUE (payer_scope, idempotency_key),
  CONSTRAINT card_payments_provider_uq UNIQUE (provider, provider_payment_id)
);
CREATE INDEX card_payments_pending_idx ON card_payments (created_at) WHERE status = 'pending';
CREATE INDEX card_payments_refund_idx ON card_payments (updated_at) WHERE outcome = 'refund_pending';
CREATE INDEX card_payments_user_idx ON card_payments (user_id, created_at);

-- Every provider event we acted on (or found had nothing to change), keyed by the provider's
-- event id and inserted in the same transaction as its effect: a redelivered event finds its
-- row and changes nothing.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 200),
  payment_id text REFERENCES card_payments (id) ON DELETE RESTRICT,
  type text NOT NULL,
  effect text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX payment_events_payment_idx ON payment_events (payment_id);

-- The sandbox bank: what a real provider would keep on its side. It lives in the city's
-- database so it survives restarts and works the same on several instances.
CREATE TABLE sandbox_bank_payments (
  id text PRIMARY KEY CHECK (id ~ '^sbx_[A-Za-z0-9_-]{16,64}$'),
  merchant_payment_id text NOT NULL,
  amount_kopecks bigint NOT NULL CHECK (amount_kopecks > 0),
  description text NOT NULL,
  return_url text NOT NULL,
  webhook_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
  refunded_kopecks bigint NOT NULL DEFAULT 0 CHECK (refunded_kopecks >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  -- the notification of the decision: 'none' (undecided or held back), 'due', 'delivered',
  -- 'gave_up'; the event id stays the same over retries so the shop can deduplicate
  webhook_state text NOT NULL DEFAULT 'none'
    CHECK (webhook_state IN ('none', 'due', 'delivered', 'gave_up')),
  webhook_event_id text,
  webhook_attempts integer NOT NULL DEFAULT 0,
  webhook_next_at timestamptz,
  webhook_last_error text
);
CREATE INDEX sandbox_bank_webhooks_due_idx ON sandbox_bank_payments (webhook_next_at)
  WHERE webhook_state = 'due';
