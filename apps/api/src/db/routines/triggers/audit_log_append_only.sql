-- audit_log is append-only (functions/refuse_change.sql).
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
