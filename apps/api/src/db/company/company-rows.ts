import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
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

  /** Every company with its balance in kopecks (0 before its first top-up), newest first. */
  async listWithBalance(db: Db): Promise<(CompanyRecord & { balanceKopecks: number })[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT ${COLUMNS}, coalesce(a.balance, 0) AS balance FROM companies c
        LEFT JOIN ledger_accounts a ON a.company_id = c.id
        ORDER BY c.id DESC`,
    );
    return rows.map((r) => ({ ...toCompany(r), balanceKopecks: Number(r.balance) }));
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
