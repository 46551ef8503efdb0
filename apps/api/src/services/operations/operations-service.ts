import type { Language } from '@parking/domain/i18n/languages';
import { parseDayDate } from '@parking/domain/operations/day-date';
import {
  OPERATIONS_PAGE_SIZE,
  type OperationRow,
  type OperationsAnswer,
  type OperationsFilter,
  type OperationsRequest,
  type OperationType,
  type SpendingSummaryAnswer,
  type SpendingSummaryRequest,
  type OperationStatus,
} from '@parking/domain/operations/operations-contracts';
import { normalizePlate } from '@parking/domain/payments/payment-fields';
import { zoneClock } from '@parking/domain/tariffs/zone-clock';
import type { CityContext } from '../../config/city-context.ts';
import {
  operationRows,
  type OperationRecord,
  type OperationsScope,
  type OperationsWhere,
} from '../../db/operations/operation-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';

const MS_PER_DAY = 86_400_000;

/** The UTC instant a city's calendar day (DD/MM/YYYY) starts, `plusDays` later. */
export function cityDayStart(date: string, timeZone: string, plusDays = 0): Date {
  const day = parseDayDate(date);
  if (!day) throw new AppError('InvalidFormat', 400, { StartDate: 'InvalidFormat' });
  const wall = Date.UTC(day.year, day.month - 1, day.day) + plusDays * MS_PER_DAY;
  const clock = zoneClock(timeZone);
  if (!clock) return new Date(wall);
  // the offset at the wall time taken as UTC, then at the instant found: right across a change
  let utc = wall - clock.offsetAt(wall);
  utc = wall - clock.offsetAt(utc);
  return new Date(utc);
}

/**
 * The filter as the database reads it: the period from StartDate's first instant to the end of
 * EndDate (inclusive, document 2 §5) in the city's time zone; bonus20 only where useBonus is on.
 */
export async function resolveWhere(
  city: CityContext,
  scope: number | OperationsScope,
  filter: OperationsFilter,
  lang: Language,
): Promise<OperationsWhere> {
  const timeZone = city.config.timeZone;
  const where: OperationsWhere =
    typeof scope === 'number' ? { userId: scope } : scopeWithDriver(scope, filter);
  if (filter.StartDate) where.from = cityDayStart(filter.StartDate, timeZone);
  if (filter.EndDate) where.until = cityDayStart(filter.EndDate, timeZone, 1);
  if (filter.Operation) {
    if (filter.Operation === 'bonus20' && !(await getSettingsFlags(city, lang)).useBonus) {
      throw new AppError('InvalidFormat', 400, { Operation: 'InvalidFormat' });
    }
    where.type = filter.Operation;
  }
  if (filter.Vehicle) {
    const compact = normalizePlate(filter.Vehicle, 'other');
    where.plates = [...new Set([compact, normalizePlate(compact, 'rus')])];
  }
  if (filter.Zone) where.zone = filter.Zone;
  if (filter.OrderNumber) {
    const order = filter.OrderNumber;
    where.order = /^\d{1,15}$/.test(order)
      ? { sessionId: Number(order), cardPaymentId: order }
      : { cardPaymentId: order };
  }
  return where;
}

/**
 * A company's list filtered by Driver: a company driver's id, or the 11-digit phone the rows
 * recorded (a removed driver's rows keep their phone). A driver's own list ignores Driver.
 */
function scopeWithDriver(scope: OperationsScope, filter: OperationsFilter): OperationsWhere {
  if (scope.companyId === undefined || !filter.Driver) return { ...scope };
  const driver = filter.Driver.replace(/[\s()+-]/g, '');
  if (/^[78]\d{10}$/.test(driver)) return { ...scope, driverPhone: `7${driver.slice(1)}` };
  if (/^\d{1,10}$/.test(driver) && Number(driver) <= 2_147_483_647) {
    return { ...scope, companyDriverId: Number(driver) };
  }
  throw new AppError('InvalidFormat', 400, { Driver: 'InvalidFormat' });
}

