-- One money move in one round trip (docs/decisions/0006-money-moves-in-sql-functions.md).
--
-- ledger_post journals a balanced move and applies it, as postTransaction did with about ten
-- statements and a savepoint: at 1,000 parking starts a second the round trips, not the work,
-- were the cost. The rules stay where they were: the sign CHECKs on ledger_accounts, the unique
-- (scope, idempotency_key), the deferred zero-sum trigger at commit and the append-only
-- triggers all still apply to what this function writes. The caller (services/ledger) checks
-- the shape first (two or more whole non-zero postings summing to zero).
--
-- p_postings is a JSON array; each element names its account one of four ways:
--   {"account": 7, "amount": -100}                        a ledger account id
--   {"driver": 42, "amount": -100}                        user 42's balance, made on first use
--   {"company": 5, "amount": -100}                        company 5's balance, made on first use
--   {"system": "city_revenue", "shard": 3, "amount": 100} a system account row (shard 0..63)
-- Making an account on first use is race-safe: a concurrent creator makes the insert wait on the
-- unique index, then the row is read (each statement sees what committed before it started).
-- Balances change in ascending account id order, so two moves over the same accounts lock
-- them in the same order and cannot deadlock. A debit that would take a driver or a company below
-- zero is refused by ledger_accounts_driver_nonnegative_ck; the function catches exactly that
-- check, undoes its balance changes (the EXCEPTION block is a subtransaction) and answers with
-- transaction_id NULL, so the caller's transaction stays usable without a client savepoint.
-- Any other error (unknown account, a key journaled twice, another sign check) is raised.
--
-- Answers the journal row and, for every account touched, its balance after the move (with its
-- userId and companyId).
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text,
  p_scope text,
  p_key text,
  p_metadata jsonb,
  p_postings jsonb,
  OUT transaction_id bigint,
  OUT created_at timestamptz,
  OUT balances jsonb
) LANGUAGE plpgsql AS $$
DECLARE
  posting jsonb;
  ids integer[] := '{}';
  amounts bigint[] := '{}';
  found_id integer;
  net record;
  broken text;
BEGIN
  FOR posting IN SELECT value FROM jsonb_array_elements(p_postings) LOOP
    IF posting ? 'account' THEN
      found_id := (posting ->> 'account')::integer;
    ELSIF posting ? 'driver' THEN
      SELECT a.id INTO found_id FROM ledger_accounts a WHERE a.user_id = (posting ->> 'driver')::integer;
      IF NOT FOUND THEN
        INSERT INTO ledger_accounts (kind, user_id) VALUES ('driver_balance', (posting ->> 'driver')::integer)
          ON CONFLICT DO NOTHING RETURNING id INTO found_id;
        IF found_id IS NULL THEN
          SELECT a.id INTO found_id FROM ledger_accounts a WHERE a.user_id = (posting ->> 'driver')::integer;
        END IF;
      END IF;
    ELSIF posting ? 'company' THEN
      SELECT a.id INTO found_id FROM ledger_accounts a WHERE a.company_id = (posting ->> 'company')::integer;
      IF NOT FOUND THEN
        INSERT INTO ledger_accounts (kind, company_id) VALUES ('company_balance', (posting ->> 'company')::integer)
          ON CONFLICT DO NOTHING RETURNING id INTO found_id;
        IF found_id IS NULL THEN
          SELECT a.id INTO found_id FROM ledger_accounts a WHERE a.company_id = (posting ->> 'company')::integer;
        END IF;
      END IF;
    ELSE
      SELECT a.id INTO found_id FROM ledger_accounts a
       WHERE a.kind = posting ->> 'system' AND a.user_id IS NULL AND a.company_id IS NULL
         AND a.shard = coalesce((posting ->> 'shard')::smallint, 0);
      IF NOT FOUND THEN
        RAISE EXCEPTION 'system account % shard % is missing', posting ->> 'system', posting ->> 'shard'
          USING ERRCODE = '22023';
      END IF;
    END IF;
    ids := ids || found_id;
    amounts := amounts || (posting ->> 'amount')::bigint;
  END LOOP;

  BEGIN
    FOR net IN
      SELECT u.id, sum(u.amount) AS amount FROM unnest(ids, amounts) AS u (id, amount)
       GROUP BY u.id HAVING sum(u.amount) <> 0 ORDER BY u.id
    LOOP
      UPDATE ledger_accounts a SET balance = a.balance + net.amount WHERE a.id = net.id;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger account % does not exist', net.id USING ERRCODE = '22023';
      END IF;
    END LOOP;
  EXCEPTION WHEN check_violation THEN
    GET STACKED DIAGNOSTICS broken = CONSTRAINT_NAME;
    IF broken IS DISTINCT FROM 'ledger_accounts_driver_nonnegative_ck' THEN
      RAISE;
    END IF;
    RETURN;
  END;

  INSERT INTO ledger_transactions (kind, scope, idempotency_key, metadata)
  VALUES (p_kind, p_scope, p_key, coalesce(p_metadata, '{}'::jsonb))
  RETURNING ledger_transactions.id, ledger_transactions.created_at INTO transaction_id, created_at;
  INSERT INTO ledger_postings (transaction_id, account_id, amount)
  SELECT ledger_post.transaction_id, u.id, u.amount FROM unnest(ids, amounts) AS u (id, amount);

  SELECT jsonb_agg(jsonb_build_object('account', a.id, 'userId', a.user_id, 'companyId', a.company_id,
                                      'balance', a.balance))
    INTO balances
    FROM ledger_accounts a WHERE a.id = ANY (ids);
END $$;
