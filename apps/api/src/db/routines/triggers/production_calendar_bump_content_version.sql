-- Any change to production_calendar, by the console or by hand in psql, bumps the content version the content
-- caches of every instance are keyed on (functions/bump_version_counter.sql).
CREATE OR REPLACE TRIGGER production_calendar_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON production_calendar
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('content_version');
