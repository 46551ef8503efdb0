-- Issue 22: real providers and 54-FZ receipts.
-- The receipt sent with a card payment (customer, lines with VAT and payment subject, amount), the
-- provider's widget options for the /payment page (CloudPayments), and the fiscal receipt's link
-- once the provider's cash register made it (the operations history's checkFiscal).
ALTER TABLE card_payments
  ADD COLUMN receipt jsonb,
  ADD COLUMN widget jsonb,
  ADD COLUMN check_fiscal text CHECK (check_fiscal IS NULL OR length(check_fiscal) BETWEEN 1 AND 2000);

-- The sandbox bank's refunds, one row per refund id (the shop's idempotency key): a partial
-- refund is possible, and a retried one is made once. The sum never exceeds the payment.
CREATE TABLE sandbox_bank_refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES sandbox_bank_payments (id),
  refund_key text NOT NULL,
  amount_kopecks bigint NOT NULL CHECK (amount_kopecks > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payment_id, refund_key)
);
