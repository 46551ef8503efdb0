-- One counter for the three logins (drivers, companies, operators: services/accounts/
-- login-guard.ts). A row is written BEFORE the password is checked, under advisory locks on
-- the login and on the address, and stays when the password was wrong; so a burst of parallel
-- attempts is counted as it arrives, not after its checks. The realm keeps the logins apart
-- (an operator "anna" is not a driver's e-mail); the address counts across realms.
ALTER TABLE login_attempts
  ADD COLUMN realm text NOT NULL DEFAULT 'driver' CHECK (realm IN ('driver', 'company', 'operator'));
DROP INDEX login_attempts_key_idx;
CREATE INDEX login_attempts_key_idx ON login_attempts (realm, login_key, created_at);

-- Their failures are counted in login_attempts now; the old counts only fade out anyway.
DROP TABLE company_login_failures;
DROP TABLE operator_login_failures;
