-- The money ledger of one city: double-entry postings in integer kopecks.
--
-- Sign convention: an account's balance is the sum of its postings; a positive posting raises
-- it. Every ledger transaction's postings sum to zero, so all balances together sum to zero.
--   driver_balance  >= 0  what the city holds for one driver (a liability to the driver)
--   card_clearing   <= 0  money that came in by card, minus what went back to cards
--   bonus           <= 0  bonuses granted (the bonus20 of a card top-up)
--   city_revenue    >= 0  parking paid
--   refunds         <= 0  unused parking time given back (a contra-revenue account:
--                         net revenue = city_revenue + refunds)
--   adjustments     any   hand corrections by an operator
-- The checks below make a wrong-direction move fail in the database, not only in code.

CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'driver_balance', 'card_clearing', 'bonus', 'city_revenue', 'refunds', 'adjustments')),
  user_id integer REFERENCES users (id) ON DELETE RESTRICT,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- a driver's balance belongs to exactly one driver; system accounts to nobody
  CONSTRAINT ledger_accounts_owner_ck CHECK ((kind = 'driver_balance') = (user_id IS NOT NULL)),
  -- the service maps a violation of this one to NoMoneyNoHoney
  CONSTRAINT ledger_accounts_driver_nonnegative_ck CHECK (kind <> 'driver_balance' OR balance >= 0),
  CONSTRAINT ledger_accounts_system_sign_ck CHECK (
    (kind NOT IN ('card_clearing', 'bonus', 'refunds') OR balance <= 0)
    AND (kind <> 'city_revenue' OR balance >= 0))
);
CREATE UNIQUE INDEX ledger_accounts_user_uq ON ledger_accounts (user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_uq ON ledger_accounts (kind) WHERE user_id IS NULL;

-- System accounts exist from the start, so they take the lowest ids.
INSERT INTO ledger_accounts (kind) VALUES
  ('card_clearing'), ('bonus'), ('city_revenue'), ('refunds'), ('adjustments');

-- One money move. (scope, idempotency_key) is unique so the same move cannot be journaled twice,
-- whatever the code above it does; request answers live in idempotency_keys.
CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'refill', 'card_refund', 'bonus', 'parking_payment', 'parking_refund', 'adjustment')),
  scope text NOT NULL CHECK (length(scope) BETWEEN 1 AND 100),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transactions_key_uq UNIQUE (scope, idempotency_key)
);

CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  account_id integer NOT NULL REFERENCES ledger_accounts (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_id);
CREATE INDEX ledger_postings_transaction_idx ON ledger_postings (transaction_id);

-- The zero-sum rule (every transaction's postings sum to zero, checked at commit) and the
-- append-only journal are triggers: db/routines/functions/ledger_check_transaction_balanced.sql,
-- ledger_refuse_change.sql and their triggers in db/routines/triggers/.

-- The first answer to each money-moving request, kept so a retry with the same key gets it back
-- without a second effect. Claimed (inserted) first thing in the request's transaction: a
-- concurrent duplicate waits on the unique key and then reads the committed answer.
CREATE TABLE idempotency_keys (
  scope text NOT NULL CHECK (length(scope) BETWEEN 1 AND 100),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
