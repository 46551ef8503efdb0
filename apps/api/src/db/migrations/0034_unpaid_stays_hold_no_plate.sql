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
-- parking_claim_plate (db/routines/functions/parking_claim_plate.sql) keeps its signature and
-- callers (start, balance start, no-balance start, fleet start, the card handler). It still
-- cancels card stays unpaid for longer than the hold: their payment is given up, and money that
-- comes later goes to the balance or the card.

-- The database's backstop follows: one running paid stay per plate. Unpaid ones may be many.
DROP INDEX parking_sessions_live_plate_uq;
CREATE UNIQUE INDEX parking_sessions_live_plate_uq ON parking_sessions (plate) WHERE status = 'active';
