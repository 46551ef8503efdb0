-- Any change to zone_prices, by the API or by hand in psql, bumps the map version the map caches are
-- keyed on (functions/bump_version_counter.sql).
CREATE OR REPLACE TRIGGER zone_prices_bump_map_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zone_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('map_version');
