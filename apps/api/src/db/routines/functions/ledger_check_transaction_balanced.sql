-- The ledger's zero-sum rule (sign convention: migrations/0005_ledger.sql): at commit, each
-- transaction that got a posting or was created must have at least two postings summing to zero.
-- Run by the deferred constraint triggers ledger_postings_balanced and
-- ledger_transactions_balanced, so the rows of one move can be written in any order.
CREATE OR REPLACE FUNCTION ledger_check_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
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
