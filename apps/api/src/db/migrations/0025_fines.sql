-- Traffic fines (issue 7 items 1 and 2; document 2 §3 "Fine", §7 "Fines").
--
-- fines: one row per accrual, keyed by its UIN; a re-import of a uin updates the row (status,
-- sums, picture). plate is normalised with the domain's normalizePlate, sts like the profile's
-- documents (upper case, no spaces). Money in kopecks. source says which importer wrote it last.
CREATE TABLE fines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uin text NOT NULL CHECK (uin ~ '^([0-9]{20}|[0-9]{25})$'),
  offence_at timestamptz NOT NULL,
  -- the recording interval (first and last sight), when the source gives one
  seen_from timestamptz,
  seen_until timestamptz,
  total_kopecks bigint NOT NULL CHECK (total_kopecks > 0),
  paid_kopecks bigint NOT NULL DEFAULT 0 CHECK (paid_kopecks >= 0 AND paid_kopecks <= total_kopecks),
  discount_kopecks bigint CHECK (discount_kopecks >= 0 AND discount_kopecks <= total_kopecks),
  discount_until timestamptz,
  sts text NOT NULL DEFAULT '' CHECK (sts = upper(sts) AND length(sts) <= 12 AND sts !~ '\s'),
  plate text NOT NULL CHECK (length(plate) BETWEEN 1 AND 12 AND plate = upper(plate) AND plate !~ '\s'),
  place text NOT NULL CHECK (length(place) BETWEEN 1 AND 500),
  zone text CHECK (length(zone) BETWEEN 1 AND 32),
  lat double precision CHECK (lat BETWEEN -90 AND 90),
  lon double precision CHECK (lon BETWEEN -180 AND 180),
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 300),
  provider text NOT NULL CHECK (length(provider) BETWEEN 1 AND 300),
  status text NOT NULL CHECK (status IN ('issued', 'partiallyPaid', 'paid', 'suspended', 'sent', 'delivered',
    'cancelled', 'signed', 'returned', 'sentToBailiffs')),
  source text NOT NULL CHECK (source IN ('file', 'http')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT fines_uin_uq UNIQUE (uin),
  CONSTRAINT fines_seen_ck CHECK (seen_until IS NULL OR seen_from IS NULL OR seen_until >= seen_from),
  CONSTRAINT fines_discount_ck CHECK (discount_until IS NULL OR discount_kopecks IS NOT NULL)
);
-- fines/v1's matching: a driver's plates and STS numbers, newest first
CREATE INDEX fines_plate_idx ON fines (plate, offence_at DESC);
CREATE INDEX fines_sts_idx ON fines (sts, offence_at DESC) WHERE sts <> '';

-- The picture apart from the row, so the list never reads the bytes. etag: a hash of the bytes,
-- the browser's cache key for fineimage/v1.
CREATE TABLE fine_pictures (
  fine_id bigint PRIMARY KEY REFERENCES fines (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  bytes bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 2097152),
  etag text NOT NULL CHECK (length(etag) BETWEEN 1 AND 100)
);

-- Coverage lookups (item 2): a plate's subscriptions and benefits around the fine's time.
-- Sessions have parking_sessions_plate_idx (plate, starts_at) already; '#' benefits go by user.
CREATE INDEX benefits_plate_period_idx ON benefits (plate, starts_at) WHERE plate <> '#';
