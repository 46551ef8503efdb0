import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  formatPhone,
  isLoginPhone,
  normalizePhone,
  PasswordSchema,
  PhoneSchema,
} from './account-rules.ts';
import { RegistrationFormSchema, RestoreSendRequestSchema } from './auth-contracts.ts';

describe('account rules', () => {
  it('normalises phones to 11 digits starting with 7', () => {
    expect(normalizePhone('+7 (912) 345-67-89')).toBe('79123456789');
    expect(normalizePhone('8 912 345 67 89')).toBe('79123456789');
    expect(formatPhone('79123456789')).toBe('+7 (912) 345 - 67 - 89');
  });

  it('names what is wrong with a phone', () => {
    const issue = (v: string) => PhoneSchema.safeParse(v).error?.issues[0]?.message;
    expect(issue('')).toBe('phoneEmpty');
    expect(issue('+7 912')).toBe('phoneLength');
    expect(issue('19123456789')).toBe('phone');
    expect(PhoneSchema.parse('89123456789')).toBe('79123456789');
  });

  it('checks e-mail and password length', () => {
    expect(EmailSchema.parse('  Driver@Example.RU ')).toBe('driver@example.ru');
    expect(EmailSchema.safeParse('driver@').success).toBe(false);
    expect(PasswordSchema.safeParse('12345').success).toBe(false);
    expect(PasswordSchema.safeParse('123456').success).toBe(true);
    expect(PasswordSchema.safeParse('x'.repeat(21)).success).toBe(false);
    expect(PasswordSchema.parse('  secret1 ')).toBe('secret1');
    expect(PasswordSchema.safeParse('  12345  ').success).toBe(false);
  });

  it('recognises a phone typed as a login', () => {
    expect(isLoginPhone('+7 912 345-67-89')).toBe(true);
    expect(isLoginPhone('89123456789')).toBe(true);
    expect(isLoginPhone('driver@example.ru')).toBe(false);
  });

  it('requires the repeat to match and the agreement to be accepted', () => {
    const form = {
      firstname: 'Иван',
      lastname: 'Петров',
      middlename: '',
      pass: 'secret1',
      passRepeat: 'secret2',
      email: 'ivan@example.ru',
      phone: '+7 912 345 67 89',
      agreement: false,
    };
    const messages = RegistrationFormSchema.safeParse(form).error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['agreement']));
    const repeat = RegistrationFormSchema.safeParse({ ...form, agreement: true }).error?.issues;
    expect(repeat?.[0]).toMatchObject({ message: 'passwordRepeat', path: ['passRepeat'] });
    expect(
      RegistrationFormSchema.safeParse({ ...form, agreement: true, passRepeat: 'secret1' }).success,
    ).toBe(true);
  });

  it('restores by exactly one of e-mail or phone', () => {
    expect(RestoreSendRequestSchema.safeParse({}).success).toBe(false);
    expect(RestoreSendRequestSchema.safeParse({ email: 'a@b.ru', phone: '79123456789' }).success).toBe(false);
    expect(RestoreSendRequestSchema.parse({ phone: '89123456789' })).toMatchObject({
      phone: '79123456789',
      mode: 'code',
    });
  });
});
