import { EmailSchema, isLoginPhone, normalizePhone } from '@parking/domain/accounts/account-rules';

/**
 * The login field (document 1, section 5): an e-mail, or in easy-auth mode an e-mail or a phone
 * starting 7, 8 or +7. Returns the translation key of the problem, or null when it is fine.
 */
export function loginFieldError(raw: string, easyAuth: boolean): string | null {
  const value = raw.trim();
  if (value === '') return 'validation:required';
  if (EmailSchema.safeParse(value).success) return null;
  if (easyAuth) return isLoginPhone(value) ? null : 'loginForm:errors.emailPhone';
  return 'loginForm:errors.email';
}

/** What is sent as `login`: trimmed, and a phone as its digits (phones are normalised). */
export function loginValue(raw: string, easyAuth: boolean): string {
  const value = raw.trim();
  return easyAuth && isLoginPhone(value) ? normalizePhone(value) : value;
}
