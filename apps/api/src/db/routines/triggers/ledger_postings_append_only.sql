-- ledger_postings is append-only (functions/refuse_change.sql).
CREATE OR REPLACE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
