import { eq, sql } from 'drizzle-orm';
import type { AccountSettingName, AccountSettings } from '@parking/domain/profile/profile-contracts';
import { DEFAULT_ACCOUNT_SETTINGS } from '@parking/domain/profile/profile-contracts';
import type { Db } from '../db-types.ts';
import { userSettings } from '../schema/profile.ts';

/** Account settings; a driver without a row has the defaults. */
export const settingsRows = {
  async of(db: Db, userId: number): Promise<AccountSettings> {
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
    if (!row) return { ...DEFAULT_ACCOUNT_SETTINGS };
    return {
      reportHistoryOperation: row.reportHistoryOperation,
      pushOff: row.pushOff,
      checkParkingSessionBefore: row.checkParkingSessionBefore,
      checkParkingSession: row.checkParkingSession,
    };
  },

  async set(db: Db, userId: number, name: AccountSettingName, value: boolean): Promise<void> {
    await db
      .insert(userSettings)
      .values({ userId, [name]: value })
      .onConflictDoUpdate({ target: userSettings.userId, set: { [name]: value, updatedAt: sql`now()` } });
  },
};
