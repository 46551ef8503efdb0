/**
 * The UIN (unique accrual identifier, УИН) of a receipt, as the Treasury's payment system (GIS
 * GMP) builds 25-digit UINs: 8 digits of the payee's participant code (receipt_payee.uin_prefix),
 * 16 digits of the accrual's own number (here the receipt number, zero-padded), and a check
 * digit. Unique because the receipt number is, and the prefix differs between operators.
 *
 * The check digit (the GIS GMP rule for UINs): weights 1, 2, ..., 10, 1, 2, ... from the left;
 * the sum of digit × weight mod 11. A remainder of 10 is retried with the weights shifted by two
 * (3, 4, ..., 10, 1, 2, ...); a second 10 gives 0.
 */

function weightedMod11(digits: string, shift: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (((i + shift) % 10) + 1);
  return sum % 11;
}

export function uinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new RangeError('a UIN body is digits');
  const first = weightedMod11(body, 0);
  if (first < 10) return first;
  const second = weightedMod11(body, 2);
  return second < 10 ? second : 0;
}

export function isValidUin(uin: string): boolean {
  if (!/^\d{20}$|^\d{25}$/.test(uin)) return false;
  return uinCheckDigit(uin.slice(0, -1)) === Number(uin.at(-1));
}

export function makeUin(prefix: string, receiptId: number): string {
  if (!/^\d{8}$/.test(prefix)) throw new RangeError('the UIN prefix is 8 digits');
  if (!Number.isSafeInteger(receiptId) || receiptId < 1) throw new RangeError('a receipt number is positive');
  const body = prefix + String(receiptId).padStart(16, '0');
  return body + uinCheckDigit(body);
}
