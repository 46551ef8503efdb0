import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { RegistrationFormSchema, type RegisterRequest } from '@parking/domain/accounts/auth-contracts';

export type FormValues = {
  lastname: string;
  firstname: string;
  middlename: string;
  email: string;
  phone: string;
  pass: string;
  passRepeat: string;
  agreement: boolean;
};
export type FormOutput = RegisterRequest & { passRepeat: string; agreement: true };

const schemaResolver = zodResolver(RegistrationFormSchema) as unknown as Resolver<
  FormValues,
  unknown,
  FormOutput
>;

/**
 * The domain schema checks the repeat only once every other field is valid (a refinement of the
 * whole object); a driver should hear about a mismatch as soon as the repeat is typed.
 */
export const registrationResolver: Resolver<FormValues, unknown, FormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.passRepeat && values.pass !== values.passRepeat && !result.errors.passRepeat) {
    result.errors.passRepeat = { type: 'validate', message: 'passwordRepeat' };
  }
  return result;
};
