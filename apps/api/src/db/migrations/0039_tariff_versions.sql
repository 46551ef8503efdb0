-- Issue 20 item 4: tariffs with effective dates. A zone's prices are grouped into versions; each
-- version is in force from its effective_from until the next version of the zone, and the cost
-- engine prices every minute of a stay by the version in force at that minute.
--
-- Why a table of versions rather than an effective_from column on zone_prices: a version is what
-- staff schedule, cancel and are audited for as a whole (who scheduled it, when, whether it was
-- cancelled), and the rules "one version per zone per instant" and "cancel only while it is still
-- in the future" are then constraints of one row each, not of a group of price rows. zone_prices
-- keeps its columns and gains version_id, so a reader of one version adds one condition.
--
-- Today's rows become each zone's base version, in force "since forever": effective_from is the
-- epoch, the one instant that is never a scheduled change (it also reads back as a plain date in
-- every driver, which PostgreSQL's '-infinity' does not).
CREATE TABLE tariff_versions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zone_id integer NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
  effective_from timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- null for the base version and data loaded with the city
  created_by integer REFERENCES operators (id),
  cancelled_at timestamptz,
  cancelled_by integer REFERENCES operators (id),
  -- the target of zone_prices' (version_id, zone_id) key: a price row cannot belong to a version
  -- of another zone
  UNIQUE (id, zone_id),
  -- a change is announced ahead: only the base version starts before it was written
  CONSTRAINT tariff_versions_scheduled_ahead
    CHECK (effective_from > created_at OR effective_from = '1970-01-01T00:00:00Z'),
  -- a version already in force (or past) has priced stays and is never taken back
  CONSTRAINT tariff_versions_cancelled_ahead CHECK (cancelled_at IS NULL OR cancelled_at < effective_from)
);
-- one version per zone per instant; a cancelled version frees its instant for a new one
CREATE UNIQUE INDEX tariff_versions_zone_instant_uq ON tariff_versions (zone_id, effective_from)
  WHERE cancelled_at IS NULL;

INSERT INTO tariff_versions (zone_id, effective_from) SELECT id, '1970-01-01T00:00:00Z' FROM zones;

ALTER TABLE zone_prices ADD COLUMN version_id integer;
UPDATE zone_prices p SET version_id = v.id FROM tariff_versions v WHERE v.zone_id = p.zone_id;
ALTER TABLE zone_prices ALTER COLUMN version_id SET NOT NULL;
ALTER TABLE zone_prices ADD CONSTRAINT zone_prices_version_fk
  FOREIGN KEY (version_id, zone_id) REFERENCES tariff_versions (id, zone_id) ON DELETE CASCADE;

-- intervals start once per day type within a version (they did per zone before versions)
DROP INDEX zone_prices_active_start_uq;
CREATE UNIQUE INDEX zone_prices_version_start_uq ON zone_prices (version_id, day_type, time_from)
  WHERE NOT inactive;
CREATE INDEX zone_prices_version_idx ON zone_prices (version_id);

-- Writers that do not know versions (the demo loader, a zone made with its prices) still insert
-- rows without version_id: routines/triggers/zone_prices_default_version.sql puts them in the
-- zone's base version. tariff_versions bumps the map version like zone_prices does.
