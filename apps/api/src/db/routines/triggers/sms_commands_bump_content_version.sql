-- Any change to sms_commands, by the console or by hand in psql, bumps the content version the content
-- caches of every instance are keyed on (functions/bump_version_counter.sql).
CREATE OR REPLACE TRIGGER sms_commands_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sms_commands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_counter('content_version');
