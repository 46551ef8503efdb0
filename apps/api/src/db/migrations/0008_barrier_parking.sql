-- Barrier (planar) parking: the tickets the gates issue and the 30-second prices drivers pay.
-- Money never lives here: payments are ledger moves (0005_ledger.sql) whose metadata names the
-- ticket and the price; these tables only say how far each stay is paid and whether the gate
-- may open.

-- One stay behind a barrier, from the gate's entry to its exit. The parking is named by its
-- map code (map_objects.code), the identity the gate itself uses, so a map re-import never
-- orphans or blocks a gate's tickets. A ticket number is also a permanent parking card's
-- number, so it is unique among the OPEN tickets of a parking and comes back on the next visit.
CREATE TABLE barrier_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parking_number text NOT NULL CHECK (length(parking_number) BETWEEN 1 AND 64),
  ticket_number text NOT NULL CHECK (ticket_number ~ '^[0-9A-Za-z-]{1,32}$'),
  entered_at timestamptz NOT NULL,
  -- the stay is paid up to here (the end of the last billed minute); NULL: nothing paid yet
  paid_until timestamptz,
  -- the gate lets the car out until here (payment or a free stay, plus the exit grace)
  exit_until timestamptz,
  exited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (paid_until IS NULL OR paid_until >= entered_at),
  CHECK (exited_at IS NULL OR exited_at >= entered_at),
  CHECK (exit_until IS NULL OR paid_until IS NOT NULL)
);
CREATE UNIQUE INDEX barrier_tickets_open_uq ON barrier_tickets (parking_number, ticket_number)
  WHERE exited_at IS NULL;

-- A price of one ticket, valid for 30 seconds (document 1 §9); its id is the wire's sessionId.
-- status: open (payable until expires_at), paying (a card payment was made for it), paid,
-- free (cost 0: nothing to pay, the gate was told so). Only an open, unexpired price is paid.
CREATE TABLE barrier_quotes (
  id uuid PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES barrier_tickets (id) ON DELETE RESTRICT,
  amount_kopecks bigint NOT NULL CHECK (amount_kopecks >= 0),
  billed_from timestamptz NOT NULL,
  billed_until timestamptz NOT NULL,
  computed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paying', 'paid', 'free')),
  payment_service text,
  card_payment_id text,
  paid_at timestamptz,
  CHECK (billed_until >= billed_from),
  CHECK (expires_at > computed_at),
  CHECK ((status = 'free') = (amount_kopecks = 0))
);
CREATE INDEX barrier_quotes_ticket_idx ON barrier_quotes (ticket_id);
