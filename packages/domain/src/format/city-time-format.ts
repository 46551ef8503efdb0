/**
 * The one way a session's instants are written for people (docs/decisions/0016-money-and-time-format.md):
 * on the city's clock, with the zone named as an offset ("15:30 GMT+5"), because the driver may
 * read it in another zone (a link opened elsewhere, an e-mail, a proof shown to a court).
 * The offset reads the same in both languages and every browser, unlike zone names.
 */
const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'ru-RU');

const formats = new Map<string, Intl.DateTimeFormat>();

function cached(lang: string, timeZone: string, part: 'time' | 'day' | 'year') {
  const key = `${localeOf(lang)}|${timeZone}|${part}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      part === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'shortOffset' }
        : { day: 'numeric', month: 'long', ...(part === 'year' ? { year: 'numeric' } : {}) };
    format = new Intl.DateTimeFormat(localeOf(lang), { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

type Instant = string | number | Date;

function write(instant: Instant, ...formats: Intl.DateTimeFormat[]): string {
  const date = new Date(instant);
  // Date and time joined by us: engines' ICU joins them with "at", "в" or a comma
  return Number.isNaN(date.getTime()) ? String(instant) : formats.map((f) => f.format(date)).join(', ');
}

/** The time alone: "15:30 GMT+5". */
export function formatCityTime(instant: Instant, lang: string, timeZone: string): string {
  return write(instant, cached(lang, timeZone, 'time'));
}

/**
 * Day, month and time: ru "1 марта, 15:30 GMT+5", en "1 March, 15:30 GMT+5"; with `year` (a
 * proof, a receipt, an e-mail kept for later) ru "1 марта 2026 г., 15:30 GMT+5".
 */
export function formatCityDateTime(
  instant: Instant,
  lang: string,
  timeZone: string,
  options: { year?: boolean } = {},
): string {
  return write(
    instant,
    cached(lang, timeZone, options.year ? 'year' : 'day'),
    cached(lang, timeZone, 'time'),
  );
}
