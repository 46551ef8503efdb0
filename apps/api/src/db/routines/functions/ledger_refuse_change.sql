-- The journal is append-only: a correction is a new transaction, never an edit
-- (ledger_postings_append_only, ledger_transactions_append_only).
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
