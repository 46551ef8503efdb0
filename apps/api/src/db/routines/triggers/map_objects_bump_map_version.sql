-- Any change to map_objects, by the API or by hand in psql, bumps the map version the map caches are
-- keyed on (functions/bump_version_counter.sql).
CREATE OR REPLACE TRIGGER map_objects_bump_map_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON map_objects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('map_version');
