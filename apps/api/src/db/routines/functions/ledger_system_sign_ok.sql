-- The rule of ledger_accounts_system_sign_ck. ledger_accounts is the row every money move
-- updates, so its rules over several columns are one IMMUTABLE call each, compiled once per
-- connection, instead of an expression re-read for every statement (decision 0010).
-- Migration 0032 defines it too: a CHECK can only name a function that exists, and adding the
-- constraint checks the stored rows with it. Replacing it here does not check them again, so a
-- change of the rule also needs a numbered migration that creates the new body and drops and
-- re-adds the constraint (numbered migrations run before this file). Never DROP it: that would
-- need CASCADE, which drops the constraint.
CREATE OR REPLACE FUNCTION ledger_system_sign_ok(p_kind text, p_balance bigint) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- the card clearing, bonus and refunds rows hold what the city paid out; the revenue what it
  -- earned; card_refunds_due what it owes back to cards until the provider answers (0045)
  RETURN (p_kind NOT IN ('card_clearing', 'bonus', 'refunds') OR p_balance <= 0)
     AND (p_kind NOT IN ('city_revenue', 'card_refunds_due') OR p_balance >= 0);
END $$;
