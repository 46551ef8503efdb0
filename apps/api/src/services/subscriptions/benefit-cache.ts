import type { Db } from '../../db/db-types.ts';
import { readVersionCounter } from '../../db/platform/version-counter.ts';
import { APP_META_KEYS } from '../../db/schema/app-meta.ts';
import { benefitRows, type BenefitRecord } from '../../db/subscriptions/benefit-rows.ts';
import { SettledPromise } from '../../lib/settled-promise.ts';
import { VERSION_CHECK_MS } from '../content/per-city-memo.ts';

/**
 * A driver's live benefits, kept briefly per city database: every price (the cost call, each
 * start) asks for them, and most drivers hold none. This process forgets a driver's entry at
 * once when it changes their benefits; a change through another instance (or by hand) bumps the
 * city's 'benefit_version' (trigger benefits_bump_benefit_version), read at most once per
 * VERSION_CHECK_MS, and a new version drops the city's entries: it shows within a second.
 */
export const BENEFITS_TTL_MS = 5_000;
/** Rows that ended longer ago than this are not kept (a post-payment stay looks back a day at most). */
const LOOK_BACK_MS = 2 * 86_400_000;

interface Entry {
  loadedAt: number;
  rows: SettledPromise<BenefitRecord[]>;
}

const caches = new WeakMap<Db, Map<number, Entry>>();

/** A city database's benefit version as this process last read it (decision 0012's pattern). */
interface VersionCheck {
  version: number;
  checkedAt: number;
  checking: Promise<void> | null;
}
const versions = new WeakMap<Db, VersionCheck>();

const checkedRecently = (db: Db, now: number) => now - (versions.get(db)?.checkedAt ?? 0) < VERSION_CHECK_MS;

/** Reads the version (one read however many prices wait); a new one drops the city's entries. */
function checkVersion(db: Db): Promise<void> {
  let held = versions.get(db);
  if (!held) {
    held = { version: -1, checkedAt: 0, checking: null };
    versions.set(db, held);
  }
  const check = held;
  check.checking ??= readVersionCounter(db, APP_META_KEYS.benefitVersion)
    .then(({ version }) => {
      if (version !== check.version) {
        caches.get(db)?.clear();
        check.version = version;
      }
      check.checkedAt = Date.now();
    })
    .finally(() => {
      check.checking = null;
    });
  return check.checking;
}
/** userId -> when this process last changed their benefits (any city: a spare reload is harmless). */
const changedAt = new Map<number, number>();

export function forgetBenefits(userId: number): void {
  changedAt.set(userId, Date.now());
}

/** Live (active or paused) rows of the driver ending after `from`. */
export async function liveBenefits(db: Db, userId: number, from: Date): Promise<BenefitRecord[]> {
  const now = Date.now();
  if (from.getTime() < now - LOOK_BACK_MS) return benefitRows.liveOf(db, userId, from);
  if (!checkedRecently(db, now)) await checkVersion(db);
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
  if (from.getTime() < now - LOOK_BACK_MS || !checkedRecently(db, now)) return undefined;
  const entry = caches.get(db)?.get(userId);
  const read = entry?.rows.settled?.value;
  if (!read || entry.loadedAt + BENEFITS_TTL_MS <= now) return undefined;
  if (entry.loadedAt <= (changedAt.get(userId) ?? 0)) return undefined;
  return endingAfter(read, from);
}

const endingAfter = (rows: BenefitRecord[], from: Date) =>
  rows.filter((r) => r.endsAt.getTime() > from.getTime());
