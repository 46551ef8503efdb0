import { guessNumberFormat, normalizePlate } from '@parking/domain/profile/plate-rules';

/** Whether two plates as typed are the same vehicle (the company's stored one, the driver's pick). */
export function samePlate(a: string, b: string): boolean {
  const norm = (p: string) => normalizePlate(p, guessNumberFormat(p)).replace(/\s+/g, '').toUpperCase();
  return norm(a) === norm(b);
}
