import type { TFunction } from 'i18next';
import { durationWords } from '@parking/domain/format/duration-words';

/** Minutes as words with the plurals ("1 час 30 минут", "1 hour 30 minutes"). */
export function durationText(t: TFunction, minutes: number): string {
  return durationWords(minutes, (unit, count) => t(`duration.${unit}`, { count }));
}
