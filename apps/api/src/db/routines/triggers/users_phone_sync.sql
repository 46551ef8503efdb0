-- Keeps user_phones in step with users.phone (functions/users_phone_sync.sql).
CREATE OR REPLACE TRIGGER users_phone_sync AFTER INSERT OR UPDATE OF phone ON users
  FOR EACH ROW EXECUTE FUNCTION users_phone_sync();
