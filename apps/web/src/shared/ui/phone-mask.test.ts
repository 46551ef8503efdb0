import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@parking/domain/accounts/account-rules';
import { maskPhone } from './phone-mask';

describe('maskPhone', () => {
  it('formats a whole number typed or pasted in any common way', () => {
    for (const raw of ['89123456789', '+7 912 345-67-89', '79123456789', '9123456789', '8 (912) 345 67 89']) {
      expect(maskPhone(raw)).toBe('+7 (912) 345 - 67 - 89');
    }
  });

  it('grows as digits are typed, with no trailing separator', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('8')).toBe('+7');
    expect(maskPhone('+79')).toBe('+7 (9');
    expect(maskPhone('+7 (912')).toBe('+7 (912');
    expect(maskPhone('+7 (912) 3')).toBe('+7 (912) 3');
    expect(maskPhone('+7 (912) 345 - 6')).toBe('+7 (912) 345 - 6');
  });

  it('lets Backspace remove a separator together with the digit before it', () => {
    // "+7 (912) 3" minus the "3" leaves "+7 (912) ", which must not grow back to ") ".
    expect(maskPhone('+7 (912) ')).toBe('+7 (912');
    expect(maskPhone('+7 (')).toBe('+7');
    expect(maskPhone('+')).toBe('');
  });

  it('stops at 10 local digits and normalises to the 11 digits the API takes', () => {
    const masked = maskPhone('+7 (912) 345 - 67 - 8999');
    expect(masked).toBe('+7 (912) 345 - 67 - 89');
    expect(normalizePhone(masked)).toBe('79123456789');
  });
});
