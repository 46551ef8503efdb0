import type { CityConfig } from '@parking/domain/cities/city-config';
import type { PayeeDetails } from '../../db/receipts/receipt-rows.ts';
import { uinCheckDigit } from './uin.ts';

/** A 10-digit INN with its check digit made from 9 digits (demo data only). */
function inn10(nine: string): string {
  const w = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  return nine + ((w.reduce((a, x, i) => a + x * Number(nine[i]), 0) % 11) % 10);
}

/** A stable number from the city code, so each demo city prints its own details. */
function cityDigits(code: string, length: number): string {
  let h = 7;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return String(h).padStart(length, '0').slice(-length);
}

/**
 * The demo operator of a city: a municipal parking institution with a treasury account. Real
 * deployments write their own row into receipt_payee; the demo loader only fills an empty one.
 */
export function demoPayee(config: CityConfig): PayeeDetails {
  const digits = cityDigits(config.city, 6);
  const uinBody = `0${digits}`;
  return {
    name: `МКУ «Городская парковка ${config.nameForShow.ru}»`,
    inn: inn10(`59${digits}0`),
    kpp: `59${digits.slice(0, 2)}01001`,
    account: `031006430000000${digits.slice(0, 5)}`,
    bankName: `ОТДЕЛЕНИЕ ${config.nameForShow.ru.toUpperCase()} БАНКА РОССИИ//УФК по региону`,
    bik: `0${digits.slice(0, 6)}05`.slice(0, 9),
    corrAccount: `401028101453700000${digits.slice(0, 2)}`,
    address: `г. ${config.nameForShow.ru}, ул. Ленина, д. 1`,
    uinPrefix: `${uinBody}${uinCheckDigit(uinBody)}`,
  };
}
