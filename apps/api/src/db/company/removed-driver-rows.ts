import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** A company driver who is gone from company_drivers but named by the company's operations. */
export interface RemovedDriverRecord {
  id: number;
  name: string;
  phone: string;
}

export const removedDriverRows = {
  /**
   * The company's removed drivers as their latest operation recorded them (the operations keep
   * the driver's id, name and phone; the driver's row is deleted). The index on (company_id,
   * company_driver_id, occurred_at DESC, id DESC) serves the DISTINCT ON order.
   */
  async of(db: Db, companyId: number): Promise<RemovedDriverRecord[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT DISTINCT ON (o.company_driver_id) o.company_driver_id, o.driver_name, o.driver_phone
            FROM profile_operations o
           WHERE o.company_id = ${companyId}
             AND o.company_driver_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM company_drivers d WHERE d.id = o.company_driver_id)
           ORDER BY o.company_driver_id, o.occurred_at DESC, o.id DESC`,
    );
    return rows.map((r) => ({
      id: Number(r.company_driver_id),
      name: String(r.driver_name ?? ''),
      phone: String(r.driver_phone ?? ''),
    }));
  },
};
