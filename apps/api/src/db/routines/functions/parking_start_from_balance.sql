-- A session started from the balance in one statement (docs/decisions/0006).
--
-- The caller sends it alone (one autocommitted statement is its own transaction), so the key,
-- the plate's lock, the row, the money and the answer commit or roll back together; PL/pgSQL
-- keeps its statements' plans for the connection's life. The steps, in this order:
--
-- 1. The key. A transaction-scoped advisory lock on the key (one bigint, a key space no
--    two-integer plate lock shares) makes a concurrent duplicate wait until the first commits
--    or rolls back; the next statement reads with a fresh snapshot (READ COMMITTED), so it finds
--    the committed row and replays it (replayed = true), or finds none (the first was refused
--    and kept nothing) and runs. The same key with another request hash is refused
--    (IdempotencyKeyReused). A hash collision of two keys only makes them wait for each other.
-- 2. The plate: parking_claim_plate takes the plate's lock, closes what no longer holds it and
--    checks overlaps; ParkingSessionAlreadyExists otherwise.
-- 3. The session row, from p_session (column names as keys; what TypeScript priced and
--    checked). A new parking_sessions column a balance start must set is added to its INSERT.
-- 4. The money: the one move a start makes (driver -cost, city_revenue +cost on the given
--    shard), done here rather than through ledger_post, whose generic path was half of a
--    start's database time. Both account ids in one statement; the revenue row is looked up
--    with the predicate of ledger_accounts_system_uq (user_id and company_id NULL), so it is an
--    index lookup, not a read of every driver's and company's account (a test checks). The
--    balances change in ascending id order (as in ledger_post, so a start and any other move
--    cannot deadlock). The debit is `balance - cost ... WHERE balance >= cost`: a short balance
--    (or no account yet, a zero balance) matches no row and the start is refused with
--    NoMoneyNoHoney by a RAISE that rolls back the whole call, so no EXCEPTION block is needed;
--    the condition is re-checked on the newest row version after a wait on its lock, and
--    ledger_accounts_driver_nonnegative_ck still guards the stored balance.
-- 5. The key's row, written once, with the answer's facts
--    ({"balanceStart": {"session": <the row>, "balance": <driver's>}}); TypeScript renders the
--    answer from them, so a replay renders exactly the first answer. The primary key stays the
--    backstop: a row another path claimed without this lock refuses the start.
-- 6. The journal row, both postings and the driver's operations-history row in one statement.
--    The metadata's operationWritten makes profile_operations_from_ledger skip this
--    transaction: that trigger cost a fifth of the starts a second, and the row written here is
--    the one profile_operations_record would write (a test compares the two).
--
-- A refusal RAISEs SQLSTATE PK001 with the error name as the message, so the whole statement
-- rolls back, the key included: a retry after a top-up runs again. The sign CHECKs, the
-- deferred zero-sum trigger, the append-only triggers and the unique (scope, idempotency_key) of
-- ledger_transactions apply at their usual moments.
CREATE OR REPLACE FUNCTION parking_start_from_balance(
  p_scope text,
  p_key text,
  p_request_hash text,
  p_session jsonb,
  p_plate_lock_space integer,
  p_plate_lock_key integer,
  p_hold_minutes integer,
  p_revenue_shard smallint,
  OUT replayed boolean,
  OUT answer jsonb
) LANGUAGE plpgsql AS $$
DECLARE
  stored_hash text;
  stored_answer jsonb;
  draft parking_sessions%ROWTYPE;
  made parking_sessions%ROWTYPE;
  driver_id integer;
  revenue_id integer;
  driver_balance bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_scope || ' ' || p_key, 0));
  SELECT k.request_hash, k.answer INTO stored_hash, stored_answer
    FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
  IF FOUND THEN
    IF stored_hash IS DISTINCT FROM p_request_hash THEN
      RAISE EXCEPTION 'IdempotencyKeyReused' USING ERRCODE = 'PK001';
    END IF;
    -- another path's key still without its answer cannot be replayed
    IF stored_answer IS NULL THEN
      RAISE EXCEPTION 'idempotency key %/% is held by an unfinished request', p_scope, p_key;
    END IF;
    replayed := true;
    answer := stored_answer;
    RETURN;
  END IF;

  draft := jsonb_populate_record(NULL::parking_sessions, p_session);
  -- the caller's bug, not a refusal: a balance start is a driver's, paid, from the balance
  IF draft.user_id IS NULL OR draft.sum_kopecks IS NULL OR draft.sum_kopecks <= 0
     OR draft.payment_method IS DISTINCT FROM 'balance' THEN
    RAISE EXCEPTION 'a balance start needs a driver, a cost above zero and the balance method'
      USING ERRCODE = '22023';
  END IF;
  -- created_at is the request's clock, the "now" the plate's ended stays are judged by
  IF NOT parking_claim_plate(p_plate_lock_space, p_plate_lock_key, draft.plate, draft.created_at,
                             draft.starts_at, draft.ends_at, p_hold_minutes) THEN
    RAISE EXCEPTION 'ParkingSessionAlreadyExists' USING ERRCODE = 'PK001';
  END IF;

  INSERT INTO parking_sessions (user_id, kind, status, zone, parking_code, plate, category,
                                number_format, starts_at, ends_at, duration_minutes, sum_kopecks,
                                payment_method, created_at, updated_at)
  VALUES (draft.user_id, draft.kind, draft.status, draft.zone, draft.parking_code, draft.plate,
          draft.category, draft.number_format, draft.starts_at, draft.ends_at,
          draft.duration_minutes, draft.sum_kopecks, draft.payment_method, draft.created_at,
          draft.updated_at)
  RETURNING * INTO made;

  SELECT (SELECT a.id FROM ledger_accounts a WHERE a.user_id = made.user_id),
         -- company_id IS NULL with user_id IS NULL: the predicate of ledger_accounts_system_uq
         (SELECT a.id FROM ledger_accounts a
           WHERE a.kind = 'city_revenue' AND a.shard = p_revenue_shard
             AND a.user_id IS NULL AND a.company_id IS NULL)
    INTO driver_id, revenue_id;
  IF revenue_id IS NULL THEN
    RAISE EXCEPTION 'system account city_revenue shard % is missing', p_revenue_shard
      USING ERRCODE = '22023';
  END IF;
  IF driver_id IS NULL THEN
    RAISE EXCEPTION 'NoMoneyNoHoney' USING ERRCODE = 'PK001';
  END IF;
  IF revenue_id < driver_id THEN
    UPDATE ledger_accounts a SET balance = a.balance + made.sum_kopecks WHERE a.id = revenue_id;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance - made.sum_kopecks
   WHERE a.id = driver_id AND a.balance >= made.sum_kopecks
  RETURNING a.balance INTO driver_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'NoMoneyNoHoney' USING ERRCODE = 'PK001';
  END IF;
  IF revenue_id > driver_id THEN
    UPDATE ledger_accounts a SET balance = a.balance + made.sum_kopecks WHERE a.id = revenue_id;
  END IF;

  answer := jsonb_build_object('balanceStart',
    jsonb_build_object('session', to_jsonb(made), 'balance', driver_balance));
  INSERT INTO idempotency_keys (scope, key, request_hash, answer)
  VALUES (p_scope, p_key, p_request_hash, answer)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'IdempotencyKeyReused' USING ERRCODE = 'PK001';
  END IF;

  -- the journal row, both postings and the driver's operation row in one statement; the
  -- metadata's operationWritten makes profile_operations_from_ledger skip this transaction
  WITH journaled AS (
    INSERT INTO ledger_transactions (kind, scope, idempotency_key, metadata)
    VALUES ('parking_payment', p_scope, p_key,
            jsonb_build_object('sessionId', made.id, 'action', 'start', 'operationWritten', true))
    RETURNING id, created_at
  ), posted AS (
    INSERT INTO ledger_postings (transaction_id, account_id, amount)
    SELECT j.id, m.account_id, m.amount
      FROM journaled j,
           (VALUES (driver_id, -made.sum_kopecks), (revenue_id, made.sum_kopecks)) AS m (account_id, amount)
  )
  INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, ledger_transaction_id,
                                  session_id, zone, parking_code, plate, starts_at, ends_at,
                                  duration_minutes, payment_method)
  SELECT made.user_id, j.created_at, 'payment', -made.sum_kopecks, 'done', j.id, made.id, made.zone,
         made.parking_code, made.plate, made.starts_at, made.ends_at, made.duration_minutes, 'balance'
    FROM journaled j;
  replayed := false;
END $$;
