-- The operations history of the personal cabinet (issue 5; document 2 §3 "Operation").
--
-- A read model, one row per operation a driver sees, written by the database itself from the
-- ledger and card payments, so no money path has to remember it and the history cannot drift:
--   * every ledger transaction, at its commit (a deferred constraint trigger, like the zero-sum
--     check: by then its postings, session and card payment rows are all there), becomes one
--     row (a refill with bonus20 becomes two: refill and bonus20);
--   * a driver's card payment that is pending, failed, expired or refunded is one row with
--     status waiting, error or cancel; when it succeeds that row goes and the ledger's stays.
-- Guests' money (no driver) is not anybody's history and is skipped.
--
-- Reading a filtered page of 50 newest-first for a driver with 10,000 operations walks
-- profile_operations_user_idx backwards from the keyset (occurred_at, id); the per-filter
-- indexes serve the selective filters (vehicle, zone, type) the same way.
CREATE TABLE profile_operations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  occurred_at timestamptz NOT NULL,
  type text NOT NULL CHECK (type IN (
    'payment', 'refill', 'renew', 'cancel', 'paymentSubscription', 'paymentGate', 'bonus20')),
  -- kopecks from the driver's side: spent < 0, received > 0
  amount bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('done', 'cancel', 'error', 'waiting')),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  card_payment_id text,
  session_id bigint,
  zone text,
  parking_code text,
  plate text,
  starts_at timestamptz,
  ends_at timestamptz,
  duration_minutes integer,
  payment_method text,
  driver_phone text,
  check_fiscal text,
  CONSTRAINT profile_operations_source_ck CHECK (ledger_transaction_id IS NOT NULL OR card_payment_id IS NOT NULL)
);
CREATE UNIQUE INDEX profile_operations_ledger_uq ON profile_operations (ledger_transaction_id, type)
  WHERE ledger_transaction_id IS NOT NULL;
CREATE UNIQUE INDEX profile_operations_card_uq ON profile_operations (card_payment_id)
  WHERE ledger_transaction_id IS NULL;
CREATE INDEX profile_operations_user_idx ON profile_operations (user_id, occurred_at DESC, id DESC);
CREATE INDEX profile_operations_plate_idx ON profile_operations (user_id, plate, occurred_at DESC, id DESC);
CREATE INDEX profile_operations_zone_idx ON profile_operations (user_id, zone, occurred_at DESC, id DESC);
CREATE INDEX profile_operations_code_idx ON profile_operations (user_id, parking_code, occurred_at DESC, id DESC)
  WHERE parking_code IS NOT NULL;
CREATE INDEX profile_operations_type_idx ON profile_operations (user_id, type, occurred_at DESC, id DESC);
CREATE INDEX profile_operations_session_idx ON profile_operations (user_id, session_id) WHERE session_id IS NOT NULL;

-- The functions and triggers that write it live in db/routines (functions/profile_operations_*.sql,
-- triggers/profile_operations_from_*.sql), applied after every numbered migration
-- (docs/decisions/0002).

-- The history so far. Ledger transactions made before this migration were turned into rows by
-- profile_operations_record, created here until routines moved out of the numbered migrations;
-- every database that had them has run this file in that form. One that has not, and holds
-- money moves, would need that function before the routines exist: refuse rather than leave its
-- history empty. (A fresh database has no ledger transactions here.)
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_transactions) THEN
    RAISE EXCEPTION 'ledger transactions older than migration 0017: migrate with a release before routines moved to db/routines';
  END IF;
END $$;

-- Card payments that moved no money (yet): their waiting, error or cancel rows.
INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id, payment_method, driver_phone)
SELECT cp.user_id, cp.created_at,
       CASE WHEN cp.purpose = 'refill' THEN 'refill' WHEN cp.purpose = 'planar' THEN 'paymentGate'
            WHEN cp.purpose = 'subscription' THEN 'paymentSubscription' ELSE 'payment' END,
       CASE WHEN cp.purpose = 'refill' THEN cp.amount_kopecks ELSE -cp.amount_kopecks END,
       CASE cp.status WHEN 'pending' THEN 'waiting' WHEN 'refunded' THEN 'cancel' ELSE 'error' END,
       cp.id, cp.method, cp.phone
  FROM card_payments cp
 WHERE cp.user_id IS NOT NULL AND cp.status <> 'succeeded'
ON CONFLICT DO NOTHING;
