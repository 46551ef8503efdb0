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

-- One ledger transaction to its operation rows (none for guests' and system moves).
CREATE FUNCTION profile_operations_record(p_tx bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t ledger_transactions%ROWTYPE;
  s parking_sessions%ROWTYPE;
  cp card_payments%ROWTYPE;
  driver_user integer;
  driver_sum bigint;
  credited bigint;
  bonus bigint;
  op_user integer;
  op_type text;
  op_amount bigint;
  gate_code text;
BEGIN
  SELECT * INTO t FROM ledger_transactions WHERE id = p_tx;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT a.user_id, sum(p.amount), sum(p.amount) FILTER (WHERE p.amount > 0)
    INTO driver_user, driver_sum, credited
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
   WHERE p.transaction_id = p_tx AND a.kind = 'driver_balance'
   GROUP BY a.user_id LIMIT 1;
  IF t.metadata ? 'sessionId' AND jsonb_typeof(t.metadata -> 'sessionId') = 'number' THEN
    SELECT * INTO s FROM parking_sessions WHERE id = (t.metadata ->> 'sessionId')::bigint;
  END IF;
  IF t.metadata ? 'paymentId' THEN
    SELECT * INTO cp FROM card_payments WHERE id = t.metadata ->> 'paymentId';
  END IF;
  op_user := coalesce(driver_user, s.user_id, cp.user_id);
  IF op_user IS NULL THEN RETURN; END IF;

  IF t.kind = 'refill' THEN
    bonus := coalesce((t.metadata ->> 'bonus20')::bigint, 0);
    op_type := 'refill';
    op_amount := coalesce(credited, driver_sum, 0) - bonus;
  ELSIF t.kind = 'bonus' THEN
    op_type := 'bonus20';
    op_amount := coalesce(driver_sum, 0);
  ELSIF t.kind = 'parking_payment' THEN
    IF t.metadata ->> 'purpose' = 'planar' THEN
      op_type := 'paymentGate';
      gate_code := t.metadata ->> 'parkingNumber';
    ELSIF cp.purpose = 'subscription' THEN
      op_type := 'paymentSubscription';
    ELSIF t.metadata ->> 'action' = 'renew' OR cp.payload ->> 'action' = 'renew' THEN
      op_type := 'renew';
    ELSE
      op_type := 'payment';
    END IF;
    -- what the city received: the positive side of the move
    SELECT -sum(p.amount) INTO op_amount FROM ledger_postings p WHERE p.transaction_id = p_tx AND p.amount > 0;
  ELSIF t.kind IN ('parking_refund', 'card_refund') THEN
    op_type := 'cancel';
    op_amount := coalesce(driver_sum, (SELECT sum(p.amount) FROM ledger_postings p WHERE p.transaction_id = p_tx AND p.amount > 0));
  ELSE
    RETURN; -- an operator's adjustment is not an operation of the seeds' list
  END IF;

  IF op_amount IS NOT NULL AND op_amount <> 0 THEN
    INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, ledger_transaction_id,
                                    card_payment_id, session_id, zone, parking_code, plate, starts_at,
                                    ends_at, duration_minutes, payment_method, driver_phone)
    VALUES (op_user, t.created_at, op_type, op_amount, 'done', t.id, cp.id, s.id, s.zone,
            coalesce(s.parking_code, gate_code), s.plate, s.starts_at, s.ends_at,
            CASE WHEN s.id IS NOT NULL THEN s.duration_minutes END,
            coalesce(cp.method, CASE WHEN driver_user IS NOT NULL THEN 'balance' END, s.payment_method),
            cp.phone)
    ON CONFLICT DO NOTHING;
  END IF;
  IF t.kind = 'refill' AND bonus > 0 THEN
    INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, ledger_transaction_id,
                                    card_payment_id, payment_method, driver_phone)
    VALUES (op_user, t.created_at, 'bonus20', bonus, 'done', t.id, cp.id, cp.method, cp.phone)
    ON CONFLICT DO NOTHING;
  END IF;
  -- the card payment's waiting or failed row gives way to the money that moved
  IF cp.id IS NOT NULL THEN
    DELETE FROM profile_operations WHERE card_payment_id = cp.id AND ledger_transaction_id IS NULL;
  END IF;
END $$;

CREATE FUNCTION profile_operations_on_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_operations_record(NEW.id);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER profile_operations_from_ledger
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION profile_operations_on_ledger();

-- A driver's card payment that has not (or not yet) moved money: waiting, error or cancel.
CREATE FUNCTION profile_operations_on_card_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op_type text;
  op_status text;
  s parking_sessions%ROWTYPE;
BEGIN
  IF NEW.user_id IS NULL THEN RETURN NULL; END IF;
  IF NEW.status = 'succeeded' THEN
    DELETE FROM profile_operations WHERE card_payment_id = NEW.id AND ledger_transaction_id IS NULL;
    RETURN NULL;
  END IF;
  op_status := CASE NEW.status WHEN 'pending' THEN 'waiting' WHEN 'refunded' THEN 'cancel' ELSE 'error' END;
  op_type := CASE
    WHEN NEW.purpose = 'refill' THEN 'refill'
    WHEN NEW.purpose = 'planar' THEN 'paymentGate'
    WHEN NEW.purpose = 'subscription' THEN 'paymentSubscription'
    WHEN NEW.payload ->> 'action' = 'renew' THEN 'renew'
    ELSE 'payment' END;
  IF jsonb_typeof(NEW.payload -> 'sessionId') = 'number' THEN
    SELECT * INTO s FROM parking_sessions WHERE id = (NEW.payload ->> 'sessionId')::bigint;
  END IF;
  INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id, session_id,
                                  zone, parking_code, plate, starts_at, ends_at, duration_minutes,
                                  payment_method, driver_phone)
  VALUES (NEW.user_id, NEW.created_at, op_type,
          CASE WHEN NEW.purpose = 'refill' THEN NEW.amount_kopecks ELSE -NEW.amount_kopecks END,
          op_status, NEW.id, s.id, s.zone, s.parking_code, s.plate, s.starts_at, s.ends_at,
          CASE WHEN s.id IS NOT NULL THEN s.duration_minutes END, NEW.method, NEW.phone)
  ON CONFLICT (card_payment_id) WHERE ledger_transaction_id IS NULL
  DO UPDATE SET status = EXCLUDED.status;
  RETURN NULL;
END $$;
CREATE TRIGGER profile_operations_from_card_payment
  AFTER INSERT OR UPDATE OF status ON card_payments
  FOR EACH ROW EXECUTE FUNCTION profile_operations_on_card_payment();

-- The history so far.
SELECT profile_operations_record(id) FROM ledger_transactions ORDER BY id;
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
