-- The vehicle rule in one round trip (docs/decisions/0006): takes the plate's lock, closes what
-- no longer holds the plate and answers whether the stay [p_from, p_to) is free for it. Callers:
-- start, balance start, no-balance start, fleet start, and the card handler when the bank
-- confirms a card stay (at the stay's paid times).
--
-- It has to be a function, not one statement: a statement's snapshot is taken before it could
-- wait on the lock, so it would not see a stay the lock's previous holder just committed. The
-- lock (the transaction's, released at commit or rollback) is taken in its own statement, and
-- the next statement reads with a fresh snapshot (READ COMMITTED). Releasing the lapsed stays
-- and the overlap test are one statement, a data-modifying CTE (decision 0010).
--
-- Only what was paid or is owed holds a plate: active, waiting and finished stays (issue 17,
-- item 4). An unpaid card stay (awaiting_payment) holds none, so nobody can block a plate by
-- never paying; several may wait at once, and next to a paid one. A card stay unpaid for longer
-- than the hold is cancelled here: its payment is given up, and money that comes later goes to
-- the balance or the card. The unique index parking_sessions_live_plate_uq (one active stay
-- per plate) stays the backstop.
CREATE OR REPLACE FUNCTION parking_claim_plate(
  p_lock_space integer,
  p_lock_key integer,
  p_plate text,
  p_now timestamptz,
  p_from timestamptz,
  p_to timestamptz,
  p_hold_minutes integer
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  free boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(p_lock_space, p_lock_key);
  -- A data-modifying CTE runs to completion whether or not the query reads it. The overlap test
  -- sees the rows as they were before it: a paid stay it finishes blocks the same as 'active'
  -- or 'finished', and the holds it cancels never counted.
  WITH lapsed AS (
    UPDATE parking_sessions
       SET status = CASE WHEN status = 'active' THEN 'finished' ELSE 'cancelled' END, updated_at = p_now
     WHERE plate = p_plate
       AND ((status = 'active' AND ends_at <= p_now)
         OR (status = 'awaiting_payment' AND created_at < p_now - make_interval(mins => p_hold_minutes)))
    RETURNING id
  )
  SELECT NOT EXISTS (
    SELECT 1 FROM parking_sessions s
     WHERE s.plate = p_plate
       AND s.status IN ('active', 'waiting', 'finished')
       AND s.starts_at < p_to
       AND (s.ends_at IS NULL OR s.ends_at > p_from))
    INTO free;
  RETURN free;
END $$;
