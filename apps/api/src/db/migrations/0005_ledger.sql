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

-- At commit, each transaction that got a posting or was created must have at least two
-- postings summing to zero. Deferred, so the rows of one move can be written in any order.
CREATE FUNCTION ledger_check_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id bigint;
  n integer;
  total numeric;
BEGIN
  -- separate branches: PL/pgSQL resolves NEW's fields per statement
  IF TG_TABLE_NAME = 'ledger_postings' THEN
    tx_id := NEW.transaction_id;
  ELSE
    tx_id := NEW.id;
  END IF;
  SELECT count(*), coalesce(sum(amount), 0) INTO n, total FROM ledger_postings WHERE transaction_id = tx_id;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced: % postings summing to %', tx_id, n, total
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction_balanced();
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction_balanced();

-- The journal is append-only: a correction is a new transaction, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

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
