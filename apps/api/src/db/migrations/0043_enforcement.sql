-- Issue 21 item 4: the street check for inspectors and partner systems.
--
-- api_keys: the keys an administrator gives partner systems (a camera car's software, a
-- contractor's app). The secret is shown once when the key is made; only its SHA-256 digest is
-- kept, looked up through the unique index. A revoked key keeps its row (the checks it made
-- name it) and is refused at once by every instance, since each reads the row on every call.
-- The per-minute limit is counted in the row itself (window_start, window_used), so it holds
-- however many instances the calls are spread over; the one UPDATE that counts a call also
-- answers whether the key is live, and stamps last_used_at. None of those columns is indexed,
-- so the counting updates are HOT and leave the secret's index alone.
CREATE TABLE api_keys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 3 AND 100),
  prefix text NOT NULL CHECK (length(prefix) BETWEEN 1 AND 16),
  secret_hash text NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  rate_per_minute integer NOT NULL CHECK (rate_per_minute BETWEEN 1 AND 100000),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES operators (id),
  created_login text NOT NULL,
  revoked_at timestamptz,
  revoked_by integer REFERENCES operators (id),
  last_used_at timestamptz,
  window_start timestamptz,
  window_used integer NOT NULL DEFAULT 0 CHECK (window_used >= 0)
);
CREATE UNIQUE INDEX api_keys_secret_uq ON api_keys (secret_hash);

-- enforcement_checks: every check and its answer (parkkihubi's ParkingCheck), written in the
-- request that made it. Who: a key or a staff member, exactly one. Where: the zone asked for,
-- or the point and the zone and map object it matched. allowed is null for a check that was
-- refused (the zone unknown in this city); reason then holds the error name.
CREATE TABLE enforcement_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  checked_at timestamptz NOT NULL DEFAULT now(),
  at timestamptz NOT NULL,
  api_key_id integer REFERENCES api_keys (id),
  staff_id integer REFERENCES operators (id),
  plate text NOT NULL CHECK (length(plate) BETWEEN 1 AND 20),
  zonenumber text,
  lat double precision,
  lon double precision,
  parking_code text,
  allowed boolean,
  reason text NOT NULL,
  until timestamptz,
  session_id bigint,
  CONSTRAINT enforcement_checks_caller_ck CHECK ((api_key_id IS NULL) <> (staff_id IS NULL)),
  CONSTRAINT enforcement_checks_point_ck CHECK ((lat IS NULL) = (lon IS NULL))
);
-- the caller's latest checks (the inspector's page), and a plate's checks (a disputed fine)
CREATE INDEX enforcement_checks_staff_idx ON enforcement_checks (staff_id, id DESC) WHERE staff_id IS NOT NULL;
CREATE INDEX enforcement_checks_key_idx ON enforcement_checks (api_key_id, id DESC) WHERE api_key_id IS NOT NULL;
CREATE INDEX enforcement_checks_plate_idx ON enforcement_checks (plate, at);
