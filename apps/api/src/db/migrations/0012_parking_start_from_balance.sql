-- A session started from the balance in one statement (docs/decisions/0006).
--
-- The balance start sent seven round trips (BEGIN, the key's claim, parking_claim_plate, the
-- session insert, ledger_post, the answer's store, COMMIT); at the budget of 1,000 starts a
-- second on a small machine the round trips and the parsing of each statement were the cost.
-- parking_start_from_balance does the same steps, in the same order, in one call; PL/pgSQL
-- keeps its statements' plans for the connection's life. The caller sends it alone (one
-- autocommitted statement is its own transaction), so the claim of the key, the plate's lock,
-- the row, the money and the answer commit or roll back together.
--
-- 1. The key (idempotency_keys). A concurrent duplicate waits on the primary key until the
--    first commits; it then finds the row (each statement of a VOLATILE function reads with a
--    fresh snapshot under READ COMMITTED) and answers the stored facts with replayed = true.
--    The same key with another request hash is refused: IdempotencyKeyReused.
-- 2. The plate: parking_claim_plate (0011) takes the plate's lock, closes what no longer holds
--    it and checks overlaps; ParkingSessionAlreadyExists otherwise.
-- 3. The session row, from p_session (column names as keys; what TypeScript priced and
--    checked). The live-plate unique index still refuses a second live row.
-- 4. The money: ledger_post (0010), driver -sum_kopecks, city_revenue +sum_kopecks on the
--    given shard. Its refusal (the driver's balance CHECK) becomes NoMoneyNoHoney.
-- 5. The answer's facts, {"balanceStart": {"session": <the row>, "balance": <driver's>}},
--    stored under the key and returned; TypeScript renders the answer from them, so a replay
--    renders exactly the first answer.
--
-- A refusal RAISEs SQLSTATE PK001 with the error name as the message, so the whole statement
-- rolls back, the key's claim included: a retry after a top-up runs again. The sign CHECKs,
-- the deferred zero-sum trigger and the append-only triggers apply at their usual moments.
CREATE FUNCTION parking_start_from_balance(
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
  stored idempotency_keys%ROWTYPE;
  draft parking_sessions%ROWTYPE;
  made parking_sessions%ROWTYPE;
  posted record;
BEGIN
  INSERT INTO idempotency_keys (scope, key, request_hash) VALUES (p_scope, p_key, p_request_hash)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT * INTO stored FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
    IF stored.request_hash IS DISTINCT FROM p_request_hash THEN
      RAISE EXCEPTION 'IdempotencyKeyReused' USING ERRCODE = 'PK001';
    END IF;
    -- unreachable under READ COMMITTED: the row we waited for is committed, with its answer
    IF stored.answer IS NULL THEN
      RAISE EXCEPTION 'idempotency key %/% is held by an unfinished request', p_scope, p_key;
    END IF;
    replayed := true;
    answer := stored.answer;
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

  SELECT p.transaction_id, p.balances INTO posted
    FROM ledger_post('parking_payment', p_scope, p_key,
                     jsonb_build_object('sessionId', made.id, 'action', 'start'),
                     jsonb_build_array(
                       jsonb_build_object('driver', made.user_id, 'amount', -made.sum_kopecks),
                       jsonb_build_object('system', 'city_revenue', 'shard', p_revenue_shard,
                                          'amount', made.sum_kopecks))) AS p;
  IF posted.transaction_id IS NULL THEN
    RAISE EXCEPTION 'NoMoneyNoHoney' USING ERRCODE = 'PK001';
  END IF;

  answer := jsonb_build_object('balanceStart', jsonb_build_object(
    'session', to_jsonb(made),
    'balance', (SELECT (b ->> 'balance')::bigint FROM jsonb_array_elements(posted.balances) AS b
                 WHERE (b ->> 'userId')::integer = made.user_id)));
  UPDATE idempotency_keys k SET answer = parking_start_from_balance.answer
   WHERE k.scope = p_scope AND k.key = p_key;
  replayed := false;
END $$;
