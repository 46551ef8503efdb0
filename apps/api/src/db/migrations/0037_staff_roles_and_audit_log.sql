-- Issue 20: the city's staff get roles, and every staff change is written to an append-only
-- audit log in the same transaction as the change.

-- Operators made before roles could do everything the console had: they stay administrators.
ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'administrator'
  CHECK (role IN ('administrator', 'tariff_manager', 'content_editor', 'support', 'inspector'));
ALTER TABLE operators ALTER COLUMN role DROP DEFAULT;

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- null for a change made by a script (create-operator), which names itself in staff_login
  staff_id integer REFERENCES operators (id),
  staff_login text NOT NULL,
  client_ip text NOT NULL DEFAULT '',
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  entity text NOT NULL CHECK (length(entity) BETWEEN 1 AND 50),
  entity_id text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb,
  reason text NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

-- The map version's function becomes one counter function for every cache of staff-edited data
-- (functions/bump_version_counter.sql); its triggers are made again by the routines.
DROP FUNCTION IF EXISTS bump_map_version() CASCADE;

-- The journal's refusal of edits serves the audit log too, under a name that says so
-- (functions/refuse_change.sql); the journal's triggers are made again by the routines.
DROP FUNCTION IF EXISTS ledger_refuse_change() CASCADE;
