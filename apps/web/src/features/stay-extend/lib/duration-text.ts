import type { TFunction } from 'i18next';

/** Minutes as words with the plurals ("1 час 30 минут", "1 hour 30 minutes"). */
export function durationText(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? t('duration.hours', { count: hours }) : '',
    rest > 0 || hours === 0 ? t('duration.minutes', { count: rest }) : '',
  ];
  return parts.filter(Boolean).join(' ');
}
