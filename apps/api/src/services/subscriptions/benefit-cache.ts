import type { Db } from '../../db/db-types.ts';
import { benefitRows, type BenefitRecord } from '../../db/subscriptions/benefit-rows.ts';
import { SettledPromise } from '../../lib/settled-promise.ts';

/**
 * A driver's live benefits, kept briefly per city database: every price (the cost call, each
 * start) asks for them, and most drivers hold none. This process forgets a driver's entry at
 * once when it changes their benefits; another instance's change shows within BENEFITS_TTL_MS.
 */
export const BENEFITS_TTL_MS = 5_000;
/** Rows that ended longer ago than this are not kept (a post-payment stay looks back a day at most). */
const LOOK_BACK_MS = 2 * 86_400_000;

interface Entry {
  loadedAt: number;
  rows: SettledPromise<BenefitRecord[]>;
}

const caches = new WeakMap<Db, Map<number, Entry>>();
/** userId -> when this process last changed their benefits (any city: a spare reload is harmless). */
const changedAt = new Map<number, number>();

export function forgetBenefits(userId: number): void {
  changedAt.set(userId, Date.now());
}

/** Live (active or paused) rows of the driver ending after `from`. */
export async function liveBenefits(db: Db, userId: number, from: Date): Promise<BenefitRecord[]> {
  const now = Date.now();
  if (from.getTime() < now - LOOK_BACK_MS) return benefitRows.liveOf(db, userId, from);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let entry = cache.get(userId);
  const changed = changedAt.get(userId) ?? 0;
  if (!entry || entry.loadedAt + BENEFITS_TTL_MS <= now || entry.loadedAt <= changed) {
    const made: Entry = {
      loadedAt: now,
      rows: new SettledPromise(benefitRows.liveOf(db, userId, new Date(now - LOOK_BACK_MS)), () => {
        if (cache!.get(userId) === made) cache!.delete(userId);
      }),
    };
    if (cache.size > 10_000) cache.clear();
    cache.set(userId, made);
    entry = made;
  }
  return endingAfter(await entry.rows.promise, from);
}

/**
 * The same rows without waiting, when this driver's are in memory and fresh; else undefined
 * (liveBenefits reads them).
 */
export function peekLiveBenefits(db: Db, userId: number, from: Date): BenefitRecord[] | undefined {
  const now = Date.now();
  if (from.getTime() < now - LOOK_BACK_MS) return undefined;
  const entry = caches.get(db)?.get(userId);
  const read = entry?.rows.settled?.value;
  if (!read || entry.loadedAt + BENEFITS_TTL_MS <= now) return undefined;
  if (entry.loadedAt <= (changedAt.get(userId) ?? 0)) return undefined;
  return endingAfter(read, from);
}

const endingAfter = (rows: BenefitRecord[], from: Date) =>
  rows.filter((r) => r.endsAt.getTime() > from.getTime());
