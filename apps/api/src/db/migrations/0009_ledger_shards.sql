-- Spread the two system accounts every parking payment and refund touch over 16 rows each.
-- A stored balance row is locked from its UPDATE to the commit, so one city_revenue row caps a
-- city at roughly one payment per commit-flush (about 1,000 a second on a plain disk); with
-- shards, concurrent payments lock different rows. The kind's balance is the sum of its
-- shards. Only accounts whose postings all have one sign are sharded, so the per-row sign
-- checks still mean what they meant (city_revenue only ever rises, refunds only ever falls).
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_ck
  CHECK (shard = 0 OR (user_id IS NULL AND kind IN ('city_revenue', 'refunds') AND shard BETWEEN 1 AND 15));

DROP INDEX ledger_accounts_system_uq;
CREATE UNIQUE INDEX ledger_accounts_system_uq ON ledger_accounts (kind, shard) WHERE user_id IS NULL;

INSERT INTO ledger_accounts (kind, shard)
SELECT kind, shard FROM unnest(ARRAY['city_revenue', 'refunds']) AS kind, generate_series(1, 15) AS shard;
