import type { TFunction } from 'i18next';
import { durationWords as words } from '@parking/domain/format/duration-words';

/** 90 → "1 час 30 минут" with the Russian plural forms of the namespace's hours/minutes keys. */
export function durationWords(t: TFunction, minutes: number): string {
  return words(minutes, (unit, count) => t(unit, { count }));
}
