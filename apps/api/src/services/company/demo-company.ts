import type { CityContext } from '../../config/city-context.ts';
import { companyRows } from '../../db/company/company-rows.ts';
import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';

/** The demo company's login (a checksum-valid INN of an organisation; docs/api.md, README). */
export const DEMO_COMPANY = {
  inn: '5902183383',
  contractNumber: 'КП-0001',
  name: 'ООО «Демо Флот»',
  email: 'fleet@demo.parking.test',
} as const;

const demoChecked = new WeakSet<CityContext>();

/** The demo company of DEMO_COMPANY_PASSWORD, made once per city when its login is free. */
export async function ensureDemoCompany(city: CityContext, password: string | undefined): Promise<void> {
  if (!password || demoChecked.has(city)) return;
  if (!(await companyRows.exists(city.db, DEMO_COMPANY.inn, DEMO_COMPANY.contractNumber))) {
    const passwordHash = await passwordHashing.hash(password);
    try {
      await companyRows.insert(city.db, { ...DEMO_COMPANY, passwordHash });
    } catch (error) {
      // another request made it first
      if (uniqueViolation(error) === null) throw error;
    }
  }
  demoChecked.add(city);
}
