-- The personal cabinet (document 2 §3): a driver's phones, vehicles, documents and account
-- settings. The rules the form checks (unique plate and STS per driver, one main vehicle, one
-- main phone, no duplicate document, a phone on one account only) are unique indexes here too,
-- so two tabs saving at once cannot slip past them.

-- Every phone of a driver. users.phone stays the main one (login, codes); a trigger
-- keeps this table in step with it, so code that only knows users (registration, restore) needs
-- no change. A phone belongs to one account: unique over all drivers, extra phones included.
CREATE TABLE user_phones (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^7[0-9]{10}$'),
  is_main boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_phones_phone_uq ON user_phones (phone);
CREATE UNIQUE INDEX user_phones_main_uq ON user_phones (user_id) WHERE is_main;
CREATE INDEX user_phones_user_idx ON user_phones (user_id);

INSERT INTO user_phones (user_id, phone, is_main) SELECT id, phone, true FROM users WHERE phone IS NOT NULL;

-- users.phone changed: db/routines/triggers/users_phone_sync.sql keeps this table in step.

-- Vehicles (ts). plate is normalised by the domain's plate rules (no spaces, upper case,
-- Cyrillic letters for a Russian plate); sts the same way for documents, or NULL.
CREATE TABLE vehicles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plate text NOT NULL CHECK (length(plate) BETWEEN 1 AND 9 AND plate = upper(plate) AND plate !~ '\s'),
  number_format text NOT NULL CHECK (number_format IN ('rus', 'other')),
  category text NOT NULL DEFAULT 'B' CHECK (category IN ('A', 'B', 'C', 'D', 'M')),
  sts text CHECK (sts = upper(sts) AND length(sts) = 10),
  doc_type text NOT NULL DEFAULT 'STS' CHECK (length(doc_type) BETWEEN 1 AND 40),
  is_main boolean NOT NULL DEFAULT false,
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 60),
  vin text CHECK (length(vin) <= 17),
  imei text CHECK (length(imei) <= 20),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vehicles_plate_uq ON vehicles (user_id, plate);
CREATE UNIQUE INDEX vehicles_sts_uq ON vehicles (user_id, upper(sts)) WHERE sts IS NOT NULL;
CREATE UNIQUE INDEX vehicles_main_uq ON vehicles (user_id) WHERE is_main;

-- Documents: STS (registration certificate) or VU (driver licence); number normalised like sts.
CREATE TABLE user_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('STS', 'VU')),
  number text NOT NULL CHECK (number = upper(number) AND length(number) = 10),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_documents_uq ON user_documents (user_id, type, upper(number));
CREATE INDEX user_documents_user_idx ON user_documents (user_id);

-- Account settings (document 2 §3); a driver without a row has the defaults (all off).
CREATE TABLE user_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  report_history_operation boolean NOT NULL DEFAULT false,
  push_off boolean NOT NULL DEFAULT false,
  check_parking_session_before boolean NOT NULL DEFAULT false,
  check_parking_session boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
