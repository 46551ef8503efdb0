import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** The tables the retention job trims (services/platform/retention-service.ts says why each). */
export type RetentionTable =
  | 'idempotency_keys'
  | 'captchas'
  | 'verification_codes'
  | 'registration_drafts'
  | 'code_sends'
  | 'login_attempts'
  | 'auth_tokens'
  | 'outbox'
  | 'dev_outbox'
  | 'enforcement_checks';

/** Which rows of each table are old once `cutoff` (a moment in the database's clock) has passed. */
const OLD: Record<RetentionTable, (cutoff: SQL) => SQL> = {
  idempotency_keys: (cutoff) => sql`created_at < ${cutoff}`,
  captchas: (cutoff) => sql`expires_at < ${cutoff}`,
  // restore codes and sent passwords are rows here too (purpose 'restore', 'restore-password')
  verification_codes: (cutoff) => sql`expires_at < ${cutoff}`,
  // their codes go with them (ON DELETE CASCADE)
  registration_drafts: (cutoff) => sql`expires_at < ${cutoff}`,
  code_sends: (cutoff) => sql`created_at < ${cutoff}`,
  login_attempts: (cutoff) => sql`created_at < ${cutoff}`,
  // a guest's token stays while a stay or a card payment names it: it is how that guest's money
  // is found (parking_sessions refuses the delete anyway, card_payments has no foreign key)
  auth_tokens: (cutoff) => sql`(expires_at < ${cutoff} OR revoked_at < ${cutoff})
    AND NOT EXISTS (SELECT 1 FROM parking_sessions s WHERE s.guest_token_id = auth_tokens.id)
    AND NOT EXISTS (SELECT 1 FROM card_payments p WHERE p.guest_token_id = auth_tokens.id)`,
  // done for good only: a pending or sending message is never old; attachments cascade
  outbox: (cutoff) => sql`status IN ('sent', 'failed') AND created_at < ${cutoff}`,
  dev_outbox: (cutoff) => sql`created_at < ${cutoff}`,
  enforcement_checks: (cutoff) => sql`checked_at < ${cutoff}`,
};

/**
 * Deletes at most `limit` old rows of `table` in one statement, so a large backlog never holds
 * locks or fills the WAL in one go; answers how many went. The rows are picked by ctid within the
 * statement's snapshot: a row another transaction changed meanwhile has a new ctid and is left
 * for the next pass, so a token touched a moment ago is not deleted on an old reading.
 */
export async function deleteOldRows(
  db: Db,
  table: RetentionTable,
  ageSeconds: number,
  limit: number,
): Promise<number> {
  const name = sql.identifier(table);
  const old = OLD[table](sql`now() - make_interval(secs => ${ageSeconds})`);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM ${name} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${name} WHERE ${old} LIMIT ${limit}))
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return Number(row?.n ?? 0);
}
