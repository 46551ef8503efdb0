import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { RECEIPT_METHOD } from '../../../shared/payments/payment-methods';
import {
  MAX_REFILL_KOPECKS,
  parseRoublesToKopecks,
  plainRoublesText,
} from '@parking/domain/payments/refill-contracts';

export type RefillValues = { amount: string; service: string; phone: string };

/**
 * Message keys (payment-modal, validation or errors namespace) per field; empty when valid. The
 * amount is read by the domain's parser, the one the server uses, so the form never sends a sum
 * the server would read differently (or refuse).
 */
export function validateRefill(
  values: RefillValues,
  methods: PaymentMethod[],
): Partial<Record<keyof RefillValues, string>> {
  const errors: Partial<Record<keyof RefillValues, string>> = {};
  const text = plainRoublesText(values.amount);
  const kopecks = parseRoublesToKopecks(values.amount);
  if (values.amount.trim() === '') errors.amount = 'errors.amountRequired';
  else if (text === null) errors.amount = 'errors.amountNumber';
  else if (Number(text) <= 0) errors.amount = 'errors.amountPositive';
  else if (kopecks === null) errors.amount = 'errors.amountDecimals';
  else if (kopecks > MAX_REFILL_KOPECKS) errors.amount = 'errors:RefillAmountCanNotBeMaxAllowable';

  const method = methods.find((m) => m.methodName === values.service);
  if (!method) errors.service = 'errors.serviceRequired';
  else if (method.isPhoneRequired) {
    const digits = values.phone.replace(/\D/g, '');
    if (digits.length <= 1) errors.phone = 'validation:phoneEmpty';
    else if (digits.length < 11) errors.phone = 'validation:phoneLength';
    else if (!/^[78]\d{10}$/.test(digits)) errors.phone = 'validation:phone';
  }
  return errors;
}

/** react-hook-form resolver over validateRefill; a receipt top-up needs no amount check here. */
export function refillResolver(methods: PaymentMethod[]): Resolver<RefillValues> {
  return async (values) => {
    const found = validateRefill(values, methods);
    if (values.service === RECEIPT_METHOD) delete found.amount;
    const errors: FieldErrors<RefillValues> = {};
    for (const [field, message] of Object.entries(found) as [keyof RefillValues, string][])
      errors[field] = { type: 'validate', message };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
