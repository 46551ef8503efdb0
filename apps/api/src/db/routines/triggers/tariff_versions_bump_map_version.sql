-- Scheduling or cancelling a tariff version, by the API or by hand in psql, bumps the map version
-- the map caches and the cost previews are keyed on (functions/bump_version_counter.sql). A
-- version coming into force by the clock changes no row: the snapshot rolls over by itself
-- (services/map/map-snapshot-cache.ts).
CREATE OR REPLACE TRIGGER tariff_versions_bump_map_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tariff_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('map_version');
