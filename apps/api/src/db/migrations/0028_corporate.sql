-- Corporate (fleet) customers (issue 8; document 2 §2 "Corporate area", §3, §6, §7).
--
-- A company of this city logs in by inn and contract number plus a password the operator set
-- (the first two are printed on every invoice, so they cannot be the secret). It keeps vehicles,
-- each with its tracking device (one row: document 2 §3 gives a device as a vehicle's id,
-- active, imei and vin, "a corporate vehicle also has numberTs"), and drivers, each a phone
-- driving one of the company's vehicles. Its money is a company_balance account in the same
-- double-entry ledger as drivers' balances; fleet parking is paid from it.

CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inn text NOT NULL CHECK (inn ~ '^([0-9]{10}|[0-9]{12})$'),
  contract_number text NOT NULL CHECK (length(contract_number) BETWEEN 1 AND 40 AND contract_number = btrim(contract_number)),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  -- one login per contract; a company with two contracts has two logins
  CONSTRAINT companies_login_uq UNIQUE (inn, contract_number)
);

-- Failed company logins, counted per login (inn and contract) and per address.
CREATE TABLE company_login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login text NOT NULL CHECK (length(login) <= 100),
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_login_failures_login_idx ON company_login_failures (login, created_at);
CREATE INDEX company_login_failures_ip_idx ON company_login_failures (ip, created_at);

-- A company vehicle and its tracking device. number_ts is the normalised plate (upper case, no
-- spaces), unique in the company. A device is identified by its VIN or its IMEI (at least
-- one); a VIN is unique in the company, an IMEI in the whole city (one tracker reports for one
-- fleet). device_active: the device was activated (only after the server's ok, §4).
CREATE TABLE company_vehicles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  number_ts text NOT NULL CHECK (length(number_ts) BETWEEN 1 AND 9 AND number_ts = upper(number_ts) AND number_ts !~ '\s'),
  vin text CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  imei text CHECK (imei ~ '^[0-9]{15}$'),
  device_active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_vehicles_device_ck CHECK (vin IS NOT NULL OR imei IS NOT NULL),
  CONSTRAINT company_vehicles_plate_uq UNIQUE (company_id, number_ts)
);
CREATE UNIQUE INDEX company_vehicles_vin_uq ON company_vehicles (company_id, vin) WHERE vin IS NOT NULL;
CREATE UNIQUE INDEX company_vehicles_imei_uq ON company_vehicles (imei) WHERE imei IS NOT NULL;

-- A driver of the company: a name (last, first, patronymic), a phone (11 digits, unique in the
-- company) and the company vehicle they drive (at most one driver per vehicle). active only
-- after the server's ok (§4); an inactive driver cannot park on the company's money.
CREATE TABLE company_drivers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 60),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 60),
  middle_name text NOT NULL DEFAULT '' CHECK (length(middle_name) <= 60),
  phone text NOT NULL CHECK (phone ~ '^7[0-9]{10}$'),
  vehicle_id integer REFERENCES company_vehicles (id) ON DELETE RESTRICT,
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_drivers_phone_uq UNIQUE (company_id, phone)
);
CREATE UNIQUE INDEX company_drivers_vehicle_uq ON company_drivers (vehicle_id) WHERE vehicle_id IS NOT NULL;
-- "is this registered driver's phone an active driver of some company?" (payer choice)
CREATE INDEX company_drivers_phone_idx ON company_drivers (phone) WHERE active;

-- A corporate token names the company and nobody else: a driver's token cannot pass as a
-- company's, nor the reverse (kinds were fixed in 0003 and 0027).
ALTER TABLE auth_tokens ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE CASCADE;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_company_ck
  CHECK ((kind = 'corporate') = (company_id IS NOT NULL) AND (kind <> 'corporate' OR user_id IS NULL));
CREATE INDEX auth_tokens_company_idx ON auth_tokens (company_id) WHERE company_id IS NOT NULL AND revoked_at IS NULL;

-- The company's money: one company_balance account, never below zero, like a driver's.
ALTER TABLE ledger_accounts ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE RESTRICT;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'driver_balance', 'company_balance', 'card_clearing', 'bonus', 'city_revenue', 'refunds', 'adjustments'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_ck;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner_ck CHECK (
  (kind = 'driver_balance') = (user_id IS NOT NULL)
  AND (kind = 'company_balance') = (company_id IS NOT NULL));
-- the same name on purpose: ledger_post (0010) catches exactly this check as "not enough money"
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_driver_nonnegative_ck;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_driver_nonnegative_ck
  CHECK (kind NOT IN ('driver_balance', 'company_balance') OR balance >= 0);
DROP INDEX ledger_accounts_system_uq;
CREATE UNIQUE INDEX ledger_accounts_system_uq ON ledger_accounts (kind, shard)
  WHERE user_id IS NULL AND company_id IS NULL;
CREATE UNIQUE INDEX ledger_accounts_company_uq ON ledger_accounts (company_id) WHERE company_id IS NOT NULL;

-- ledger_post learned a fourth way to name an account, {"company": 5, "amount": -100}, and its
-- balances answer carries companyId: db/routines/functions/ledger_post.sql.

-- Fleet parking: a session paid by a company names it and the company driver it was for
-- (kept when the driver is later removed: the history keeps the name and phone itself). A
-- registered driver parking on the company's money is also its user_id, so the session shows
-- in their own app; one started from /coop-profile names no user.
ALTER TABLE parking_sessions ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE RESTRICT;
ALTER TABLE parking_sessions ADD COLUMN company_driver_id integer REFERENCES company_drivers (id) ON DELETE SET NULL;
ALTER TABLE parking_sessions DROP CONSTRAINT parking_sessions_payer_ck;
ALTER TABLE parking_sessions ADD CONSTRAINT parking_sessions_payer_ck CHECK (
  (company_id IS NOT NULL AND guest_token_id IS NULL)
  OR (company_id IS NULL AND (user_id IS NULL) <> (guest_token_id IS NULL)));
CREATE INDEX parking_sessions_company_idx ON parking_sessions (company_id, status) WHERE company_id IS NOT NULL;

-- A company's top-up by card: the payer is the company alone.
ALTER TABLE card_payments ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE RESTRICT;
ALTER TABLE card_payments DROP CONSTRAINT card_payments_payer_ck;
ALTER TABLE card_payments ADD CONSTRAINT card_payments_payer_ck
  CHECK (num_nonnulls(user_id, guest_token_id, company_id) = 1);
CREATE INDEX card_payments_company_idx ON card_payments (company_id, created_at) WHERE company_id IS NOT NULL;

-- The operations list of /coop-profile reads the same read model as a driver's history: a
-- row belongs to a driver (user_id) or to a company (company_id), never both. driver_name and
-- driver_phone are the company driver's at the time (document 2 §2: the list shows the driver).
ALTER TABLE profile_operations ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE profile_operations ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE RESTRICT;
ALTER TABLE profile_operations ADD COLUMN company_driver_id integer;
ALTER TABLE profile_operations ADD COLUMN driver_name text;
ALTER TABLE profile_operations ADD CONSTRAINT profile_operations_owner_ck
  CHECK ((user_id IS NULL) <> (company_id IS NULL));
CREATE INDEX profile_operations_company_idx ON profile_operations (company_id, occurred_at DESC, id DESC)
  WHERE company_id IS NOT NULL;
CREATE INDEX profile_operations_company_driver_idx
  ON profile_operations (company_id, company_driver_id, occurred_at DESC, id DESC)
  WHERE company_id IS NOT NULL;
