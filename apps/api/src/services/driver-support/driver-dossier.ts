import type { Language } from '@parking/domain/i18n/languages';
import {
  CORRECTIONS_IN_DOSSIER,
  type DriverAppealsAnswer,
  type DriverDossierAnswer,
  type DriverFinesAnswer,
  type DriverOperationsAnswer,
  type DriverPageQuerySchema,
  type DriverReceiptsAnswer,
  type DriverSessionsAnswer,
} from '@parking/domain/staff/driver-support-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { driverCorrectionRows } from '../../db/driver-support/driver-correction-rows.ts';
import { driverSessionRows } from '../../db/driver-support/driver-session-rows.ts';
import { fineRows } from '../../db/fines/fine-rows.ts';
import { operationRows } from '../../db/operations/operation-rows.ts';
import { getCityRules } from '../content/city-rules-service.ts';
import { listAppeals } from '../feedback/feedback-service.ts';
import { fineView } from '../fines/fine-service.ts';
import { toOperationRow } from '../operations/operations-service.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { vehicleService } from '../profile/vehicle-service.ts';
import { listReceipts } from '../receipts/receipt-service.ts';
import { correctionOf } from './correction-view.ts';
import { driverProfile, requireDriver } from './driver-profile.ts';
import { supportSessionOf } from './session-money.ts';

type Page = z.output<typeof DriverPageQuerySchema>;
const offsetOf = ({ page, pageSize }: Page) => (page - 1) * pageSize;

/** GET /api/operator/drivers/:id: profile, vehicles, support's latest corrections, the approval limit. */
export async function driverDossier(
  city: CityContext,
  driverId: number,
): Promise<Omit<DriverDossierAnswer, 'status'>> {
  const driver = await driverProfile(city.db, driverId);
  const [vehicles, corrections, rules] = await Promise.all([
    vehicleService.list(city, driverId),
    driverCorrectionRows.ofDriver(city.db, driverId, CORRECTIONS_IN_DOSSIER),
    getCityRules(city),
  ]);
  return {
    driver,
    vehicles,
    corrections: corrections.map(correctionOf),
    approvalLimit: rules.correctionApprovalKopecks,
  };
}

/** The driver's stays, newest first, with what support may still refund of each. */
export async function driverSessions(
  city: CityContext,
  driverId: number,
  page: Page,
): Promise<Omit<DriverSessionsAnswer, 'status'>> {
  await requireDriver(city.db, driverId);
  const found = await driverSessionRows.page(city.db, driverId, page.pageSize, offsetOf(page));
  const now = parkingClock.now();
  return { ...page, count: found.count, items: found.rows.map((r) => supportSessionOf(r, now)) };
}

/** The driver's operations history, the rows and descriptions the driver sees, newest first. */
export async function driverOperations(
  city: CityContext,
  driverId: number,
  page: Page,
  lang: Language,
): Promise<Omit<DriverOperationsAnswer, 'status'>> {
  await requireDriver(city.db, driverId);
  const where = { userId: driverId };
  const [count, rows] = await Promise.all([
    operationRows.count(city.db, where),
    operationRows.page(city.db, where, page.pageSize, offsetOf(page)),
  ]);
  return { ...page, count, items: rows.map((r) => toOperationRow(r, lang)) };
}

export async function driverReceipts(
  city: CityContext,
  driverId: number,
): Promise<Omit<DriverReceiptsAnswer, 'status'>> {
  await requireDriver(city.db, driverId);
  return { items: await listReceipts(city, driverId) };
}

export async function driverAppeals(
  city: CityContext,
  driverId: number,
  lang: Language,
): Promise<Omit<DriverAppealsAnswer, 'status'>> {
  await requireDriver(city.db, driverId);
  return { items: (await listAppeals(city, driverId, lang)).items };
}

/** The fines on the driver's plates and STS, even where drivers do not see fines (viewPenalty off). */
export async function driverFines(
  city: CityContext,
  driverId: number,
): Promise<Omit<DriverFinesAnswer, 'status'>> {
  await requireDriver(city.db, driverId);
  const fines = await fineRows.listForDriver(city.db, driverId);
  return { items: fines.map((f) => fineView(f, city.config.timeZone)) };
}
