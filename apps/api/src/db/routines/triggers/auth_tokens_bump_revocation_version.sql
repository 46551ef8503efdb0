-- A token revoked (log-out, a new password, a blocked driver, a disabled company or staff
-- member), by the API or by hand in psql, bumps 'token_revocation_version': every instance's
-- token cache (services/accounts/token-service.ts) reads it at most once a second and drops
-- the city's resolved tokens when it moved, so a revoked token stops everywhere within a
-- second, not after the cache's 10 s. Only the moment of revocation counts: a token's use
-- (last_used_at, its sliding expiry) does not touch revoked_at.
CREATE OR REPLACE TRIGGER auth_tokens_bump_revocation_version AFTER UPDATE OF revoked_at ON auth_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION bump_version_counter('token_revocation_version');
