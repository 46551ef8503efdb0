-- Feedback (issue 7): a driver's appeals and their chat, and the city operator who answers them.

-- The operator account of this city: a login and an argon2id hash, made by
-- scripts/create-operator.ts (or, in demo cities, from DEMO_OPERATOR_PASSWORD when set).
CREATE TABLE operators (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login text NOT NULL UNIQUE CHECK (login = lower(btrim(login)) AND length(login) BETWEEN 1 AND 64),
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 100),
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

-- Failed operator logins, counted per login and per address (the refusal after too many).
CREATE TABLE operator_login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_login_failures_login_idx ON operator_login_failures (login, created_at);
CREATE INDEX operator_login_failures_ip_idx ON operator_login_failures (ip, created_at);

-- An operator token is a kind of its own and names the operator, never a driver: a driver's
-- token cannot pass as an operator's, nor the reverse.
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check
  CHECK (kind IN ('standard', 'corporate', 'guest', 'operator'));
ALTER TABLE auth_tokens ADD COLUMN operator_id integer REFERENCES operators (id) ON DELETE CASCADE;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_operator_ck
  CHECK ((kind = 'operator') = (operator_id IS NOT NULL) AND (kind <> 'operator' OR user_id IS NULL));

-- An appeal (document 2 §3 "Feedback appeal"). topic_code is a code of the city's settings
-- topics at the time of writing ('' for none); phone is digits ('' for none).
CREATE TABLE appeals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic_code text NOT NULL DEFAULT '' CHECK (length(topic_code) <= 64),
  phone text NOT NULL DEFAULT '' CHECK (phone ~ '^([0-9]{10,11})?$'),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- the driver's language when writing: the reply notice is mailed in it
  lang text NOT NULL DEFAULT 'ru' CHECK (lang IN ('ru', 'en')),
  status text NOT NULL DEFAULT 'registered'
    CHECK (status IN ('registered', 'in_progress', 'needs_clarification', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appeals_user_idx ON appeals (user_id, updated_at DESC, id DESC);
CREATE INDEX appeals_status_idx ON appeals (status, updated_at DESC, id DESC);

CREATE TABLE appeal_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  appeal_id integer NOT NULL REFERENCES appeals (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('driver', 'operator')),
  operator_id integer REFERENCES operators (id) ON DELETE SET NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000 AND text = btrim(text)),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (author = 'operator' OR operator_id IS NULL)
);
CREATE INDEX appeal_messages_appeal_idx ON appeal_messages (appeal_id, id);

-- The driver's e-mail notice of an operator's reply.
ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_template_check
  CHECK (template IN ('code', 'new-password', 'password-changed', 'history-report', 'receipt', 'appeal-reply'));
