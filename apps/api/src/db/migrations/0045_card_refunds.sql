-- Issue 22 item 3: refunds to the card. A card-paid stay cancelled early sends its unused minutes
-- back to the card (a partial refund through the city's provider), a guest's refused or late
-- payment goes back whole. Each refund is one row here, made pending in the transaction that owes
-- it and settled by the provider's answer in a later one (services/card-refunds/README.md).

-- The money owed back to cards between the cancel and the provider's answer: the cancel moves it
-- out of refunds into here (refunds -N, card_refunds_due +N); the provider's "succeeded" moves it
-- on to card_clearing (it left us), a final "failed" onto the driver's balance. Never below zero.
ALTER DOMAIN ledger_account_kind DROP CONSTRAINT ledger_account_kind_check;
ALTER DOMAIN ledger_account_kind ADD CONSTRAINT ledger_account_kind_check CHECK (
  VALUE IN ('driver_balance', 'company_balance', 'card_clearing', 'bonus', 'city_revenue', 'refunds',
            'adjustments', 'card_refunds_due'));

-- The new sign rule (routine ledger_system_sign_ok.sql must hold the same body): a function in a
-- CHECK is not re-validated when replaced, so the constraint is dropped and added again (0032).
CREATE OR REPLACE FUNCTION ledger_system_sign_ok(p_kind text, p_balance bigint) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- the card clearing, bonus and refunds rows hold what the city paid out; the revenue what it
  -- earned; card_refunds_due what it still owes back to cards
  RETURN (p_kind NOT IN ('card_clearing', 'bonus', 'refunds') OR p_balance <= 0)
     AND (p_kind NOT IN ('city_revenue', 'card_refunds_due') OR p_balance >= 0);
END $$;
ALTER TABLE ledger_accounts
  DROP CONSTRAINT ledger_accounts_system_sign_ck,
  ADD CONSTRAINT ledger_accounts_system_sign_ck CHECK (ledger_system_sign_ok(kind, balance));

INSERT INTO ledger_accounts (kind) VALUES ('card_refunds_due');

-- A card refund's row names its payment's amount, so the database can check the sum.
ALTER TABLE card_payments ADD CONSTRAINT card_payments_id_amount_uq UNIQUE (id, amount_kopecks);

-- One refund of (part of) a card payment. id is ours and the provider's idempotency key.
--
-- The refunds of one payment never add up to more than it, by constraints alone (no trigger):
-- they form a chain, each row starting where the one before ended (refunded_before, NULL for the
-- first) and ending at refunded_after = before + amount <= payment_kopecks, which the foreign key
-- ties to the payment's amount. The chain's links are unique, so two refunds can never both
-- start from the same point, and refunded_before must be an earlier row's refunded_after. A
-- failed refund keeps its place in the chain: its money went to the driver's balance instead.
CREATE TABLE card_refunds (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
  card_payment_id text NOT NULL,
  payment_kopecks bigint NOT NULL,
  amount_kopecks bigint NOT NULL CHECK (amount_kopecks > 0),
  refunded_before bigint CHECK (refunded_before > 0),
  refunded_after bigint NOT NULL,
  reason text NOT NULL CHECK (reason IN ('cancel', 'purpose_refused', 'late')),
  -- the stay cancelled (reason cancel), and the driver whose balance gets a refund the card refused
  session_id bigint REFERENCES parking_sessions (id) ON DELETE RESTRICT,
  user_id integer REFERENCES users (id) ON DELETE RESTRICT,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id text CHECK (length(provider_refund_id) BETWEEN 1 AND 200),
  failure_reason text CHECK (length(failure_reason) <= 500),
  -- the 54-FZ refund receipt sent with it (income_return), and its link once the register made it
  receipt jsonb NOT NULL,
  check_fiscal text CHECK (check_fiscal IS NULL OR length(check_fiscal) BETWEEN 1 AND 2000),
  -- the move that owed it (refunds -N, card_refunds_due +N; none for a guest) and the one that
  -- settled it (card_refunds_due -N to card_clearing, or to the balance)
  ledger_transaction_id bigint REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  settled_transaction_id bigint REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- when the job pass may ask the provider again; set ahead while one process is asking (a lease)
  next_try_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  FOREIGN KEY (card_payment_id, payment_kopecks) REFERENCES card_payments (id, amount_kopecks),
  UNIQUE (card_payment_id, refunded_after),
  FOREIGN KEY (card_payment_id, refunded_before) REFERENCES card_refunds (card_payment_id, refunded_after),
  CHECK (refunded_after = coalesce(refunded_before, 0) + amount_kopecks AND refunded_after <= payment_kopecks),
  CHECK ((status = 'pending') = (settled_at IS NULL)),
  CHECK (reason <> 'cancel' OR session_id IS NOT NULL)
);
-- a chain never forks: one refund starts from each point (the first from nothing)
CREATE UNIQUE INDEX card_refunds_chain_uq ON card_refunds (card_payment_id, coalesce(refunded_before, 0));
-- one cancel makes one refund of each payment of the stay; a guest's payment goes back once
CREATE UNIQUE INDEX card_refunds_cancel_uq ON card_refunds (card_payment_id, session_id) WHERE reason = 'cancel';
CREATE UNIQUE INDEX card_refunds_whole_uq ON card_refunds (card_payment_id) WHERE reason <> 'cancel';
CREATE INDEX card_refunds_due_idx ON card_refunds (next_try_at) WHERE status = 'pending';
CREATE INDEX card_refunds_provider_idx ON card_refunds (provider_refund_id) WHERE provider_refund_id IS NOT NULL;
