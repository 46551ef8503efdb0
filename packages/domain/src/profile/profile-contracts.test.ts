import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  ChangePhoneRequestSchema,
  ChangeProfileRequestSchema,
  ChangeSettingRequestSchema,
  PhoneRequestSchema,
} from './profile-contracts.ts';
import { ChangeCarsRequestSchema } from './vehicle-contracts.ts';

describe('phones', () => {
  it.each([
    ['79001234567', '79001234567'],
    ['+7 (900) 123 - 45 - 67', '79001234567'],
    ['89001234567', '79001234567'],
    ['8 900 123 45 67', '79001234567'],
  ])('%s is %s', (typed, digits) => {
    expect(PhoneRequestSchema.parse({ phone: typed }).phone).toBe(digits);
  });

  it.each(['', '7900123456', '790012345678', '19001234567', 'phone'])('refuses %j', (phone) => {
    expect(PhoneRequestSchema.safeParse({ phone }).success).toBe(false);
  });

  it('change-phone needs a code', () => {
    expect(ChangePhoneRequestSchema.safeParse({ phone: '79001234567' }).success).toBe(false);
    expect(ChangePhoneRequestSchema.parse({ phone: '79001234567', code: '123456' })).toMatchObject({
      phone: '79001234567',
    });
  });
});

describe('profile edit', () => {
  it('keeps only the fields sent', () => {
    expect(ChangeProfileRequestSchema.parse({ firstname: ' Анна ' })).toEqual({ firstname: 'Анна' });
    expect(ChangeProfileRequestSchema.parse({ middlename: '' })).toEqual({ middlename: '' });
  });

  it.each([
    [{}, false],
    [{ firstname: '' }, false],
    [{ lastname: '   ' }, false],
    [{ firstname: 'Анна1' }, false],
    [{ firstname: 'a'.repeat(61) }, false],
    [{ lastname: "O'Neil-Smith" }, true],
    [{ email: 'not-an-email' }, false],
    [{ email: 'A@Example.com' }, true],
  ])('%j valid: %s', (body, valid) => {
    expect(ChangeProfileRequestSchema.safeParse(body).success).toBe(valid);
  });

  it('lower-cases the e-mail', () => {
    expect(ChangeProfileRequestSchema.parse({ email: ' A@Example.COM ' }).email).toBe('a@example.com');
  });
});

describe('password change form', () => {
  it.each([
    [{ currentpass: 'old-pass', pass: 'new-pass', passRepeat: 'new-pass' }, true],
    [{ currentpass: '', pass: 'new-pass', passRepeat: 'new-pass' }, false],
    [{ currentpass: 'old', pass: 'new', passRepeat: 'new' }, false], // under 6
    [{ currentpass: 'old', pass: 'n'.repeat(21), passRepeat: 'n'.repeat(21) }, false],
    [{ currentpass: 'old', pass: 'new-pass', passRepeat: 'new-pasS' }, false],
  ])('%j valid: %s', (form, valid) => {
    expect(ChangePasswordFormSchema.safeParse(form).success).toBe(valid);
  });
});

describe('settings and change-cars', () => {
  it('reads booleans from forms', () => {
    expect(ChangeSettingRequestSchema.parse({ name: 'reportHistoryOperation', value: 'true' }).value).toBe(
      true,
    );
    expect(ChangeSettingRequestSchema.parse({ name: 'reportHistoryOperation', value: '0' }).value).toBe(
      false,
    );
    expect(ChangeSettingRequestSchema.safeParse({ name: 'balance', value: true }).success).toBe(false);
  });

  it('refuses two main vehicles and duplicates in one list', () => {
    const two = ChangeCarsRequestSchema.safeParse({
      car: [
        { numberTs: 'А123ВС59', mainTs: true },
        { numberTs: 'В123ВС59', mainTs: true },
      ],
    });
    expect(two.success).toBe(false);
    const dup = ChangeCarsRequestSchema.safeParse({
      car: '[{"numberTs":"А123ВС59"},{"numberTs":"a123bc59"}]',
    });
    expect(dup.error?.issues[0]?.message).toBe('VehicleExists');
    expect(ChangeCarsRequestSchema.safeParse({ car: '{' }).success).toBe(false);
  });
});
