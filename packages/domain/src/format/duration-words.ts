export type DurationUnit = 'days' | 'hours' | 'minutes';
export type DurationPart = { unit: DurationUnit; count: number };

/**
 * A length of time as people say it: "14 дней 2 минуты" rather than "336 часов 2 минуты" (with
 * `days`; without, hours run on: "25 часов"). Zero parts are left out; under an hour it is always
 * said in minutes (even "0 минут"). The words come from the caller's catalogue, in its plurals.
 */
export function durationParts(totalMinutes: number, options: { days?: boolean } = {}): DurationPart[] {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const days = options.days ? Math.floor(whole / 1440) : 0;
  const parts: DurationPart[] = [
    { unit: 'days', count: days },
    { unit: 'hours', count: Math.floor((whole - days * 1440) / 60) },
    { unit: 'minutes', count: whole % 60 },
  ];
  const shown = parts.filter((p) => p.count > 0);
  return shown.length > 0 ? shown : [{ unit: 'minutes', count: 0 }];
}

/** The parts as words joined by spaces: "1 час 30 минут", "1 hour 30 minutes". */
export function durationWords(
  totalMinutes: number,
  word: (unit: DurationUnit, count: number) => string,
  options: { days?: boolean } = {},
): string {
  return durationParts(totalMinutes, options)
    .map((part) => word(part.unit, part.count))
    .join(' ');
}