const TEXT = {
  ru: {
    zone: 'Зона',
    parking: 'Парковка',
    minutes: 'мин',
    refill: 'Пополнение баланса',
    bonus20: 'Бонус 20% за пополнение картой',
    cancel: 'Возврат за неиспользованное время',
    subscription: 'Оплата абонемента',
    correction: 'Корректировка баланса',
    stayRefund: 'Возврат за парковку',
  },
  en: {
    zone: 'Zone',
    parking: 'Parking',
    minutes: 'min',
    refill: 'Balance top-up',
    bonus20: 'Bonus 20% for a card top-up',
    cancel: 'Refund for unused time',
    subscription: 'Subscription payment',
    correction: 'Balance correction',
    stayRefund: 'Refund for a stay',
  },
} as const;

/**
 * One line for the table and the files: what it was, zone or parking, plate, duration, and the
 * reason support gave for a correction or refund (the row's note).
 */
export function describeOperation(op: OperationRecord, lang: Language): string {
  const t = TEXT[lang];
  const parts: string[] = [];
  if (op.type === 'refill') parts.push(t.refill);
  else if (op.type === 'bonus20') parts.push(t.bonus20);
  else if (op.type === 'paymentSubscription') parts.push(t.subscription);
  else if (op.type === 'correction') parts.push(t.correction);
  // support's refund of a finished stay (no minutes on its row) is not for unused time
  else if (op.type === 'cancel')
    parts.push(op.sessionId !== null && op.durationMinutes === null ? t.stayRefund : t.cancel);
  if (op.zone) parts.push(`${t.zone} ${op.zone}`);
  if (op.parkingCode) parts.push(`${t.parking} ${op.parkingCode}`);
  if (op.plate) parts.push(op.plate);
  // a refund's session was cut to the minutes used, which would read as the minutes refunded
  if (op.durationMinutes && op.type !== 'refill' && op.type !== 'bonus20' && op.type !== 'cancel') {
    parts.push(`${op.durationMinutes} ${t.minutes}`);
  }
  if (op.note) parts.push(op.note);
  return parts.join(', ');
}

export function toOperationRow(op: OperationRecord, lang: Language): OperationRow {
  return {
    id: String(op.id),
    dateOperation: op.occurredAt.toISOString(),
    type: op.type as OperationType,
    sum: Math.abs(op.amount),
    amount: op.amount,
    sumSale: 0,
    status: op.status as OperationStatus,
    orderNumber: op.sessionId !== null ? String(op.sessionId) : op.cardPaymentId,
    zone: op.zone,
    parking: op.parkingCode,
    transport: op.plate,
    startsOf: op.startsAt?.toISOString() ?? null,
    endOf: op.endsAt?.toISOString() ?? null,
    duration: op.durationMinutes,
    paymentMethod: op.paymentMethod,
    driverPhone: op.driverPhone,
    driver: op.driverName,
    checkFiscal: op.checkFiscal,
    description: describeOperation(op, lang),
  };
}

/** get-operations-v2 and get-operations-with-filter: one page of 50, newest first. */
export async function listOperations(
  city: CityContext,
  scope: number | OperationsScope,
  request: OperationsRequest,
  lang: Language,
): Promise<Omit<OperationsAnswer, 'status'>> {
  const where = await resolveWhere(city, scope, request, lang);
  // one row more than a page tells whether another page exists
  const rows = await operationRows.page(city.db, where, OPERATIONS_PAGE_SIZE + 1, request.offset);
  const more = rows.length > OPERATIONS_PAGE_SIZE;
  return {
    result: rows.slice(0, OPERATIONS_PAGE_SIZE).map((r) => toOperationRow(r, lang)),
    offset: request.offset,
    pageSize: OPERATIONS_PAGE_SIZE,
    nextOffset: more ? request.offset + OPERATIONS_PAGE_SIZE : null,
  };
}

/** Money spent per week or month with the filter (the operations page's chart). */
export async function spendingSummary(
  city: CityContext,
  userId: number,
  request: SpendingSummaryRequest,
  lang: Language,
): Promise<Omit<SpendingSummaryAnswer, 'status'>> {
  const where = await resolveWhere(city, userId, request, lang);
  const result = await operationRows.spending(city.db, where, request.groupBy, city.config.timeZone);
  return {
    groupBy: request.groupBy,
    result,
    totalSpent: result.reduce((sum, b) => sum + b.spent, 0),
  };
}
