-- Issue 25, item 5: the retention job (services/platform/retention-service.ts) deletes old rows in
-- bounded batches; these indexes let each batch find its rows without reading the whole table.
CREATE INDEX outbox_done_idx ON outbox (created_at) WHERE status IN ('sent', 'failed');
CREATE INDEX enforcement_checks_checked_idx ON enforcement_checks (checked_at);
CREATE INDEX auth_tokens_expires_idx ON auth_tokens (expires_at);
CREATE INDEX auth_tokens_revoked_idx ON auth_tokens (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX verification_codes_expires_idx ON verification_codes (expires_at);
CREATE INDEX login_attempts_created_idx ON login_attempts (created_at);
CREATE INDEX code_sends_created_idx ON code_sends (created_at);
