import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@parking/domain/staff/staff-roles';
import type { Db } from '../db-types.ts';
import { containing } from '../like-pattern.ts';
import { operators, type OperatorRow } from '../schema/operator.ts';

export type OperatorRecord = Pick<OperatorRow, 'id' | 'login' | 'name' | 'passwordHash' | 'role'>;
export type StaffRecord = Pick<OperatorRow, 'id' | 'login' | 'name' | 'role' | 'createdAt' | 'disabledAt'>;

const staffColumns = {
  id: operators.id,
  login: operators.login,
  name: operators.name,
  role: operators.role,
  createdAt: operators.createdAt,
  disabledAt: operators.disabledAt,
};

/** operators, the city's staff (migrations 0027, 0037; their login attempts: accounts/login-attempt-rows.ts). */
export const operatorRows = {
  async byLogin(db: Db, login: string): Promise<OperatorRecord | null> {
    const [row] = await db
      .select({
        id: operators.id,
        login: operators.login,
        name: operators.name,
        passwordHash: operators.passwordHash,
        role: operators.role,
      })
      .from(operators)
      .where(and(eq(operators.login, login), isNull(operators.disabledAt)));
    return row ?? null;
  },

  /** The member of this login, enabled or not. */
  async byLoginAnyState(db: Db, login: string): Promise<StaffRecord | null> {
    const [row] = await db.select(staffColumns).from(operators).where(eq(operators.login, login));
    return row ?? null;
  },

  async byId(db: Db, id: number, lock = false): Promise<StaffRecord | null> {
    const query = db.select(staffColumns).from(operators).where(eq(operators.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Makes the operator or sets a new password, name and role for an existing login (enabling it again). */
  async upsert(
    db: Db,
    input: { login: string; name: string; passwordHash: string; role: StaffRole },
  ): Promise<{ id: number; created: boolean }> {
    const [row] = await db
      .insert(operators)
      .values(input)
      .onConflictDoUpdate({
        target: operators.login,
        set: { name: input.name, passwordHash: input.passwordHash, role: input.role, disabledAt: null },
      })
      .returning({ id: operators.id, created: sql<boolean>`(xmax = 0)` });
    return { id: row!.id, created: Boolean(row!.created) };
  },

  /** Inserts only when the login is free; the new member, or null when the login is taken. */
  async insertIfMissing(
    db: Db,
    input: { login: string; name: string; passwordHash: string; role: StaffRole },
  ): Promise<StaffRecord | null> {
    const [row] = await db.insert(operators).values(input).onConflictDoNothing().returning(staffColumns);
    return row ?? null;
  },

  async exists(db: Db, login: string): Promise<boolean> {
    const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.login, login));
    return row !== undefined;
  },

  /** A page of the staff, logins in order; `search` matches login or name. */
  async list(
    db: Db,
    search: string,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; items: StaffRecord[] }> {
    const where = search
      ? or(ilike(operators.login, containing(search)), ilike(operators.name, containing(search)))
      : undefined;
    const [total] = await db.select({ n: count() }).from(operators).where(where);
    const items = await db
      .select(staffColumns)
      .from(operators)
      .where(where)
      .orderBy(operators.login)
      .limit(page.limit)
      .offset(page.offset);
    return { count: Number(total?.n ?? 0), items };
  },

  async update(
    db: Db,
    id: number,
    change: { name?: string; role?: StaffRole; disabled?: boolean; passwordHash?: string },
  ): Promise<StaffRecord | null> {
    const [row] = await db
      .update(operators)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.passwordHash !== undefined ? { passwordHash: change.passwordHash } : {}),
        ...(change.disabled !== undefined
          ? { disabledAt: change.disabled ? sql`coalesce(${operators.disabledAt}, now())` : null }
          : {}),
      })
      .where(eq(operators.id, id))
      .returning(staffColumns);
    return row ?? null;
  },

  /**
   * Enabled administrators, locked: two administrators demoting each other at once must not
   * leave the city with none.
   */
  async lockEnabledAdministrators(db: Db): Promise<number[]> {
    const rows = await db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'administrator'), isNull(operators.disabledAt)))
      .orderBy(operators.id)
      .for('update');
    return rows.map((r) => r.id);
  },
};
