import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { Language } from '@parking/domain/i18n/languages';
import type { ReminderExtendRequest, ReminderStayAnswer } from '@parking/domain/reminders/reminder-contracts';
import { durationOptions } from '@parking/domain/tariffs/duration-options';
import type { CityContext } from '../../config/city-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { IdempotencyKeyReused, NoMoneyNoHoney } from '../ledger/ledger-errors.ts';
import { getMapSnapshot } from '../map/map-snapshot-cache.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { resolvePlace } from '../parking/parking-place.ts';
import { peekPriceSession, priceSession, type Stay } from '../parking/price-session.ts';
import { renewSession } from '../parking/renew-session-service.ts';
import type { SessionPaymentResult } from '../parking/session-answers.ts';
import { openLinkedStay } from './reminder-link.ts';

/**
 * GET /api/reminders/stay/:token: the stay the link names, what each duration the renew step
 * offers would cost from its end (the owner's benefits apply), and the owner's balance.
 */
export async function showLinkedStay(
  city: CityContext,
  flags: SettingsFlags,
  token: string,
  lang: Language,
): Promise<Omit<ReminderStayAnswer, 'status'>> {
  const session = await openLinkedStay(city, token, parkingClock.now());
  const payer = { userId: session.userId };
  const place = await resolvePlace(city, flags, session.zone, session.parkingCode ?? undefined);
  const base: Omit<Stay, 'minutes'> = { place, payer, plate: session.plate, start: session.endsAt };
  const durations: { duration: number; cost: number }[] = [];
  for (const minutes of durationOptions(flags.intervals)) {
    const stay = { ...base, minutes };
    // the first prices through the database and warms the caches; the rest are in memory
    const price = peekPriceSession(city, stay) ?? (await priceSession(city, stay));
    durations.push({ duration: minutes, cost: price.totalcost });
  }
  const zone = (await getMapSnapshot(city)).zones.find((z) => z.zonenumber === session.zone);
  const zoneName = zone ? (lang === 'ru' ? zone.nameRu : zone.nameEn || zone.nameRu) : '';
  return {
    stay: {
      id: String(session.id),
      zone: session.zone,
      ...(zoneName ? { zoneAddress: zoneName } : {}),
      plate: session.plate,
      startDate: session.startsAt.toISOString(),
      endDate: session.endsAt.toISOString(),
      timeZone: city.config.timeZone,
    },
    durations,
    balance: await balanceOf(city.db, session.userId),
  };
}

/**
 * POST /api/reminders/extend/:token: the renew call on the owner's behalf, from the balance
 * (the card when the balance is short, like renew answers with a RedirectURL). The owner's
 * idempotency scope holds, so a retried tap with the same key moves money once.
 */
export async function extendLinkedStay(
  city: CityContext,
  flags: SettingsFlags,
  token: string,
  request: ReminderExtendRequest,
  idempotencyKey: string,
): Promise<SessionPaymentResult> {
  const session = await openLinkedStay(city, token, parkingClock.now());
  const payer = { userId: session.userId };
  const renew = (PaymentService: string) =>
    renewSession(
      city,
      flags,
      payer,
      { ReservationId: String(session.id), Duration: request.duration, PaymentService, idempotencyKey },
      idempotencyKey,
    );
  const card = cardMethodOf(flags);
  if (flags.dontUseBalance) {
    if (!card) throw new AppError('PaymentServiceNotFound', 400);
    return renew(card);
  }
  try {
    return await renew('balance');
  } catch (error) {
    // short of money: the card, like renew offers; a retry of a tap that went to the card finds
    // its key taken by the card request and gets that first answer from the card call
    const toCard = error instanceof NoMoneyNoHoney || error instanceof IdempotencyKeyReused;
    if (!toCard || !card) throw error;
    return renew(card);
  }
}

/** The city's first card method that needs no phone (the link's page asks for nothing more). */
function cardMethodOf(flags: SettingsFlags): string | null {
  const method = flags.paymentsMethods.find(
    (m) => m.methodName !== 'balance' && m.methodName !== 'Квитанция' && !m.isPhoneRequired,
  );
  return method?.methodName ?? null;
}
