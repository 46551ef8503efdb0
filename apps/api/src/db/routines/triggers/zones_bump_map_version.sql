-- Any change to zones, by the API or by hand in psql, bumps the map version the map caches are
-- keyed on (functions/bump_version_counter.sql).
CREATE OR REPLACE TRIGGER zones_bump_map_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zones
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('map_version');
