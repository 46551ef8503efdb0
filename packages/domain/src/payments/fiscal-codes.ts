/**
 * The 54-FZ codes of a receipt line in our own words (issue 22); each payment adapter maps them
 * onto its API's codes. A city's choice is part of its rules (staff/city-rules-contracts.ts).
 */

/**
 * VAT rate of a line: none (без НДС), 0 %, 5 %, 7 %, 10 %, 20 %, 22 % (the general rate since
 * 1 January 2026), or a calculated rate (5/105 ...).
 */
export const VAT_CODES = [
  'none',
  'vat0',
  'vat5',
  'vat7',
  'vat10',
  'vat20',
  'vat22',
  'vat105',
  'vat107',
  'vat110',
  'vat120',
  'vat122',
] as const;
export type VatCode = (typeof VAT_CODES)[number];

/** Payment subject (признак предмета расчёта): parking is a service. */
export const PAYMENT_SUBJECTS = ['service', 'commodity', 'payment', 'another'] as const;
export type PaymentSubject = (typeof PAYMENT_SUBJECTS)[number];

/** Payment mode (признак способа расчёта): the stay is paid in full at once. */
export const PAYMENT_MODES = ['full_payment', 'full_prepayment', 'advance'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Taxation system of the city's operator (СНО); null: the one registered with the cash register. */
export const TAX_SYSTEMS = ['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'] as const;
export type TaxSystem = (typeof TAX_SYSTEMS)[number];
