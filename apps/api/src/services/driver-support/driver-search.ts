import { normalizePhone } from '@parking/domain/accounts/account-rules';
import { normalizePlate } from '@parking/domain/payments/payment-fields';
import type {
  DriverSearchAnswer,
  DriverSearchQuerySchema,
} from '@parking/domain/staff/driver-support-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { driverSearchRows, type DriverSearchKeys } from '../../db/driver-support/driver-search-rows.ts';
import { fullName } from './driver-profile.ts';

const PLATE_MAX = 9;

/**
 * What a typed search means: an e-mail when it has '@'; digits (spaces, brackets, '+' and '-'
 * aside) are a phone when 10 or 11 long and always an order number; anything else with a
 * letter is a plate, in both of its spellings (Latin or Cyrillic letters). Empty: null, all.
 */
export function searchKeysOf(q: string): DriverSearchKeys | null {
  const text = q.trim();
  if (text === '') return null;
  if (text.includes('@')) return { email: text };
  const keys: DriverSearchKeys = {};
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{1,15}$/.test(digits)) {
    const phone = digits.length === 10 ? `7${digits}` : normalizePhone(digits);
    if (phone.length === 11 && phone.startsWith('7')) keys.phone = phone;
    keys.sessionId = Number(digits);
    return keys;
  }
  const plates = [normalizePlate(text, 'other'), normalizePlate(text, 'rus')].filter(
    (plate) => plate.length > 0 && plate.length <= PLATE_MAX,
  );
  if (plates.length) keys.plates = [...new Set(plates)];
  return keys;
}

/** GET /api/operator/drivers: the city's drivers by phone, e-mail, plate or order number, newest first. */
export async function searchDrivers(
  city: CityContext,
  query: z.output<typeof DriverSearchQuerySchema>,
): Promise<Omit<DriverSearchAnswer, 'status'>> {
  const { page, pageSize } = query;
  const found = await driverSearchRows.search(
    city.db,
    searchKeysOf(query.q),
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    count: found.count,
    page,
    pageSize,
    items: found.rows.map((r) => ({
      id: r.id,
      name: fullName(r),
      email: r.email,
      phone: r.phone,
      plates: r.plates,
      registeredAt: r.createdAt.toISOString(),
      blocked: r.blocked,
    })),
  };
}
