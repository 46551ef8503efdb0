import { z } from 'zod';

/**
 * Account field rules (document 1 §5, document 2 §5), written once for the API routes and the
 * web forms. Messages are i18next keys in the `validation` namespace; the web translates them,
 * the API maps a failure to ValidationError with per-field text.
 */

/** Password length. The seeds give 6–20 and 4–20; 6–20 satisfies both readings. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const PHONE_DIGITS = 11;
/** Codes sent by e-mail or SMS: 6 digits. A call confirms with the last 4 digits of the caller. */
export const CODE_LENGTH = 6;
export const CALL_CODE_LENGTH = 4;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
/** Resend countdown in the web app (document 1 §4: 10 s; a declared 30 is unused). */
export const RESEND_COUNTDOWN_SECONDS = 10;

/** Digits only; a leading 8 of an 11-digit Russian number is the same line as 7. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** +7 (999) 999 - 99 - 99, the seeds' display mask. */
export function formatPhone(digits: string): string {
  const d = normalizePhone(digits);
  if (d.length !== PHONE_DIGITS) return digits;
  return `+${d[0]} (${d.slice(1, 4)}) ${d.slice(4, 7)} - ${d.slice(7, 9)} - ${d.slice(9, 11)}`;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EmailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(254, 'email')
  .regex(EMAIL_PATTERN, 'email');

export const PhoneSchema = z
  .string({ error: 'required' })
  .transform(normalizePhone)
  .refine((d) => d.length > 1, 'phoneEmpty')
  .refine((d) => d.length >= PHONE_DIGITS, 'phoneLength')
  .refine((d) => d.length === PHONE_DIGITS && d.startsWith('7'), 'phone');

/** Trimmed like the login form trims it (document 1 §5), so a password set here always logs in. */
export const PasswordSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .min(PASSWORD_MIN, 'passwordLength')
  .max(PASSWORD_MAX, 'passwordLength');

export const NameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(60, 'nameLength')
  .regex(/^[\p{L}][\p{L}\s'.-]*$/u, 'name');

export const OptionalNameSchema = z
  .string()
  .trim()
  .max(60, 'nameLength')
  .regex(/^([\p{L}][\p{L}\s'.-]*)?$/u, 'name')
  .optional()
  .default('');

export const CodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}(\d{2})?$/, 'code');

/** Opaque handle of a registration or restore in progress (base64url). */
export const SaltSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid');

/** Booleans arrive as JSON booleans or as form strings. */
export const FormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** Login: an e-mail, or in easy mode a phone starting 7, 8 or +7 (document 1 §5). */
export const LOGIN_PHONE_PATTERN = /^(\+7|7|8)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{1,2}$/;
export function isLoginPhone(login: string): boolean {
  return LOGIN_PHONE_PATTERN.test(login.trim());
}
