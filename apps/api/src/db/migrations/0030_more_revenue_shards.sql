-- city_revenue and refunds in 64 rows each instead of 16 (0009).
--
-- A balance start locks its city_revenue row from its first UPDATE to its commit (accounts are
-- locked in id order, and the system rows are the oldest), so two starts on one row take turns
-- for nearly their whole transaction. With 16 rows and the server's pool of connections busy,
-- most starts found their row held: on the bench (PostgreSQL server, 64 drivers, 24
-- connections) the revenue UPDATE took 0.7 of the function's 1.8 ms, nearly all of it waiting;
-- with 64 rows it takes 0.07 ms and the function 1.15 ms. A start now meets another on its row
-- with a chance of about (transactions in flight) / 64. The kind's balance stays the sum of its
-- rows; the new rows start at zero.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_shard_ck;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_ck
  CHECK (shard = 0 OR (user_id IS NULL AND kind IN ('city_revenue', 'refunds') AND shard BETWEEN 1 AND 63));

INSERT INTO ledger_accounts (kind, shard)
SELECT kind, shard FROM unnest(ARRAY['city_revenue', 'refunds']) AS kind, generate_series(16, 63) AS shard;
