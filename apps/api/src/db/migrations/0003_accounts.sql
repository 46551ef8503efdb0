-- Accounts of one city: drivers, their tokens, registrations in progress, one-time codes, login
-- failures, captchas and links to an external identity provider. Secrets (tokens, codes, salts
-- handed to the browser, captcha answers) are stored only as SHA-256 hex digests; passwords only
-- as argon2id hashes. Every city has its own database, so nothing here carries a city column.

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email) AND email ~ '^[^\s@]+@[^\s@]+$' AND length(email) <= 254),
  email_confirmed boolean NOT NULL DEFAULT false,
  -- 11 digits starting with 7; NULL for an account made by an external ID without a phone
  phone text CHECK (phone ~ '^7[0-9]{10}$'),
  phone_confirmed boolean NOT NULL DEFAULT false,
  first_name text NOT NULL DEFAULT '' CHECK (length(first_name) <= 60),
  last_name text NOT NULL DEFAULT '' CHECK (length(last_name) <= 60),
  middle_name text NOT NULL DEFAULT '' CHECK (length(middle_name) <= 60),
  -- argon2id; NULL when the account has no password (made by external ID, or after a one-time
  -- call password was used): login answers EmptyPass and the web sends the driver to restore.
  password_hash text CHECK (password_hash LIKE '$argon2id$%'),
  default_zone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (phone IS NOT NULL OR NOT phone_confirmed)
);
-- The check above keeps e-mails lower-case; the expression index still guards hand-made rows.
CREATE UNIQUE INDEX users_email_uq ON users (lower(email));
CREATE UNIQUE INDEX users_phone_uq ON users (phone);

-- Opaque bearer tokens (32 random bytes, base64url); only their SHA-256 is kept.
CREATE TABLE auth_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  kind text NOT NULL CHECK (kind IN ('standard', 'corporate', 'guest')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz,
  CHECK (expires_at > created_at),
  -- a driver's token names the driver; a guest token names nobody
  CHECK (kind <> 'standard' OR user_id IS NOT NULL),
  CHECK (kind <> 'guest' OR user_id IS NULL)
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id) WHERE revoked_at IS NULL;

-- Registration in progress (document 1 §3): step 1's fields wait here until both the e-mail and
-- the phone are confirmed; then the user row is made and completed_at set. salt_hash is the
-- digest of the salt the browser keeps in its URL.
CREATE TABLE registration_drafts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  salt_hash text NOT NULL UNIQUE CHECK (salt_hash ~ '^[0-9a-f]{64}$'),
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  phone text NOT NULL CHECK (phone ~ '^7[0-9]{10}$'),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 60),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 60),
  middle_name text NOT NULL DEFAULT '' CHECK (length(middle_name) <= 60),
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  email_confirmed_at timestamptz,
  phone_confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (expires_at > created_at),
  CHECK (completed_at IS NULL OR (email_confirmed_at IS NOT NULL AND phone_confirmed_at IS NOT NULL))
);
CREATE INDEX registration_drafts_expires_idx ON registration_drafts (expires_at);

-- One-time codes (and the pending passwords of the restore variant that sends a new password).
-- handle_hash ties a code to the salt the browser holds; the code itself is never stored, only
-- sha256(code_salt || code). The newest row of a handle and purpose is the live one; tries
-- counts every check, so at most CODE_MAX_TRIES (5) guesses reach a code.
CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN (
    'registration-email', 'registration-phone', 'email', 'phone', 'restore', 'restore-password')),
  handle_hash text NOT NULL CHECK (handle_hash ~ '^[0-9a-f]{64}$'),
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'call')),
  -- e-mail address or 11-digit phone the code was sent to
  target text NOT NULL CHECK (length(target) BETWEEN 3 AND 254),
  draft_id bigint REFERENCES registration_drafts (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  code_salt text NOT NULL CHECK (length(code_salt) BETWEEN 16 AND 64),
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  tries smallint NOT NULL DEFAULT 0 CHECK (tries BETWEEN 0 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- restore: the check step passed (the change step still needs the code)
  verified_at timestamptz,
  used_at timestamptz,
  CHECK (expires_at > created_at),
  CHECK ((purpose LIKE 'registration-%') = (draft_id IS NOT NULL)),
  CHECK (purpose LIKE 'registration-%' OR user_id IS NOT NULL)
);
CREATE INDEX verification_codes_handle_idx ON verification_codes (handle_hash, purpose, id DESC);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, purpose, id DESC)
  WHERE user_id IS NOT NULL;

-- Every code or password sent (whether or not an account exists), for the resend cooldown and
-- the hourly limits per target and per client address (LimitSMS).
CREATE TABLE code_sends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX code_sends_target_idx ON code_sends (target, created_at);
CREATE INDEX code_sends_ip_idx ON code_sends (ip, created_at);

-- Failed logins only (a success clears its login's rows): the captcha appears and
-- LoginTryLimit answers from counts over the last minutes, per login and per client address.
CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login_key text NOT NULL CHECK (length(login_key) BETWEEN 1 AND 254),
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key_idx ON login_attempts (login_key, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

-- svg-captcha challenges: single use, short-lived; the answer is kept as a digest.
CREATE TABLE captchas (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  answer_hash text NOT NULL CHECK (answer_hash ~ '^[0-9a-f]{64}$'),
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX captchas_ip_idx ON captchas (ip, created_at DESC);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- An account's identity at an external provider (Yandex ID style): one subject maps to one
-- account, and an account has at most one identity per provider.
CREATE TABLE external_identities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL CHECK (provider ~ '^[a-z0-9-]{1,40}$'),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject),
  UNIQUE (provider, user_id)
);
