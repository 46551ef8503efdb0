-- The rule of ledger_accounts_shard_ck, as a function for the reason in ledger_system_sign_ok.sql.
-- Migration 0032 defines it too: a CHECK can only name a function that exists, and adding the
-- constraint checks the stored rows with it. Replacing it here does not check them again, so a
-- change of the rule also needs a numbered migration that creates the new body and drops and
-- re-adds the constraint (numbered migrations run before this file). Never DROP it: that would
-- need CASCADE, which drops the constraint.
CREATE OR REPLACE FUNCTION ledger_shard_ok(p_kind text, p_user integer, p_shard smallint) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- only the city's revenue and refunds are spread over rows 1 to 63 (0009, 0030)
  RETURN p_shard = 0
      OR (p_user IS NULL AND p_kind IN ('city_revenue', 'refunds') AND p_shard BETWEEN 1 AND 63);
END $$;
