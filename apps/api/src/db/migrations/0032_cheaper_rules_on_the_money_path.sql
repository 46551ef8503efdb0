-- The same rules on the tables a balance start writes, checked for less (decision 0010).
--
-- PostgreSQL 15 keeps a table's CHECK constraints as text and turns that text back into
-- expression trees for every statement that writes a row: a start writes parking_sessions,
-- idempotency_keys, ledger_transactions, ledger_postings and profile_operations once and
-- updates ledger_accounts twice, which came to some 43,000 characters of trees parsed and
-- planned per start, 16% of the database's CPU on the bench (perf). Two changes keep every rule:
--
-- 1. A rule on one column becomes a domain. A domain's check is parsed once per connection (the
--    type cache), and it is checked wherever a value is turned into the domain: on every INSERT
--    and on an UPDATE of that column, which is every write that can break it. Violations keep
--    SQLSTATE 23514 and name the domain's constraint (e.g. session_status_check).
-- 2. The ledger_accounts rules that look at several columns call small IMMUTABLE PL/pgSQL
--    functions, so the constraint's own tree is one call. The functions are compiled once per
--    connection. The constraint names stay: ledger_post (0010, 0028) reads
--    ledger_accounts_driver_nonnegative_ck as "not enough money", and that rule, the one the
--    balances' safety rests on, stays a plain expression anyone can read in \d ledger_accounts.
--    A function in a CHECK is not re-validated when it is replaced: a later change to one of
--    these rules drops and re-adds its constraint, as this migration does.
--
-- The multi-column rules of parking_sessions (payer, span, open, owed, refund) stay as they are:
-- they are a quarter of that table's old text and are checked once per start.

CREATE DOMAIN session_kind AS text CHECK (
  VALUE IN ('payment', 'postPayment', 'continueSession', 'paymentUnregister', 'postPaymentUnregister', 'noBalance'));
CREATE DOMAIN session_status AS text CHECK (
  VALUE IN ('awaiting_payment', 'active', 'waiting', 'finished', 'cancelled'));
CREATE DOMAIN zone_number AS text CHECK (length(VALUE) BETWEEN 1 AND 20);
CREATE DOMAIN parking_code AS text CHECK (length(VALUE) BETWEEN 1 AND 64);
CREATE DOMAIN plate_number AS text CHECK (length(VALUE) BETWEEN 1 AND 9);
CREATE DOMAIN vehicle_category AS text CHECK (VALUE IN ('A', 'B', 'C', 'D', 'M'));
CREATE DOMAIN plate_format AS text CHECK (VALUE IN ('rus', 'other'));
CREATE DOMAIN payment_method_name AS text CHECK (length(VALUE) BETWEEN 1 AND 64);
CREATE DOMAIN nonnegative_minutes AS integer CHECK (VALUE >= 0);
CREATE DOMAIN nonnegative_kopecks AS bigint CHECK (VALUE >= 0);
CREATE DOMAIN nonzero_kopecks AS bigint CHECK (VALUE <> 0);
CREATE DOMAIN ledger_transaction_kind AS text CHECK (
  VALUE IN ('refill', 'card_refund', 'bonus', 'parking_payment', 'parking_refund', 'adjustment'));
CREATE DOMAIN ledger_account_kind AS text CHECK (
  VALUE IN ('driver_balance', 'company_balance', 'card_clearing', 'bonus', 'city_revenue', 'refunds', 'adjustments'));
CREATE DOMAIN idempotency_scope AS text CHECK (length(VALUE) BETWEEN 1 AND 100);
CREATE DOMAIN idempotency_key AS text CHECK (length(VALUE) BETWEEN 1 AND 200);
CREATE DOMAIN operation_type AS text CHECK (
  VALUE IN ('payment', 'refill', 'renew', 'cancel', 'paymentSubscription', 'paymentGate', 'bonus20'));
CREATE DOMAIN operation_status AS text CHECK (VALUE IN ('done', 'cancel', 'error', 'waiting'));

