import { describe, expect, it } from 'vitest';
import { STS_MASK, VU_DIGITS_MASK, VU_MASK } from '@parking/domain/profile/document-rules';
import { applyMask } from './apply-mask';

describe('applyMask', () => {
  it('shapes an STS as 99 aa 999999', () => {
    expect(applyMask('59aa123456', STS_MASK)).toBe('59 AA 123456');
    expect(applyMask('59 1a', STS_MASK)).toBe('59 A');
  });
  it('shapes a licence as 99 ** 999999 and 00 00 000000', () => {
    expect(applyMask('99 12 345678', VU_MASK)).toBe('99 12 345678');
    expect(applyMask('9912345678', VU_DIGITS_MASK)).toBe('99 12 345678');
    expect(applyMask('77ав123456', VU_MASK)).toBe('77 АВ 123456');
  });
  it('stops at the end of the mask', () => {
    expect(applyMask('59AA1234567890', STS_MASK)).toBe('59 AA 123456');
  });
});
