import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  IndividualPayerSchema,
  LegalPayerSchema,
  PAYER_TYPE_INDIVIDUAL,
  PAYER_TYPE_LEGAL,
  type Payer,
} from '@parking/domain/receipts/payer-contracts';
import { ReceiptSumSchema } from '@parking/domain/receipts/receipt-contracts';

/**
 * The payer forms (document 2 §5) validate with the domain's payer schemas, the very ones
 * creatrefill and creatsubscription parse with (INN, OGRN check digits included); a top-up adds
 * the domain's receipt sum. Messages are error names, shown through `errors:`.
 */
export type PayerFormValues = Record<string, string | number> & { type: number };

export const INDIVIDUAL_FIELDS = [
  'lastName',
  'firstName',
  'middleName',
  'typeDoc',
  'seriesDoc',
  'numberDoc',
  'DateDoc',
  'issuer',
  'address',
] as const;
export const LEGAL_FIELDS = ['name', 'address', 'ogrn', 'inn', 'kpp'] as const;

export function payerDefaults(type: number, sum?: string): PayerFormValues {
  const fields = type === PAYER_TYPE_LEGAL ? LEGAL_FIELDS : INDIVIDUAL_FIELDS;
  const values: PayerFormValues = { type, ...Object.fromEntries(fields.map((f) => [f, ''])) };
  if (type === PAYER_TYPE_INDIVIDUAL) values.typeDoc = 1;
  if (sum !== undefined) values.sum = sum;
  return values;
}

export function payerResolver(type: number, withSum: boolean): Resolver<PayerFormValues> {
  const resolve = (schema: z.ZodObject) =>
    zodResolver(
      withSum ? schema.extend({ sum: ReceiptSumSchema }) : schema,
    ) as unknown as Resolver<PayerFormValues>;
  return resolve(type === PAYER_TYPE_LEGAL ? LegalPayerSchema : IndividualPayerSchema);
}

/** The parsed form: the payer and, for a top-up, the sum in kopecks. */
export type ParsedPayerForm = Payer & { sum?: number };
