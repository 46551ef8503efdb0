-- Append-only tables: the ledger's journal (a correction is a new transaction, never an edit)
-- and the staff audit log (triggers/*_append_only.sql).
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
