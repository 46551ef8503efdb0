import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { containing } from '../like-pattern.ts';
import { rowsOf } from '../raw-rows.ts';
import type { CompanyRow } from '../schema/company.ts';

/** A company without its password hash; `disabled` stands for disabled_at being set. */
export interface CompanyRecord extends Pick<
  CompanyRow,
  'id' | 'inn' | 'contractNumber' | 'name' | 'email' | 'createdAt'
> {
  disabled: boolean;
}

const COLUMNS = sql`c.id, c.inn, c.contract_number, c.name, c.email, c.created_at, c.disabled_at`;

/** A company as the operator's console lists it. */
export interface CompanyListRecord extends CompanyRecord {
  balanceKopecks: number;
  driversCount: number;
  vehiclesCount: number;
}

const LIST_EXTRAS = sql`coalesce(a.balance, 0) AS balance,
  (SELECT count(*) FROM company_drivers d WHERE d.company_id = c.id) AS drivers,
  (SELECT count(*) FROM company_vehicles v WHERE v.company_id = c.id) AS vehicles`;

function toCompany(r: Record<string, unknown>): CompanyRecord {
  return {
    id: Number(r.id),
    inn: String(r.inn),
    contractNumber: String(r.contract_number),
    name: String(r.name),
    email: String(r.email),
    createdAt: new Date(r.created_at as string),
    disabled: r.disabled_at !== null && r.disabled_at !== undefined,
  };
}

const toListRecord = (r: Record<string, unknown>): CompanyListRecord => ({
  ...toCompany(r),
  balanceKopecks: Number(r.balance),
  driversCount: Number(r.drivers),
  vehiclesCount: Number(r.vehicles),
});

/** companies and the company's ledger balance (migration 0028; login attempts: accounts/login-attempt-rows.ts). */
export const companyRows = {
  /** Throws the unique violation companies_login_uq when the inn and contract are taken. */
  async insert(
    db: Db,
    c: { inn: string; contractNumber: string; name: string; email: string; passwordHash: string },
  ): Promise<CompanyRecord> {
    const [row] = await rowsOf(
      db,
      sql`INSERT INTO companies AS c (inn, contract_number, name, email, password_hash)
        VALUES (${c.inn}, ${c.contractNumber}, ${c.name}, ${c.email}, ${c.passwordHash})
        RETURNING ${COLUMNS}`,
    );
    return toCompany(row!);
  },

  async byId(db: Db, id: number): Promise<CompanyRecord | null> {
    const [row] = await rowsOf(db, sql`SELECT ${COLUMNS} FROM companies c WHERE c.id = ${id}`);
    return row ? toCompany(row) : null;
  },

  /** The enabled company of a login, with its password hash. */
  async forLogin(
    db: Db,
    inn: string,
    contractNumber: string,
  ): Promise<{ id: number; passwordHash: string } | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT id, password_hash FROM companies
        WHERE inn = ${inn} AND contract_number = ${contractNumber} AND disabled_at IS NULL`,
    );
    return row ? { id: Number(row.id), passwordHash: String(row.password_hash) } : null;
  },

  async exists(db: Db, inn: string, contractNumber: string): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`SELECT 1 FROM companies WHERE inn = ${inn} AND contract_number = ${contractNumber}`,
    );
    return rows.length > 0;
  },

  /**
   * The companies a search finds, newest first, with their balance in kopecks (0 before the first
   * top-up) and how many drivers and vehicles each has; q matches the name, inn, contract number or
   * e-mail. `page` null: every company found.
   */
  async search(
    db: Db,
    q: string,
    page: { limit: number; offset: number } | null,
  ): Promise<{ count: number; items: CompanyListRecord[] }> {
    const where =
      q === ''
        ? sql`TRUE`
        : sql`(c.name ILIKE ${containing(q)} OR c.inn LIKE ${containing(q)}
            OR c.contract_number ILIKE ${containing(q)} OR c.email ILIKE ${containing(q)})`;
    const rows = await rowsOf(
      db,
      sql`SELECT ${COLUMNS}, ${LIST_EXTRAS}, count(*) OVER () AS total FROM companies c
        LEFT JOIN ledger_accounts a ON a.company_id = c.id
        WHERE ${where}
        ORDER BY c.id DESC
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
    );
    // a page past the end has no row to carry the total
    const count = rows[0]
      ? Number(rows[0].total)
      : Number((await rowsOf(db, sql`SELECT count(*) AS n FROM companies c WHERE ${where}`))[0]!.n);
    return { count, items: rows.map(toListRecord) };
  },

  /** One company as the console lists it; null when there is none. `lock`: its row until commit. */
  async listed(db: Db, id: number, lock = false): Promise<CompanyListRecord | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT ${COLUMNS}, ${LIST_EXTRAS} FROM companies c
        LEFT JOIN ledger_accounts a ON a.company_id = c.id
        WHERE c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`,
    );
    return row ? toListRecord(row) : null;
  },

  /** Disables (disabled_at now, kept when it already was) or enables the company; false when there is none. */
  async setDisabled(db: Db, id: number, disabled: boolean): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`UPDATE companies SET disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : sql`NULL`}
        WHERE id = ${id} RETURNING id`,
    );
    return rows.length > 0;
  },

  /** True when the company exists. */
  async setPassword(db: Db, id: number, passwordHash: string): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`UPDATE companies SET password_hash = ${passwordHash} WHERE id = ${id} RETURNING id`,
    );
    return rows.length > 0;
  },

  /** The company's balance in kopecks; 0 when it has no account yet. */
  async balance(db: Db, companyId: number): Promise<number> {
    const [row] = await rowsOf(db, sql`SELECT balance FROM ledger_accounts WHERE company_id = ${companyId}`);
    return row ? Number(row.balance) : 0;
  },
};
