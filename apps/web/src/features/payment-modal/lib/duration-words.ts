import type { TFunction } from 'i18next';

/** 90 → "1 час 30 минут" with the Russian plural forms of the namespace's hours/minutes keys. */
export function durationWords(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(t('hours', { count: hours }));
  if (rest > 0 || hours === 0) parts.push(t('minutes', { count: rest }));
  return parts.join(' ');
}
