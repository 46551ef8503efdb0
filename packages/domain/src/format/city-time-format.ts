/**
 * The one way a session's instants are written for people (docs/decisions/0016-money-and-time-format.md):
 * on the city's clock, with the zone named as an offset ("15:30 GMT+5"), because the driver may
 * read it in another zone (a link opened elsewhere, an e-mail, a proof shown to a court).
 * The offset reads the same in both languages and every browser, unlike zone names.
 */
const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'ru-RU');

const formats = new Map<string, Intl.DateTimeFormat>();

const PARTS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'shortOffset' },
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { day: 'numeric', month: 'long' },
  year: { day: 'numeric', month: 'long', year: 'numeric' },
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  offset: { timeZoneName: 'longOffset' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function cached(lang: string, timeZone: string, part: keyof typeof PARTS) {
  const key = `${localeOf(lang)}|${timeZone}|${part}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { timeZone, ...PARTS[part] });
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

/**
 * The time without the zone ("15:30"): only where the zone goes without saying (the driver's
 * device keeps the city's clock, see sameOffset) or is named once beside it.
 */
export function formatCityClock(instant: Instant, lang: string, timeZone: string): string {
  return write(instant, cached(lang, timeZone, 'clock'));
}

/** The day in digits: ru "01.03.2026", en "01/03/2026". */
export function formatCityNumericDate(instant: Instant, lang: string, timeZone: string): string {
  return write(instant, cached(lang, timeZone, 'numericDate'));
}

/** Whether two instants fall on one calendar day of the city. */
export function sameCityDay(a: Instant, b: Instant, timeZone: string): boolean {
  const day = cached('ru', timeZone, 'numericDate');
  return day.format(new Date(a)) === day.format(new Date(b));
}

/**
 * Whether two zones keep the same clock at that instant (Asia/Omsk and Asia/Novosibirsk differ
 * by an hour; Europe/Moscow and Europe/Simferopol agree): a time needs its zone named only when
 * the reader's clock and the city's differ.
 */
export function sameOffset(instant: Instant, zoneA: string, zoneB: string): boolean {
  if (zoneA === zoneB) return true;
  const date = new Date(instant);
  return (
    cached('en', zoneA, 'offset').format(date).split(' ').pop() ===
    cached('en', zoneB, 'offset').format(date).split(' ').pop()
  );
}
