import type { z } from 'zod';
import { EmailSchema, PhoneSchema } from '@parking/domain/accounts/account-rules';
import {
  ChangePasswordFormSchema,
  ChangeProfileRequestSchema,
  type ChangePasswordForm,
} from '@parking/domain/profile/profile-contracts';
import type { ProfileNames } from './changed-fields';

type Problems<K extends string> = Partial<Record<K, string>>;

/** A domain schema's refusal as `validation:` keys by field (the first one of each field). */
function problemsOf<K extends string>(schema: z.ZodType, value: unknown): Problems<K> {
  const result = schema.safeParse(value);
  const found: Problems<K> = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const key = (issue.path[0] ?? '') as K;
    found[key] ??= `validation:${issue.message}`;
  }
  return found;
}

const problemOf = (schema: z.ZodType, value: unknown): string | null =>
  problemsOf<''>(schema, value)[''] ?? null;

export const emailProblem = (value: string) => problemOf(EmailSchema, value);
export const phoneProblem = (value: string) => problemOf(PhoneSchema, value);

/** The main step's names through the change-profile schema (first and last cannot be emptied). */
export const namesProblems = (names: ProfileNames) =>
  problemsOf<keyof ProfileNames>(ChangeProfileRequestSchema, names);

export type PasswordForm = Required<ChangePasswordForm>;

/** Old, new and repeat through the domain's password form schema. */
export const passwordProblems = (form: PasswordForm) =>
  problemsOf<keyof PasswordForm>(ChangePasswordFormSchema, form);
