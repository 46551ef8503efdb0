const MS_PER_MINUTE = 60_000;

/**
 * How far `to` is from `from`, as Intl words it in the console's language ("in 45 minutes",
 * "через 2 часа", "25 minutes ago"): minutes under two hours, then hours, then days.
 */
export function relativeTime(toIso: string, fromIso: string, locale: string): string {
  const minutes = Math.round((Date.parse(toIso) - Date.parse(fromIso)) / MS_PER_MINUTE);
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (Math.abs(minutes) < 120) return words.format(minutes, 'minute');
  if (Math.abs(minutes) < 48 * 60) return words.format(Math.trunc(minutes / 60), 'hour');
  return words.format(Math.trunc(minutes / 1440), 'day');
}

/** An instant's clock time, with the date when it is not on the day of `from`. */
export function clockTime(iso: string, fromIso: string, locale: string): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === new Date(fromIso).toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(at);
}
