import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import { vehicles, type NewVehicle, type VehicleRow } from '../schema/profile.ts';

/** Reads and writes of one driver's vehicles; every query is scoped by user_id. */
export const vehicleRows = {
  /** The main vehicle first, then in the order added. */
  async listOf(db: Db, userId: number): Promise<VehicleRow[]> {
    return db
      .select()
      .from(vehicles)
      .where(eq(vehicles.userId, userId))
      .orderBy(desc(vehicles.isMain), asc(vehicles.id));
  },

  /**
   * The same list, rows locked: vehicle writes of one driver run one after another, so the
   * list checks (limit, uniqueness, the main one) see what the other write left.
   */
  async lockListOf(db: Db, userId: number): Promise<VehicleRow[]> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`vehicles:${userId}`}))`);
    return vehicleRows.listOf(db, userId);
  },

  async insert(db: Db, values: NewVehicle): Promise<VehicleRow> {
    const [row] = await db.insert(vehicles).values(values).returning();
    return row!;
  },

  async update(db: Db, userId: number, id: number, patch: Partial<NewVehicle>): Promise<VehicleRow> {
    const [row] = await db
      .update(vehicles)
      .set(patch)
      .where(and(eq(vehicles.userId, userId), eq(vehicles.id, id)))
      .returning();
    return row!;
  },

  async unsetMain(db: Db, userId: number): Promise<void> {
    await db
      .update(vehicles)
      .set({ isMain: false })
      .where(and(eq(vehicles.userId, userId), eq(vehicles.isMain, true)));
  },

  async remove(db: Db, userId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db.delete(vehicles).where(and(eq(vehicles.userId, userId), inArray(vehicles.id, ids)));
  },

  /**
   * Plates among these that have a running paid parking session: such a vehicle is "occupied"
   * (document 2 §5). Anyone's session counts: the car is parked. A card stay still waiting for
   * the bank does not: anyone may start one for any plate (issue 17, item 4).
   */
  async occupiedPlates(db: Db, plates: string[]): Promise<Set<string>> {
    if (plates.length === 0) return new Set();
    const rows = await rowsOf<{ plate: string }>(
      db,
      sql`SELECT DISTINCT plate FROM parking_sessions
          WHERE plate IN (${sql.join(
            plates.map((p) => sql`${p}`),
            sql`, `,
          )})
            AND status = 'active'
            AND (ends_at IS NULL OR ends_at > now())`,
    );
    return new Set(rows.map((r) => r.plate));
  },
};
