import { describe, expect, it } from 'vitest';
import { isOneSlipApart, plateTypoOf } from './plate-typo';

const SAVED = ['А123ВС77', 'Х777ХХ159'];

describe('plate typo', () => {
  it('finds one replaced, added, left-out or swapped character', () => {
    expect(plateTypoOf('А128ВС77', SAVED)).toBe('А123ВС77');
    expect(plateTypoOf('А1233ВС77', SAVED)).toBe('А123ВС77');
    expect(plateTypoOf('А12ВС77', SAVED)).toBe('А123ВС77');
    expect(plateTypoOf('А132ВС77', SAVED)).toBe('А123ВС77');
    expect(plateTypoOf('Х777ХХ15', SAVED)).toBe('Х777ХХ159');
  });

  it('takes Latin look-alikes for the Cyrillic letters: not a typo, and a typo through them', () => {
    expect(plateTypoOf('A123BC77', SAVED)).toBeNull();
    expect(plateTypoOf('a123 bc77', SAVED)).toBeNull();
    expect(plateTypoOf('A123BC78', SAVED)).toBe('А123ВС77');
    expect(plateTypoOf('A123CB77', SAVED)).toBe('А123ВС77');
  });

  it('says nothing for a plate two slips away, an empty one or no saved plates', () => {
    expect(plateTypoOf('А999ВС77', SAVED)).toBeNull();
    expect(plateTypoOf('В123АС78', SAVED)).toBeNull();
    expect(plateTypoOf('', SAVED)).toBeNull();
    expect(plateTypoOf('А128ВС77', [])).toBeNull();
  });

  it('counts a swap only of neighbours', () => {
    expect(isOneSlipApart('ABCD', 'BACD')).toBe(true);
    expect(isOneSlipApart('ABCD', 'CBAD')).toBe(false);
    expect(isOneSlipApart('ABCD', 'ABDC')).toBe(true);
    expect(isOneSlipApart('ABCD', 'ABCD')).toBe(false);
    expect(isOneSlipApart('ABCD', 'ABCDE')).toBe(true);
    expect(isOneSlipApart('ABCD', 'XABCD')).toBe(true);
  });
});
