-- Card top-ups journaled before this change carried how they were credited ('refill', 'fallback',
-- 'late') as metadata.reason, the key support's words use, so profile_operations_record wrote it
-- as the history row's note and drivers read "Balance top-up, refill". The key is now
-- metadata.creditedAs (services/card-payments/credit-card-money.ts); the rows written from the
-- old key lose that note. Only the read model changes: the journal keeps what it recorded.
UPDATE profile_operations o
   SET note = NULL
  FROM ledger_transactions t
 WHERE o.ledger_transaction_id = t.id
   AND t.kind = 'refill'
   AND t.metadata ->> 'reason' IN ('refill', 'fallback', 'late')
   AND o.note = t.metadata ->> 'reason';
