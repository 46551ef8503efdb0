-- A ledger transaction becomes its operations-history rows at commit
-- (functions/profile_operations_on_ledger.sql). A balance start writes its row itself and marks
-- the metadata operationWritten, so the WHEN skips it: on the busiest money move the trigger
-- cost about a fifth of the starts a second.
-- A constraint trigger has no CREATE OR REPLACE: it is dropped and made again. All routines apply
-- in one transaction and DROP TRIGGER locks the table until its commit, so no other transaction
-- ever writes to the table without it.
DROP TRIGGER IF EXISTS profile_operations_from_ledger ON ledger_transactions;
CREATE CONSTRAINT TRIGGER profile_operations_from_ledger
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NOT (NEW.metadata ? 'operationWritten'))
  EXECUTE FUNCTION profile_operations_on_ledger();
