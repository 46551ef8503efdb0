-- Issue 21 item 3: the money reports, the daily close and the card reconciliation read the
-- journal and the card payments by time (a period, a day, what was posted after a day). Without
-- these indexes each of them read every ledger transaction or card payment the city ever had.
-- One more btree entry per money move is the price on the write path (a balance start inserts
-- one row into ledger_transactions).
CREATE INDEX ledger_transactions_created_idx ON ledger_transactions (created_at);
CREATE INDEX card_payments_created_idx ON card_payments (created_at);
