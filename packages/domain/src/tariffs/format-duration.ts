/**
 * A duration as the duration select shows it: 'H:mm' (90 -> '1:30', 1440 -> '24:00'), or null
 * for 0 minutes, which the UI shows as 'Без времени' (a translated text, not a time).
 */
export function formatDuration(minutes: number): string | null {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole === 0) return null;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${hours}:${rest < 10 ? '0' : ''}${rest}`;
}
