-- Every ledger transaction becomes its operations-history rows at its commit, through the
-- deferred constraint trigger profile_operations_from_ledger: by then its postings, session and
-- card payment rows are all there, so no money path has to remember the history.
CREATE OR REPLACE FUNCTION profile_operations_on_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_operations_record(NEW.id);
  RETURN NULL;
END $$;
