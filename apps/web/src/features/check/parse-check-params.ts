/** The query parameters of /check (document 1, section 2). */
export const CHECK_FIELDS = ['title', 'ts', 'dateIn', 'dateOut', 'price'] as const;
export type CheckField = (typeof CHECK_FIELDS)[number];

/**
 * Times are kept as the city's wall-clock time expressed as a UTC epoch, so they format the
 * same on every device (with timeZone 'UTC') whatever time zone the reader is in.
 */
export type CheckReceipt = { title: string; ts: string; dateIn: number; dateOut: number; price: number };

export type CheckParseResult =
  { ok: true; receipt: CheckReceipt } | { ok: false; missing: CheckField[]; invalid: CheckField[] };

/** Wall-clock time of an instant in a time zone, as a UTC epoch. */
function wallClockOf(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** A wall-clock time from its parts, rejecting impossible dates such as 31.02. */
function wallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number | null {
  if (h > 23 || mi > 59 || s > 59) return null;
  const value = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(value);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d
    ? value
    : null;
}

/**
 * Accepts what receipt links carry in practice: unix seconds or milliseconds and ISO 8601 with
 * an offset (instants, shown in the city's zone), or DD.MM.YYYY[ HH:mm[:ss]] and ISO 8601
 * without an offset (already the city's local time).
 */
export function parseCheckDate(value: string, timeZone: string): number | null {
  const text = value.trim();
  if (/^\d{10}$/.test(text)) return wallClockOf(Number(text) * 1000, timeZone);
  if (/^\d{13}$/.test(text)) return wallClockOf(Number(text), timeZone);
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (ru) return wallClock(+ru[3]!, +ru[2]!, +ru[1]!, +(ru[4] ?? 0), +(ru[5] ?? 0), +(ru[6] ?? 0));
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      text,
    );
  if (!iso) return null;
  const local = wallClock(+iso[1]!, +iso[2]!, +iso[3]!, +(iso[4] ?? 0), +(iso[5] ?? 0), +(iso[6] ?? 0));
  if (local === null || !iso[7]) return local;
  const instant = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(instant) ? null : wallClockOf(instant, timeZone);
}

/** Roubles, with a point or a comma before at most two decimals ("150", "150.5", "99,90"). */
export function parseCheckPrice(value: string): number | null {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

const PLATE = /^[\p{L}\d ]{1,15}$/u;

/** Reads and checks every parameter; the page shows a receipt only when all are sound. */
export function parseCheckParams(params: URLSearchParams, timeZone: string): CheckParseResult {
  const missing: CheckField[] = [];
  const invalid: CheckField[] = [];
  const read = (field: CheckField) => {
    const value = params.get(field)?.trim() ?? '';
    if (value === '') missing.push(field);
    return value;
  };

  const title = read('title');
  const ts = read('ts').toUpperCase();
  const dateInText = read('dateIn');
  const dateOutText = read('dateOut');
  const priceText = read('price');

  if (title.length > 200) invalid.push('title');
  if (ts && !PLATE.test(ts)) invalid.push('ts');
  const dateIn = dateInText ? parseCheckDate(dateInText, timeZone) : null;
  if (dateInText && dateIn === null) invalid.push('dateIn');
  const dateOut = dateOutText ? parseCheckDate(dateOutText, timeZone) : null;
  if (dateOutText && (dateOut === null || (dateIn !== null && dateOut < dateIn))) invalid.push('dateOut');
  const price = priceText ? parseCheckPrice(priceText) : null;
  if (priceText && price === null) invalid.push('price');

  if (missing.length > 0 || invalid.length > 0) return { ok: false, missing, invalid };
  return { ok: true, receipt: { title, ts, dateIn: dateIn!, dateOut: dateOut!, price: price! } };
}
