import {
  fineStatusColor,
  finePicturePath,
  type Fine,
  type FineCoverage,
} from '@parking/domain/fines/fine-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import { zoneClock } from '@parking/domain/tariffs/zone-clock';
import type { CityContext } from '../../config/city-context.ts';
import { fineRows, type CoverageRecord, type FineRecord } from '../../db/fines/fine-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';

/** Document 2 §9: fines show 'DD.MM.YYYY HH:mm' in the city's time zone. */
export function fineDate(instant: Date, timeZone: string): string {
  const offset = zoneClock(timeZone)?.offsetAt(instant.getTime()) ?? 0;
  const wall = new Date(instant.getTime() + offset).toISOString();
  return `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

/** The driver's fine calls exist only where the city shows fines (document 1, viewPenalty). */
async function requireFinesOn(city: CityContext, lang: Language): Promise<void> {
  const flags = await getSettingsFlags(city, lang);
  if (!flags.viewPenalty) throw new AppError('FeatureDisabled', 403);
}

function coverageView(c: CoverageRecord, tz: string): FineCoverage {
  return {
    kind: c.kind,
    id: c.id,
    from: fineDate(c.from, tz),
    to: fineDate(c.to, tz),
    fromIso: c.from.toISOString(),
    toIso: c.to.toISOString(),
    zone: c.zone,
    grz: c.plate,
  };
}

export function fineView(f: FineRecord, tz: string): Fine {
  const date = fineDate(f.offenceAt, tz);
  return {
    uin: f.uin,
    fineStatus: f.status,
    statusColor: fineStatusColor(f.status),
    date,
    dateIso: f.offenceAt.toISOString(),
    totalSum: f.totalKopecks,
    paidSum: f.paidKopecks,
    discountSum: f.discountKopecks,
    discountUntil: f.discountUntil ? fineDate(f.discountUntil, tz) : null,
    discountUntilIso: f.discountUntil ? f.discountUntil.toISOString() : null,
    sts: f.sts,
    grz: f.plate,
    start: f.seenFrom ? fineDate(f.seenFrom, tz) : date,
    end: f.seenUntil ? fineDate(f.seenUntil, tz) : date,
    place: f.place,
    zone: f.zone,
    lat: f.lat,
    lon: f.lon,
    type: f.type,
    provider: f.provider,
    hasPicture: f.hasPicture,
    pictureUrl: f.hasPicture ? finePicturePath(f.uin) : null,
    coverage: f.coverage ? coverageView(f.coverage, tz) : null,
  };
}

/** fines/v1: the fines on the driver's plates and STS numbers, newest first, with coverage. */
export async function listFines(city: CityContext, userId: number, lang: Language) {
  await requireFinesOn(city, lang);
  const fines = await fineRows.listForDriver(city.db, userId);
  const tz = city.config.timeZone;
  return { count: fines.length, result: fines.map((f) => fineView(f, tz)) };
}

/** fineimage/v1: the picture of one of the driver's fines; FineNotFound (404) otherwise. */
export async function finePicture(city: CityContext, userId: number, uin: string, lang: Language) {
  await requireFinesOn(city, lang);
  const { found, picture } = await fineRows.pictureForDriver(city.db, userId, uin);
  if (!found) throw new AppError('FineNotFound', 404);
  if (!picture) throw new AppError('FinePictureNotFound', 404);
  return picture;
}
