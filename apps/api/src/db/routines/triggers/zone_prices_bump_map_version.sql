-- Any change to zone_prices, by the API or by hand in psql, bumps the map version the map caches are
-- keyed on (functions/bump_map_version.sql).
CREATE OR REPLACE TRIGGER zone_prices_bump_map_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zone_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_map_version();
