import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { smsCommands } from '../schema/map-content.ts';

export type SmsCommandAdminRow = typeof smsCommands.$inferSelect;
export type SmsCommandAdminWrite = Omit<typeof smsCommands.$inferInsert, 'id'>;

/** The staff console's writes of SMS commands (the list is db/content/select-sms-commands.ts). */
export const smsCommandAdminRows = {
  async byId(db: Db, id: number): Promise<SmsCommandAdminRow | null> {
    const [row] = await db.select().from(smsCommands).where(eq(smsCommands.id, id));
    return row ?? null;
  },

  async insert(tx: Db, values: SmsCommandAdminWrite): Promise<SmsCommandAdminRow> {
    const [row] = await tx.insert(smsCommands).values(values).returning();
    return row!;
  },

  async update(tx: Db, id: number, values: SmsCommandAdminWrite): Promise<SmsCommandAdminRow | null> {
    const [row] = await tx.update(smsCommands).set(values).where(eq(smsCommands.id, id)).returning();
    return row ?? null;
  },

  async remove(tx: Db, id: number): Promise<SmsCommandAdminRow | null> {
    const [row] = await tx.delete(smsCommands).where(eq(smsCommands.id, id)).returning();
    return row ?? null;
  },
};
