-- Receipts and invoices (issue 6 item 4; document 2 §3 "Receipt", §7 "Receipts").
--
-- receipt_payee: the city operator that receives receipt money, as printed on every document
-- (one row per city database; the demo loader fills it for the demo cities). uin_prefix is the
-- operator's 8-digit participant code that opens every UIN (services/receipts/uin.ts).
CREATE TABLE receipt_payee (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
  inn text NOT NULL CHECK (inn ~ '^[0-9]{10}$'),
  kpp text NOT NULL CHECK (kpp ~ '^[0-9]{9}$'),
  account text NOT NULL CHECK (account ~ '^[0-9]{20}$'),
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 300),
  bik text NOT NULL CHECK (bik ~ '^[0-9]{9}$'),
  corr_account text NOT NULL CHECK (corr_account ~ '^[0-9]{20}$'),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 300),
  uin_prefix text NOT NULL CHECK (uin_prefix ~ '^[0-9]{8}$')
);

-- A receipt (individual payer) or an invoice (legal payer) for a top-up or a subscription. The
-- payer and the payee are copied in as printed, so a later change of the operator's account does
-- not change a document already handed out. Paid once: status, paid_at and the ledger move are
-- set together by the operator's registration (receipt-paid), in one transaction.
CREATE SEQUENCE receipts_id_seq START 1001;
CREATE TABLE receipts (
  id bigint PRIMARY KEY DEFAULT nextval('receipts_id_seq'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('individual', 'legal')),
  source text NOT NULL CHECK (source IN ('refill', 'subscription')),
  status text NOT NULL DEFAULT 'awaiting' CHECK (status IN ('awaiting', 'paid')),
  sum_kopecks bigint NOT NULL CHECK (sum_kopecks > 0),
  uin text NOT NULL CHECK (uin ~ '^[0-9]{25}$'),
  purpose text NOT NULL CHECK (length(purpose) BETWEEN 1 AND 210),
  payer jsonb NOT NULL,
  payee jsonb NOT NULL,
  -- the benefits row awaiting this payment (a subscription receipt), and its first day
  subscription_id bigint,
  subscription_start date,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  paid_ledger_transaction_id bigint REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  CONSTRAINT receipts_uin_uq UNIQUE (uin),
  CONSTRAINT receipts_paid_ck CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CONSTRAINT receipts_subscription_ck CHECK (
    (source = 'subscription') = (subscription_id IS NOT NULL AND subscription_start IS NOT NULL))
);
ALTER SEQUENCE receipts_id_seq OWNED BY receipts.id;
CREATE INDEX receipts_user_idx ON receipts (user_id, id DESC);
