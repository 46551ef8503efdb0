-- An unpaid card stay holds no plate (issue 17, item 4).
--
-- A card stay waits for the bank as awaiting_payment. It used to count as the plate's stay: a
-- guest could start one for anybody's plate, never pay, and for the 30-minute hold keep the owner
-- from paying (ParkingSessionAlreadyExists) and from adding the car ("occupied"), again and
-- again. Now only what was paid or is owed holds a plate: active, waiting and finished stays.
-- The card handler claims the plate when the bank confirms (parking_claim_plate, the same lock
-- and overlap rule as a start, at the stay's paid times); if a paid stay of the plate got there
-- first, the payment is refused and its money goes back (a driver's to the balance, a guest's to
-- the card). So several unpaid stays of one plate may wait at once, and next to a paid one.
--
-- parking_claim_plate keeps its signature and callers (start, balance start, no-balance start,
-- fleet start, the card handler). It still cancels card stays unpaid for longer than the hold:
-- their payment is given up, and money that comes later goes to the balance or the card.
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

-- The database's backstop follows: one running paid stay per plate. Unpaid ones may be many.
DROP INDEX parking_sessions_live_plate_uq;
CREATE UNIQUE INDEX parking_sessions_live_plate_uq ON parking_sessions (plate) WHERE status = 'active';
