-- The rule of ledger_accounts_owner_ck: a driver's balance belongs to exactly one driver, a
-- company's to one company, system accounts to nobody. A function for the reason in
-- ledger_system_sign_ok.sql.
-- Migration 0032 defines it too: a CHECK can only name a function that exists, and adding the
-- constraint checks the stored rows with it. Replacing it here does not check them again, so a
-- change of the rule also needs a numbered migration that creates the new body and drops and
-- re-adds the constraint (numbered migrations run before this file). Never DROP it: that would
-- need CASCADE, which drops the constraint.
CREATE OR REPLACE FUNCTION ledger_owner_ok(p_kind text, p_user integer, p_company integer) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (p_kind = 'driver_balance') = (p_user IS NOT NULL)
     AND (p_kind = 'company_balance') = (p_company IS NOT NULL);
END $$;
