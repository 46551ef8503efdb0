import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  PaymentPhoneSchema,
  PaymentVehicleSchema,
  type VehicleCategory,
} from '@parking/domain/payments/payment-fields';
import type { SessionRequestInput } from '../../../shared/payments/api/payment-types';
import { postPaymentStart, type RoadsidePayType } from './post-payment-start';
import { receiptContactError } from './receipt-contact';

export interface RoadsideValues {
  zone: string;
  parkingCode: string;
  plate: string;
  foreignPlate: boolean;
  category: VehicleCategory;
  /** Minutes; '' until chosen. */
  duration: number | '';
  payType: RoadsidePayType;
  /** 'HH:mm' on the city's clocks, for the post-payment types. */
  startTime: string | null;
  paymentService: string;
  phone: string;
  /** A guest's e-mail or phone for the fiscal receipt (issue 22); '' when not asked. */
  receiptContact: string;
}

export interface RoadsideContext {
  paymentByParkingId: boolean;
  /** Guests choose a card-like method; the cabinet always pays from the balance. */
  choosesMethod: boolean;
  phoneRequired: boolean;
  /** A guest's card-like method without a phone: the receipt needs an e-mail or a phone (54-FZ). */
  receiptRequired: boolean;
  /** No-balance start (start/v2): no duration, no time. */
  withDuration: boolean;
  timeZone: string;
  now: () => number;
}

/** Spaces removed, upper case, as the driver types (document 1 §5). */
export const cleanPlate = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

type Errors = Partial<Record<keyof RoadsideValues, string>>;

/** Phone rules of document 1 §5, with their three messages. */
export function phoneError(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 1) return 'validation:phoneEmpty';
  if (digits.length < 11) return 'validation:phoneLength';
  return PaymentPhoneSchema.safeParse(phone).success ? undefined : 'validation:phone';
}

/** Field errors as translation keys; empty when the values can be priced and paid. */
export function validateRoadside(values: RoadsideValues, ctx: RoadsideContext): Errors {
  const errors: Errors = {};
  if (!values.zone.trim()) errors.zone = 'errors:NoZoneSelected';
  if (ctx.paymentByParkingId && !values.parkingCode.trim()) errors.parkingCode = 'validation:required';
  if (!values.plate.trim()) errors.plate = 'errors:EmptyTs';
  else if (
    !PaymentVehicleSchema.safeParse({
      Number: values.plate,
      Category: values.category,
      NumberFormat: values.foreignPlate ? 'other' : 'rus',
    }).success
  )
    errors.plate = 'parking-payment:errors.plate';
  if (ctx.withDuration) {
    if (values.duration === '' || values.duration <= 0) errors.duration = 'errors:NoDurationSelected';
    const start = postPaymentStart(values.payType, values.startTime, ctx.timeZone, ctx.now());
    if (!start.ok) errors.startTime = `parking-payment:errors.${start.error}`;
  }
  if (ctx.choosesMethod) {
    if (!values.paymentService) errors.paymentService = 'parking-payment:errors.methodRequired';
    else if (ctx.phoneRequired) {
      const phone = phoneError(values.phone);
      if (phone) errors.phone = phone;
    }
    if (values.paymentService && ctx.receiptRequired) {
      const receipt = receiptContactError(values.receiptContact);
      if (receipt) errors.receiptContact = receipt;
    }
  }
  return errors;
}

/** The vehicle, zone, duration and start as the cost and start calls take them. */
export function toSessionRequest(values: RoadsideValues, ctx: RoadsideContext): SessionRequestInput | null {
  if (Object.keys(pricingErrors(values, ctx)).length > 0) return null;
  const start = postPaymentStart(values.payType, values.startTime, ctx.timeZone, ctx.now());
  return {
    Vehicle: {
      Number: cleanPlate(values.plate),
      Category: values.category,
      NumberFormat: values.foreignPlate ? 'other' : 'rus',
    },
    Zone: values.zone.trim(),
    Duration: Number(values.duration),
    ...(ctx.paymentByParkingId && { ParkingCode: values.parkingCode.trim() }),
    ...(start.ok && start.instant !== null && { timestart: new Date(start.instant).toISOString() }),
  };
}

/** The errors that stop a cost calculation: the payment method does not change the price. */
export function pricingErrors(values: RoadsideValues, ctx: RoadsideContext): Errors {
  const { paymentService: _m, phone: _p, receiptContact: _r, ...rest } = validateRoadside(values, ctx);
  return rest;
}

export function roadsideResolver(ctx: RoadsideContext): Resolver<RoadsideValues> {
  return async (values) => {
    const errors = validateRoadside(values, ctx);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<RoadsideValues> = {};
    for (const [name, message] of Object.entries(errors))
      fieldErrors[name as keyof RoadsideValues] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors };
  };
}
