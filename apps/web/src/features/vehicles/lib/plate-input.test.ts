import { describe, expect, it } from 'vitest';
import { plateInput } from './plate-input';

describe('plateInput', () => {
  it('turns Latin look-alikes Cyrillic and removes spaces for a Russian plate', () => {
    expect(plateInput('a 123 bc 59', 'rus')).toBe('А123ВС59');
    expect(plateInput('XYZ', 'rus')).toBe('ХУZ');
  });
  it('keeps a foreign plate as typed, without spaces, upper case', () => {
    expect(plateInput('ab 1234 cd', 'other')).toBe('AB1234CD');
  });
});
