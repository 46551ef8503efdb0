-- Parking sessions and the production calendar the tariff engine reads (issue 4).

-- The day type of every local date the city sells parking for. A missing date is "not filled":
-- the cost call answers CalendarIsEmpty instead of guessing. Seeded for 2025-2027 from the
-- Russian production calendar (packages/domain/src/calendar/russia-production-calendar.ts; a
-- test checks these rows against it): statutory holidays and transferred days off are
-- 'holiday', a working Saturday is 'default', other dates follow the weekday.
CREATE TABLE production_calendar (
  day date PRIMARY KEY,
  day_type text NOT NULL CHECK (day_type IN ('default', 'saturday', 'sunday', 'holiday'))
);

INSERT INTO production_calendar (day, day_type)
SELECT d::date,
       CASE
         WHEN d::date = ANY (ARRAY[
           '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05', '2025-01-06',
           '2025-01-07', '2025-01-08', '2025-02-23', '2025-03-08', '2025-05-01', '2025-05-02',
           '2025-05-08', '2025-05-09', '2025-06-12', '2025-06-13', '2025-11-03', '2025-11-04',
           '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05',
           '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-02-23', '2026-03-08',
           '2026-03-09', '2026-05-01', '2026-05-09', '2026-05-11', '2026-06-12', '2026-11-04',
           '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05',
           '2027-01-06', '2027-01-07', '2027-01-08', '2027-02-23', '2027-03-08', '2027-05-01',
           '2027-05-03', '2027-05-09', '2027-05-10', '2027-06-12', '2027-06-14', '2027-11-04'
         ]::date[]) THEN 'holiday'
         WHEN d::date = ANY (ARRAY['2025-11-01']::date[]) THEN 'default'
         WHEN extract(isodow FROM d) = 6 THEN 'saturday'
         WHEN extract(isodow FROM d) = 7 THEN 'sunday'
         ELSE 'default'
       END
  FROM generate_series('2025-01-01'::date, '2027-12-31'::date, interval '1 day') AS d;

-- One parking session: a paid stay of a vehicle in a zone (document 2 §3 "Parking session").
--   awaiting_payment  a card payment is under way; holds the vehicle's slot until it settles
--   active            paid (or, in no-balance mode, running open-ended with ends_at NULL);
--                     an active row whose ends_at has passed is over and is closed lazily
--   waiting           a no-balance session stopped and not paid yet (amount_to_pay owed)
--   finished          over: ran out, cancelled by the driver (ends_at moved to the cancel
--                     instant, refund_kopecks given back) or paid after deferral
--   cancelled         never took effect (its card payment failed or expired)
CREATE TABLE parking_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE RESTRICT,
  guest_token_id bigint REFERENCES auth_tokens (id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN (
    'payment', 'postPayment', 'continueSession', 'paymentUnregister', 'postPaymentUnregister', 'noBalance')),
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'active', 'waiting', 'finished', 'cancelled')),
  zone text NOT NULL CHECK (length(zone) BETWEEN 1 AND 20),
  parking_code text CHECK (length(parking_code) BETWEEN 1 AND 64),
  plate text NOT NULL CHECK (length(plate) BETWEEN 1 AND 9),
  category text NOT NULL CHECK (category IN ('A', 'B', 'C', 'D', 'M')),
  number_format text NOT NULL CHECK (number_format IN ('rus', 'other')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  duration_minutes integer NOT NULL DEFAULT 0 CHECK (duration_minutes >= 0),
  -- kopecks paid for the stay so far, before any refund
  sum_kopecks bigint NOT NULL DEFAULT 0 CHECK (sum_kopecks >= 0),
  amount_to_pay bigint NOT NULL DEFAULT 0 CHECK (amount_to_pay >= 0),
  refund_kopecks bigint NOT NULL DEFAULT 0 CHECK (refund_kopecks >= 0 AND refund_kopecks <= sum_kopecks),
  payment_method text NOT NULL CHECK (length(payment_method) BETWEEN 1 AND 64),
  card_payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- a driver's or a guest's, never both
  CONSTRAINT parking_sessions_payer_ck CHECK ((user_id IS NULL) <> (guest_token_id IS NULL)),
  CONSTRAINT parking_sessions_span_ck CHECK (ends_at IS NULL OR ends_at >= starts_at),
  -- only a running no-balance session is open-ended
  CONSTRAINT parking_sessions_open_ck CHECK (ends_at IS NOT NULL OR (kind = 'noBalance' AND status = 'active')),
  -- only a deferred session owes money
  CONSTRAINT parking_sessions_owed_ck CHECK (status = 'waiting' OR amount_to_pay = 0)
);

-- ParkingSessionAlreadyExists in the database: one live (paid or being paid) session per
-- vehicle. Services take a per-plate advisory lock, close the plate's ended sessions and check
-- time overlaps with past ones before inserting; this index is the backstop under any race.
CREATE UNIQUE INDEX parking_sessions_live_plate_uq ON parking_sessions (plate)
  WHERE status IN ('awaiting_payment', 'active');
CREATE INDEX parking_sessions_plate_idx ON parking_sessions (plate, starts_at);
CREATE INDEX parking_sessions_user_idx ON parking_sessions (user_id, status) WHERE user_id IS NOT NULL;
CREATE INDEX parking_sessions_guest_idx ON parking_sessions (guest_token_id) WHERE guest_token_id IS NOT NULL;
