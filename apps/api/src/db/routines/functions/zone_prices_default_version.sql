-- A price row written without a version (by the demo loader, a test kit or an import that makes a
-- zone with its prices) belongs to the zone's base version, made on first use: those writers
-- predate tariff versions (migration 0039) and keep working unchanged. Scheduled versions are
-- always written with their version_id (db/tariffs/insert-tariff-version.ts).
CREATE OR REPLACE FUNCTION zone_prices_default_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version_id IS NULL THEN
    SELECT id INTO NEW.version_id FROM tariff_versions
     WHERE zone_id = NEW.zone_id AND effective_from = '1970-01-01T00:00:00Z' AND cancelled_at IS NULL;
    IF NEW.version_id IS NULL THEN
      INSERT INTO tariff_versions (zone_id, effective_from) VALUES (NEW.zone_id, '1970-01-01T00:00:00Z')
      RETURNING id INTO NEW.version_id;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
