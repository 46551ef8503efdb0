import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { parkingSessions } from './sessions.ts';

// Drizzle view of the table in migrations/0048_stay_proofs.sql; the SQL file is the source of
// truth (the code's shape check). The rows themselves are read and written in db/stay-proof/.

/** The proof of one paid stay: its unguessable code, made once per session. */
export const stayProofs = pgTable('stay_proofs', {
  code: text('code').primaryKey(),
  sessionId: bigint('session_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => parkingSessions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