ALTER TABLE parking_sessions
  DROP CONSTRAINT parking_sessions_kind_check, ALTER COLUMN kind TYPE session_kind,
  DROP CONSTRAINT parking_sessions_status_check, ALTER COLUMN status TYPE session_status,
  DROP CONSTRAINT parking_sessions_zone_check, ALTER COLUMN zone TYPE zone_number,
  DROP CONSTRAINT parking_sessions_parking_code_check, ALTER COLUMN parking_code TYPE parking_code,
  DROP CONSTRAINT parking_sessions_plate_check, ALTER COLUMN plate TYPE plate_number,
  DROP CONSTRAINT parking_sessions_category_check, ALTER COLUMN category TYPE vehicle_category,
  DROP CONSTRAINT parking_sessions_number_format_check, ALTER COLUMN number_format TYPE plate_format,
  DROP CONSTRAINT parking_sessions_payment_method_check, ALTER COLUMN payment_method TYPE payment_method_name,
  DROP CONSTRAINT parking_sessions_duration_minutes_check, ALTER COLUMN duration_minutes TYPE nonnegative_minutes,
  DROP CONSTRAINT parking_sessions_sum_kopecks_check, ALTER COLUMN sum_kopecks TYPE nonnegative_kopecks,
  DROP CONSTRAINT parking_sessions_amount_to_pay_check, ALTER COLUMN amount_to_pay TYPE nonnegative_kopecks;
ALTER TABLE idempotency_keys
  DROP CONSTRAINT idempotency_keys_scope_check, ALTER COLUMN scope TYPE idempotency_scope,
  DROP CONSTRAINT idempotency_keys_key_check, ALTER COLUMN key TYPE idempotency_key;
ALTER TABLE ledger_transactions
  DROP CONSTRAINT ledger_transactions_kind_check, ALTER COLUMN kind TYPE ledger_transaction_kind,
  DROP CONSTRAINT ledger_transactions_scope_check, ALTER COLUMN scope TYPE idempotency_scope,
  DROP CONSTRAINT ledger_transactions_idempotency_key_check, ALTER COLUMN idempotency_key TYPE idempotency_key;
ALTER TABLE ledger_postings
  DROP CONSTRAINT ledger_postings_amount_check, ALTER COLUMN amount TYPE nonzero_kopecks;
ALTER TABLE profile_operations
  DROP CONSTRAINT profile_operations_type_check, ALTER COLUMN type TYPE operation_type,
  DROP CONSTRAINT profile_operations_status_check, ALTER COLUMN status TYPE operation_status;

-- ledger_accounts: the row every money move updates. kind never changes after the INSERT.
-- The three functions are made here because the constraints below name them and check the rows
-- with them as they are added; their current bodies live in db/routines/functions/ (applied
-- after the numbered migrations, replacing these; see docs/decisions/0002).
CREATE FUNCTION ledger_system_sign_ok(p_kind text, p_balance bigint) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- the card clearing, bonus and refunds rows hold what the city paid out; the revenue what it earned
  RETURN (p_kind NOT IN ('card_clearing', 'bonus', 'refunds') OR p_balance <= 0)
     AND (p_kind <> 'city_revenue' OR p_balance >= 0);
END $$;

CREATE FUNCTION ledger_shard_ok(p_kind text, p_user integer, p_shard smallint) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- only the city's revenue and refunds are spread over rows 1 to 63 (0009, 0030)
  RETURN p_shard = 0
      OR (p_user IS NULL AND p_kind IN ('city_revenue', 'refunds') AND p_shard BETWEEN 1 AND 63);
END $$;

CREATE FUNCTION ledger_owner_ok(p_kind text, p_user integer, p_company integer) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (p_kind = 'driver_balance') = (p_user IS NOT NULL)
     AND (p_kind = 'company_balance') = (p_company IS NOT NULL);
END $$;

ALTER TABLE ledger_accounts
  DROP CONSTRAINT ledger_accounts_kind_check, ALTER COLUMN kind TYPE ledger_account_kind,
  DROP CONSTRAINT ledger_accounts_system_sign_ck,
  ADD CONSTRAINT ledger_accounts_system_sign_ck CHECK (ledger_system_sign_ok(kind, balance)),
  DROP CONSTRAINT ledger_accounts_shard_ck,
  ADD CONSTRAINT ledger_accounts_shard_ck CHECK (ledger_shard_ok(kind, user_id, shard)),
  DROP CONSTRAINT ledger_accounts_owner_ck,
  ADD CONSTRAINT ledger_accounts_owner_ck CHECK (ledger_owner_ok(kind, user_id, company_id));

-- parking_claim_plate does its UPDATE and its overlap test in one statement now (a data-modifying
-- CTE): db/routines/functions/parking_claim_plate.sql.
