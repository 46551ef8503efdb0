import { describe, expect, it } from 'vitest';
import { loginFieldError, loginValue } from './validate-login';

describe('login field', () => {
  it('wants an e-mail normally', () => {
    expect(loginFieldError('', false)).toBe('validation:required');
    expect(loginFieldError('   ', false)).toBe('validation:required');
    expect(loginFieldError(' driver@mail.ru ', false)).toBeNull();
    expect(loginFieldError('driver@mail', false)).toBe('loginForm:errors.email');
    expect(loginFieldError('+7 912 345-67-89', false)).toBe('loginForm:errors.email');
  });

  it('takes an e-mail or a phone starting 7, 8 or +7 in easy-auth mode', () => {
    expect(loginFieldError('driver@mail.ru', true)).toBeNull();
    expect(loginFieldError('+7 912 345-67-89', true)).toBeNull();
    expect(loginFieldError('89123456789', true)).toBeNull();
    expect(loginFieldError('7 (912) 345 67 8', true)).toBeNull();
    expect(loginFieldError('59123456789', true)).toBe('loginForm:errors.emailPhone');
    expect(loginFieldError('driver', true)).toBe('loginForm:errors.emailPhone');
  });

  it('sends trimmed logins and phones as digits', () => {
    expect(loginValue('  driver@mail.ru ', false)).toBe('driver@mail.ru');
    expect(loginValue('8 (912) 345-67-89', true)).toBe('79123456789');
    expect(loginValue('8 (912) 345-67-89', false)).toBe('8 (912) 345-67-89');
  });
});
