-- Rows inserted without a version go to the zone's base version (functions/zone_prices_default_version.sql).
CREATE OR REPLACE TRIGGER zone_prices_default_version BEFORE INSERT ON zone_prices
  FOR EACH ROW EXECUTE FUNCTION zone_prices_default_version();
