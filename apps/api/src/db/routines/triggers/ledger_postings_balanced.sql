-- The zero-sum rule, checked at commit for the transaction of each new posting
-- (functions/ledger_check_transaction_balanced.sql); deferred, so the rows of one move can be
-- written in any order.
-- A constraint trigger has no CREATE OR REPLACE: it is dropped and made again. All routines apply
-- in one transaction and DROP TRIGGER locks the table until its commit, so no other transaction
-- ever writes to the table without it.
DROP TRIGGER IF EXISTS ledger_postings_balanced ON ledger_postings;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction_balanced();
