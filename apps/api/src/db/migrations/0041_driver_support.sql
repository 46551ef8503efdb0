-- Issue 21 item 1: driver support in the console.
--
-- driver_blocks: one row while support keeps a driver's account blocked. A blocked driver
-- cannot log in (tokenService.issue refuses AccountBlocked) and their tokens were revoked when
-- the block was made; the token lookup also refuses a token of a blocked driver, so a login
-- racing the block cannot leave a working token behind. Unblocking deletes the row; the audit
-- log keeps the history (who, when, why).
CREATE TABLE driver_blocks (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  blocked_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL,
  staff_id integer REFERENCES operators (id),
  staff_login text NOT NULL
);

-- driver_corrections: every money action of support on a driver's balance, the request
-- itself (who, why, the client's request id) beside its ledger move:
--   balance     a goodwill credit (> 0) or debit (< 0): adjustments -N, driver +N;
--   stayRefund  part or all of a finished stay back (> 0), the same move naming the session;
--   stayCancel  a running stay stopped, its unused time back (parking_refund; may be 0).
-- Above the city's correctionApprovalKopecks a balance or stayRefund row waits as 'pending'
-- until another staff member approves it (then 'posted' with its ledger transaction) or
-- rejects it. (requested_login, request_id) is unique: a double click claims the row once.
-- session_id is not a foreign key: cancelling an open-ended stay deletes its row.
CREATE TABLE driver_corrections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('balance', 'stayRefund', 'stayCancel')),
  session_id bigint,
  amount bigint NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'rejected')),
  request_id text NOT NULL,
  requested_by integer REFERENCES operators (id),
  requested_login text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES operators (id),
  decided_login text,
  decided_at timestamptz,
  decision_reason text,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  CONSTRAINT driver_corrections_amount_ck CHECK (amount <> 0 OR kind = 'stayCancel'),
  CONSTRAINT driver_corrections_session_ck CHECK ((kind = 'balance') = (session_id IS NULL)),
  CONSTRAINT driver_corrections_posted_ck CHECK (
    status <> 'posted' OR ledger_transaction_id IS NOT NULL OR amount = 0)
);
CREATE UNIQUE INDEX driver_corrections_request_uq ON driver_corrections (requested_login, request_id);
CREATE INDEX driver_corrections_user_idx ON driver_corrections (user_id, requested_at DESC, id DESC);
CREATE INDEX driver_corrections_pending_idx ON driver_corrections (requested_at, id) WHERE status = 'pending';
CREATE INDEX driver_corrections_session_idx ON driver_corrections (session_id) WHERE session_id IS NOT NULL;

-- Support finds a driver by a plate: vehicles had only (user_id, plate).
CREATE INDEX vehicles_plate_idx ON vehicles (plate);

-- The operations history shows support's corrections (profile_operations_record.sql): a new
-- type 'correction' for a goodwill credit or debit, and the reason support gave as the row's note.
ALTER DOMAIN operation_type DROP CONSTRAINT operation_type_check;
ALTER DOMAIN operation_type ADD CONSTRAINT operation_type_check CHECK (
  VALUE IN ('payment', 'refill', 'renew', 'cancel', 'paymentSubscription', 'paymentGate', 'bonus20', 'correction'));
ALTER TABLE profile_operations ADD COLUMN note text;
