-- The zero-sum rule for each new journal row, so a transaction without postings is refused too
-- (functions/ledger_check_transaction_balanced.sql).
-- A constraint trigger has no CREATE OR REPLACE: it is dropped and made again. All routines apply
-- in one transaction and DROP TRIGGER locks the table until its commit, so no other transaction
-- ever writes to the table without it.
DROP TRIGGER IF EXISTS ledger_transactions_balanced ON ledger_transactions;
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction_balanced();
