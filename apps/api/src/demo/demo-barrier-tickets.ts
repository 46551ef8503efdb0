import type { Db } from '../db/db-types.ts';
import { barrierTickets } from '../db/schema/barrier.ts';
import type { DemoDataset } from './demo-dataset.ts';

const HOUR = 3_600_000;

/**
 * The open tickets every demo planar parking starts with, so a driver (or a journey test) can
 * price and pay one without a gate: the same numbers at every planar parking, entered this long
 * before the demo load. Zone tariffs are free at night and on days off, so the short stays may
 * cost nothing at a given hour; 100004 spans two weeks and always has paid hours in it.
 */
export const DEMO_BARRIER_TICKETS: readonly { ticketNumber: string; hoursBefore: number }[] = [
  { ticketNumber: '100001', hoursBefore: 3 },
  { ticketNumber: '100002', hoursBefore: 1 },
  { ticketNumber: '100003', hoursBefore: 26 },
  { ticketNumber: '100004', hoursBefore: 14 * 24 },
  { ticketNumber: '100005', hoursBefore: 5 },
];

/** Inserts the demo tickets of every planar parking of the dataset, in the demo load's transaction. */
export async function insertDemoBarrierTickets(tx: Db, dataset: DemoDataset, loadedAt: Date): Promise<void> {
  const rows = dataset.objects
    .filter((o) => o.objecttype === 'parkings' && o.category === 'planar')
    .flatMap((parking) =>
      DEMO_BARRIER_TICKETS.map((t) => ({
        parkingNumber: parking.code,
        ticketNumber: t.ticketNumber,
        enteredAt: new Date(loadedAt.getTime() - t.hoursBefore * HOUR),
      })),
    );
  // chunks keep a large generated city under the driver's bind-parameter limit
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(barrierTickets).values(rows.slice(i, i + 1000));
}
