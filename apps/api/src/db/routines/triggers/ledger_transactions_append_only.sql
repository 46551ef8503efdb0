-- ledger_transactions is append-only (functions/refuse_change.sql).
CREATE OR REPLACE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
