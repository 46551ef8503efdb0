import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  amountInWordsFull,
  integerInWords,
  KOPECK_FORMS,
  pluralRu,
  ROUBLE_FORMS,
} from './amount-in-words.ts';

describe('amount in words', () => {
  it('inflects roubles and kopecks', () => {
    expect(pluralRu(1, ROUBLE_FORMS)).toBe('рубль');
    expect(pluralRu(2, ROUBLE_FORMS)).toBe('рубля');
    expect(pluralRu(5, ROUBLE_FORMS)).toBe('рублей');
    expect(pluralRu(11, ROUBLE_FORMS)).toBe('рублей');
    expect(pluralRu(14, ROUBLE_FORMS)).toBe('рублей');
    expect(pluralRu(21, ROUBLE_FORMS)).toBe('рубль');
    expect(pluralRu(112, ROUBLE_FORMS)).toBe('рублей');
    expect(pluralRu(1, KOPECK_FORMS)).toBe('копейка');
    expect(pluralRu(3, KOPECK_FORMS)).toBe('копейки');
    expect(pluralRu(0, KOPECK_FORMS)).toBe('копеек');
  });
  it('uses the genders: один рубль, одна тысяча, две копейки, два миллиона', () => {
    expect(integerInWords(1)).toBe('один');
    expect(integerInWords(1, true)).toBe('одна');
    expect(integerInWords(2001)).toBe('две тысячи один');
    expect(integerInWords(1000)).toBe('одна тысяча');
    expect(integerInWords(2_000_000)).toBe('два миллиона');
    expect(integerInWords(11_011)).toBe('одиннадцать тысяч одиннадцать');
    expect(integerInWords(999_999_999)).toBe(
      'девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять',
    );
    expect(integerInWords(0)).toBe('ноль');
  });
  it('writes a payment document amount', () => {
    expect(amountInWords(123_405)).toBe('Одна тысяча двести тридцать четыре рубля 05 копеек');
    expect(amountInWords(100)).toBe('Один рубль 00 копеек');
    expect(amountInWords(2101)).toBe('Двадцать один рубль 01 копейка');
    expect(amountInWords(50_000_22)).toBe('Пятьдесят тысяч рублей 22 копейки');
    expect(amountInWords(5)).toBe('Ноль рублей 05 копеек');
    expect(amountInWordsFull(2102)).toBe('Двадцать один рубль две копейки');
    expect(amountInWordsFull(1_500_00)).toBe('Одна тысяча пятьсот рублей ноль копеек');
  });
  it('refuses negative or fractional kopecks', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
