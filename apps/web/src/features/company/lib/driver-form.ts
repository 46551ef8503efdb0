import { z } from 'zod';
import type { AddDriverRequest, FleetDriver } from '@parking/domain/company/company-contracts';
import { DriverPhoneSchema, FleetPlateSchema } from '@parking/domain/company/company-contracts';
import { composeDriverName, splitDriverName } from '@parking/domain/company/company-rules';
import { maskPhone } from '../../../shared/ui/phone-mask';

/** The driver modal's fields: the name in its three parts (§5), phone under the mask, vehicle. */
export type DriverFormValues = {
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  ts: string;
};

const part = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((s) => !required || s !== '', 'RequiredField');

/**
 * The form's schema: each part checked on its own field, then the composed name through the
 * domain's rule (two words: no patronymic), so what the server parses is what the form allowed.
 */
export const DriverFormSchema = z
  .object({
    lastName: part(true),
    firstName: part(true),
    middleName: part(false),
    phone: DriverPhoneSchema,
    ts: z.string().min(1, 'RequiredField').pipe(FleetPlateSchema),
  })
  .transform((v, ctx): AddDriverRequest => {
    const name = splitDriverName(composeDriverName(v));
    if (!name || name.lastName !== v.lastName || name.firstName !== v.firstName) {
      // Say it on the part that is not one word of letters (a name part alone must split).
      const parts = ['lastName', 'firstName', 'middleName'] as const;
      const field = parts.find((p) => v[p] !== '' && splitDriverName(`${v[p]} Ф`) === null) ?? 'lastName';
      ctx.addIssue({ code: 'custom', message: 'InvalidDriverName', path: [field] });
      return z.NEVER;
    }
    return { driver: name, car_number: v.ts, phone: v.phone };
  });

export const emptyDriverForm = (): DriverFormValues => ({
  lastName: '',
  firstName: '',
  middleName: '',
  phone: '',
  ts: '',
});

export const driverToForm = (d: FleetDriver): DriverFormValues => ({
  lastName: d.lastName,
  firstName: d.firstName,
  middleName: d.middleName,
  phone: maskPhone(d.phone),
  ts: d.ts ?? '',
});
