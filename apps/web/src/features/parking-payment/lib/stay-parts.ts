export type StayPart = { unit: 'days' | 'hours' | 'minutes'; count: number };

/**
 * A barrier stay as people say it: "14 дней 2 минуты" rather than "336 часов 2 минуты". Zero
 * parts are left out; a stay under an hour is always said in minutes (even "0 минут").
 */
export function stayParts(totalMinutes: number): StayPart[] {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const parts: StayPart[] = [
    { unit: 'days', count: Math.floor(whole / 1440) },
    { unit: 'hours', count: Math.floor((whole % 1440) / 60) },
    { unit: 'minutes', count: whole % 60 },
  ];
  const shown = parts.filter((p) => p.count > 0);
  return shown.length > 0 ? shown : [{ unit: 'minutes', count: 0 }];
}
