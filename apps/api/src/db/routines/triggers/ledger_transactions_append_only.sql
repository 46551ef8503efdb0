-- The journal is append-only (functions/ledger_refuse_change.sql).
CREATE OR REPLACE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
