-- The vehicle rule's three statements in one round trip (docs/decisions/0006).
--
-- Every writer of a plate (start, no-balance start) used to send, in its transaction: the
-- per-plate advisory lock, the closing of the plate's ended sessions and lapsed card holds, and
-- the overlap check. parking_claim_plate runs the same three in that order and answers whether
-- the stay [p_from, p_to) is free for the plate. The lock is the
-- transaction's (released at commit or rollback), as before. It has to be a function, not one
-- statement: a statement's snapshot is taken before it could wait on the lock, so it would not
-- see a session the lock's previous holder just committed; in PL/pgSQL each statement after
-- the lock reads with a fresh snapshot (READ COMMITTED). The live-plate unique index stays
-- the backstop.
CREATE FUNCTION parking_claim_plate(
  p_lock_space integer,
  p_lock_key integer,
  p_plate text,
  p_now timestamptz,
  p_from timestamptz,
  p_to timestamptz,
  p_hold_minutes integer
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(p_lock_space, p_lock_key);
  -- what no longer holds the plate: paid stays that ran out, card holds that lapsed
  UPDATE parking_sessions
     SET status = CASE WHEN status = 'active' THEN 'finished' ELSE 'cancelled' END, updated_at = p_now
   WHERE plate = p_plate
     AND ((status = 'active' AND ends_at <= p_now)
       OR (status = 'awaiting_payment' AND created_at < p_now - make_interval(mins => p_hold_minutes)));
  RETURN NOT EXISTS (
    SELECT 1 FROM parking_sessions
     WHERE plate = p_plate
       AND status IN ('awaiting_payment', 'active', 'waiting', 'finished')
       AND starts_at < p_to
       AND (ends_at IS NULL OR ends_at > p_from));
END $$;
