-- Any change to static_pages, by the console or by hand in psql, bumps the content version the content
-- caches of every instance are keyed on (functions/bump_version_counter.sql).
CREATE OR REPLACE TRIGGER static_pages_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON static_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('content_version');
