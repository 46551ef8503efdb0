-- One ledger transaction to its rows of the operations history (profile_operations, the read
-- model of migrations/0017_profile_operations.sql): none for guests' and system moves, two for
-- a refill with bonus20 (refill and bonus20). Run at commit by profile_operations_on_ledger for
-- every move but a balance start, which writes its row itself.
--
-- Support's adjustments of a driver's balance (issue 21, driver_corrections): a refund of a stay
-- (metadata sessionId) is the driver's 'cancel', any other credit or debit a 'correction'; the
-- reason support gave (metadata reason) is the row's note, which the history's description shows.
--
-- Refunds to the card (issue 22, card_refunds): the cancel's move (metadata cardRefundId) is the
-- driver's 'cancel' row, waiting while the provider has not answered, done once it confirmed,
-- error when it refused for good. The provider's answer is a move of its own that writes no row
-- but sets that status; a refusal's credit onto the balance is a 'cancel' row of its own.
--
-- Company money (issue 8 item 4): a move that touches a company_balance account, or one for a
-- fleet session (its session has company_id) or a company's card payment, is the company's
-- operation. Its row names the company (user_id NULL) and, for a fleet session, the company
-- driver it was for with their name ("Last First Middle", no middle when empty) and phone as
-- they were at that moment, so the list keeps them after the driver is edited or removed. It is
-- never a row of the registered driver's own history, even when that driver started the stay:
-- it was not their money. Amounts are signed from the owner's side (spent < 0, received > 0).
CREATE OR REPLACE FUNCTION profile_operations_record(p_tx bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t ledger_transactions%ROWTYPE;
  s parking_sessions%ROWTYPE;
  cp card_payments%ROWTYPE;
  d company_drivers%ROWTYPE;
  driver_user integer;
  driver_sum bigint;
  credited bigint;
  company integer;
  company_sum bigint;
  company_credited bigint;
  bonus bigint;
  op_user integer;
  op_company integer;
  op_type text;
  op_amount bigint;
  op_note text;
  gate_code text;
  cr card_refunds%ROWTYPE;
  op_status text := 'done';
BEGIN
  SELECT * INTO t FROM ledger_transactions WHERE id = p_tx;
  IF NOT FOUND THEN RETURN; END IF;
  IF t.metadata ? 'cardRefundId' THEN
    SELECT * INTO cr FROM card_refunds WHERE id = t.metadata ->> 'cardRefundId';
    op_status := CASE cr.status WHEN 'pending' THEN 'waiting' WHEN 'failed' THEN 'error' ELSE 'done' END;
    IF t.kind = 'card_refund' THEN
      UPDATE profile_operations SET status = op_status WHERE ledger_transaction_id = cr.ledger_transaction_id;
      IF cr.status <> 'failed' THEN RETURN; END IF;
      op_status := 'done';
    END IF;
  END IF;
  SELECT a.user_id, sum(p.amount), sum(p.amount) FILTER (WHERE p.amount > 0)
    INTO driver_user, driver_sum, credited
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
   WHERE p.transaction_id = p_tx AND a.kind = 'driver_balance'
   GROUP BY a.user_id LIMIT 1;
  SELECT a.company_id, sum(p.amount), sum(p.amount) FILTER (WHERE p.amount > 0)
    INTO company, company_sum, company_credited
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
   WHERE p.transaction_id = p_tx AND a.kind = 'company_balance'
   GROUP BY a.company_id LIMIT 1;
  IF t.metadata ? 'sessionId' AND jsonb_typeof(t.metadata -> 'sessionId') = 'number' THEN
    SELECT * INTO s FROM parking_sessions WHERE id = (t.metadata ->> 'sessionId')::bigint;
  END IF;
  IF t.metadata ? 'paymentId' THEN
    SELECT * INTO cp FROM card_payments WHERE id = t.metadata ->> 'paymentId';
  END IF;
  -- the company's money (or its fleet session, or its card payment): the company's row alone
  op_company := coalesce(company, s.company_id, cp.company_id);
  IF op_company IS NOT NULL THEN
    op_user := NULL;
    driver_sum := company_sum;
    credited := company_credited;
    IF s.company_driver_id IS NOT NULL THEN
      SELECT * INTO d FROM company_drivers WHERE id = s.company_driver_id;
    END IF;
  ELSE
    op_user := coalesce(driver_user, s.user_id, cp.user_id);
    IF op_user IS NULL THEN RETURN; END IF;
  END IF;

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
  ELSIF t.kind = 'adjustment' THEN
    op_type := CASE WHEN s.id IS NOT NULL THEN 'cancel' ELSE 'correction' END;
    op_amount := driver_sum;
  ELSE
    RETURN;
  END IF;
  op_note := nullif(t.metadata ->> 'reason', '');

  IF op_company IS NOT NULL THEN
    IF op_amount IS NOT NULL AND op_amount <> 0 THEN
      INSERT INTO profile_operations (user_id, company_id, company_driver_id, driver_name, occurred_at,
                                      type, amount, status, ledger_transaction_id, card_payment_id,
                                      session_id, zone, parking_code, plate, starts_at, ends_at,
                                      duration_minutes, payment_method, driver_phone)
      VALUES (NULL, op_company, d.id,
              CASE WHEN d.id IS NOT NULL THEN concat_ws(' ', d.last_name, d.first_name, nullif(d.middle_name, '')) END,
              t.created_at, op_type, op_amount, 'done', t.id, cp.id, s.id, s.zone,
              coalesce(s.parking_code, gate_code), s.plate, s.starts_at, s.ends_at,
              CASE WHEN s.id IS NOT NULL THEN s.duration_minutes END,
              coalesce(cp.method, CASE WHEN company IS NOT NULL THEN 'corporate' END, s.payment_method),
              d.phone)
      ON CONFLICT DO NOTHING;
    END IF;
    IF cp.id IS NOT NULL THEN
      DELETE FROM profile_operations WHERE card_payment_id = cp.id AND ledger_transaction_id IS NULL;
    END IF;
    RETURN;
  END IF;

  IF op_amount IS NOT NULL AND op_amount <> 0 THEN
    INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, ledger_transaction_id,
                                    card_payment_id, session_id, zone, parking_code, plate, starts_at,
                                    ends_at, duration_minutes, payment_method, driver_phone, note)
    VALUES (op_user, t.created_at, op_type, op_amount, op_status, t.id, cp.id, s.id, s.zone,
            coalesce(s.parking_code, gate_code), s.plate, s.starts_at, s.ends_at,
            -- support's refund of a finished stay: no minutes, so it never reads as unused time
            CASE WHEN s.id IS NOT NULL AND t.kind <> 'adjustment' THEN s.duration_minutes END,
            coalesce(cp.method, CASE WHEN driver_user IS NOT NULL THEN 'balance' END, s.payment_method),
            cp.phone, op_note)
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
