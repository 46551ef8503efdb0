-- Any change to site_settings, by the console or by hand in psql, bumps the content version the content
-- caches of every instance are keyed on (functions/bump_version_counter.sql).
CREATE OR REPLACE TRIGGER site_settings_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('content_version');
