import type { Payer } from '@parking/domain/receipts/payer-contracts';
import type {
  StaffReceipt,
  StaffReceiptListAnswer,
  StaffReceiptListQuerySchema,
} from '@parking/domain/staff/receipt-admin-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { receiptRows, type ReceiptRecord } from '../../db/receipts/receipt-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { receiptRowOf, registerReceiptPayment } from './receipt-service.ts';

/**
 * Receipts in the staff console (issue 21 item 2): the search, and the registration of a
 * payment by a staff member, which is the bank import's own registration run inside an audited
 * transaction.
 */

function staffReceiptOf(r: ReceiptRecord, timeZone: string): StaffReceipt {
  const payer = r.payer as Payer;
  return {
    ...receiptRowOf(r, timeZone),
    userId: r.userId,
    payerInn: 'inn' in payer && typeof payer.inn === 'string' ? payer.inn : null,
  };
}

/** GET /api/operator/receipts: a page of the receipts a search finds, newest first. */
export async function searchReceipts(
  city: CityContext,
  query: z.output<typeof StaffReceiptListQuerySchema>,
): Promise<Omit<StaffReceiptListAnswer, 'status'>> {
  const { page, pageSize } = query;
  const found = await receiptRows.search(
    city.db,
    { q: query.q, status: query.status },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    count: found.count,
    page,
    pageSize,
    items: found.items.map((r) => staffReceiptOf(r, city.config.timeZone)),
  };
}

async function receiptOrThrow(db: Db, id: number): Promise<ReceiptRecord> {
  const found = await receiptRows.byId(db, id);
  if (!found) throw new AppError('ReceiptNotFound', 404);
  return found;
}

/**
 * POST /api/operator/receipts/:id/paid: the staff member saw the receipt's money arrive. The
 * sum is the receipt's own (the staff member confirms that receipt, not an amount). A receipt
 * already paid, by the bank import or by anyone in the console, moves nothing and answers
 * alreadyPaid: the registration's own idempotency, backed by the ledger's unique key. Both
 * outcomes are audited with the staff member.
 */
export async function registerReceiptPaymentByStaff(
  city: CityContext,
  actor: StaffActor,
  id: number,
): Promise<{ receiptnumber: string; alreadyPaid: boolean; paidAt: string; receipt: StaffReceipt }> {
  const { timeZone } = city.config;
  return recordStaffChange(city, actor, async (tx) => {
    const before = await receiptOrThrow(tx, id);
    const outcome = await registerReceiptPayment(city, { UIN: before.uin, sum: before.sumKopecks }, tx);
    const receipt = staffReceiptOf(await receiptOrThrow(tx, id), timeZone);
    return {
      action: 'receipt.register_payment',
      entity: 'receipt',
      entityId: id,
      before: { status: before.status, paidAt: before.paidAt?.toISOString() ?? null },
      after: { status: receipt.status, paidAt: receipt.paidAt, alreadyPaid: outcome.alreadyPaid },
      result: { ...outcome, receipt },
    };
  });
}
