-- A driver's or a company's card payment that has not (or not yet) moved money is one row of
-- the operations history: pending is waiting, refunded is cancel, failed or expired is error.
-- When it succeeds that row goes and the ledger move's row stays. Guests' payments are nobody's
-- history.
CREATE OR REPLACE FUNCTION profile_operations_on_card_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op_type text;
  op_status text;
  s parking_sessions%ROWTYPE;
BEGIN
  IF NEW.user_id IS NULL AND NEW.company_id IS NULL THEN RETURN NULL; END IF;
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
  INSERT INTO profile_operations (user_id, company_id, occurred_at, type, amount, status, card_payment_id,
                                  session_id, zone, parking_code, plate, starts_at, ends_at,
                                  duration_minutes, payment_method, driver_phone)
  VALUES (NEW.user_id, NEW.company_id, NEW.created_at, op_type,
          CASE WHEN NEW.purpose = 'refill' THEN NEW.amount_kopecks ELSE -NEW.amount_kopecks END,
          op_status, NEW.id, s.id, s.zone, s.parking_code, s.plate, s.starts_at, s.ends_at,
          CASE WHEN s.id IS NOT NULL THEN s.duration_minutes END, NEW.method, NEW.phone)
  ON CONFLICT (card_payment_id) WHERE ledger_transaction_id IS NULL
  DO UPDATE SET status = EXCLUDED.status;
  RETURN NULL;
END $$;
