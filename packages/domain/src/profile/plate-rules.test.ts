import { describe, expect, it } from 'vitest';
import {
  guessNumberFormat,
  isValidPlate,
  normalizePlate,
  plateTypeFor,
  plateTypesOf,
  splitPlate,
  type NumberFormat,
} from './plate-rules.ts';
import { VehicleInputSchema } from './vehicle-contracts.ts';

type Row = [typed: string, format: NumberFormat, stored: string | null, types: string[]];

/**
 * The plate table (document 1 §5, document 2 §3 and §5): typed text, its format, the stored
 * plate (null: refused) and its types. Latin and Cyrillic, every type and counter-examples.
 */
const PLATES: Row[] = [
  // standard: L DDD LL + 2 or 3 region digits
  ['А123ВС59', 'rus', 'А123ВС59', ['standard']],
  ['а 123 вс 59', 'rus', 'А123ВС59', ['standard']],
  ['A123BC59', 'rus', 'А123ВС59', ['standard']],
  ['a 123 bc 159', 'rus', 'А123ВС159', ['standard']],
  ['Х999ХХ777', 'rus', 'Х999ХХ777', ['standard']],
  ['x 001 yx 99', 'rus', 'Х001УХ99', ['standard']],
  ['M 777 OP 02', 'rus', 'М777ОР02', ['standard']],
  ['Е 001 КХ 197', 'rus', 'Е001КХ197', ['standard']],
  ['т 555 мн 750', 'rus', 'Т555МН750', ['standard']],
  ['P 321 CT 16', 'rus', 'Р321СТ16', ['standard']],
  // transit: LL DDD L + region
  ['АМ123В77', 'rus', 'АМ123В77', ['transit']],
  ['am 123 b 77', 'rus', 'АМ123В77', ['transit']],
  ['ХК 001 Т 178', 'rus', 'ХК001Т178', ['transit']],
  ['KT 555 E 59', 'rus', 'КТ555Е59', ['transit']],
  // taxi: LL DDD + region
  ['АМ12359', 'rus', 'АМ12359', ['taxi']],
  ['ам 123 59', 'rus', 'АМ12359', ['taxi']],
  ['EK 777 159', 'rus', 'ЕК777159', ['taxi']],
  ['ТТ00102', 'rus', 'ТТ00102', ['taxi']],
  // moto: DDDD LL + region
  ['1234АВ59', 'rus', '1234АВ59', ['moto']],
  ['1234 ab 59', 'rus', '1234АВ59', ['moto']],
  ['0001 XX 777', 'rus', '0001ХХ777', ['moto']],
  ['9876 мм 16', 'rus', '9876ММ16', ['moto']],
  // MVD standard: L DDDD + region
  ['А123459', 'rus', 'А123459', ['mvdStandart']],
  ['а 1234 59', 'rus', 'А123459', ['mvdStandart']],
  ['K 0001 777', 'rus', 'К0001777', ['mvdStandart']],
  ['У 9999 16', 'rus', 'У999916', ['mvdStandart']],
  // MVD trailer and MVD moto share DDDD L + region (the category tells them apart)
  ['1234А59', 'rus', '1234А59', ['mvdTrailer', 'mvdMoto']],
  ['1234 a 59', 'rus', '1234А59', ['mvdTrailer', 'mvdMoto']],
  ['0001 X 777', 'rus', '0001Х777', ['mvdTrailer', 'mvdMoto']],
  ['5555 Т 16', 'rus', '5555Т16', ['mvdTrailer', 'mvdMoto']],
  // Russian counter-examples
  ['', 'rus', null, []],
  ['   ', 'rus', null, []],
  ['12345', 'rus', null, []],
  ['А12ВС59', 'rus', null, []], // 2 digits
  ['А1234ВС59', 'rus', null, []], // 4 digits in a standard plate
  ['А123ВС5', 'rus', null, []], // 1 region digit
  ['А123ВС5999', 'rus', null, []], // 4 region digits, 10 characters
  ['А123ВС', 'rus', null, []], // no region
  ['Б123ВС59', 'rus', null, []], // Б is no plate letter
  ['Д123ВС59', 'rus', null, []],
  ['А123ВЯ59', 'rus', null, []],
  ['F123BC59', 'rus', null, []], // F has no Cyrillic look-alike
  ['Z123BC59', 'rus', null, []],
  ['ААА12359', 'rus', null, []],
  ['К00000001', 'rus', null, []],
  ['А-123-ВС-59', 'rus', null, []], // dashes are not spaces
  ['А123ВС59!', 'rus', null, []],
  ['123АВ59', 'rus', null, []], // 3 digits then 2 letters
  ['12345АВ59', 'rus', null, []],
  ['АВС12359', 'rus', null, []], // 3 letters then digits
  ['АВ1234', 'rus', null, []],
  ['1234АВС59', 'rus', null, []],
  ['А123ВС59А', 'rus', null, []],
  // foreign plates: as typed without spaces, letters and digits, not all digits, at most 9
  ['b 12 xyz', 'other', 'B12XYZ', []],
  ['ABC123', 'other', 'ABC123', []],
  ['ww 123 45', 'other', 'WW12345', []],
  ['КА 1234 АВ', 'other', 'КА1234АВ', []], // Ukrainian: Cyrillic kept as typed
  ['m 123 ab', 'other', 'M123AB', []], // Latin kept Latin
  ['Ö123AB', 'other', 'Ö123AB', []],
  ['12345', 'other', null, []],
  ['ABCDEFGHIJ', 'other', null, []], // 10 characters
  ['AB-123', 'other', null, []],
  ['', 'other', null, []],
  ['AB_12', 'other', null, []],
];

describe('plate table', () => {
  it('has at least 60 rows', () => expect(PLATES.length).toBeGreaterThanOrEqual(60));

  it.each(PLATES)('%s (%s) is stored as %s', (typed, format, stored, types) => {
    const plate = normalizePlate(typed, format);
    expect(isValidPlate(plate, format)).toBe(stored !== null);
    if (stored !== null) expect(plate).toBe(stored);
    if (format === 'rus' && stored !== null) expect(plateTypesOf(plate)).toEqual(types);
  });

  it.each(PLATES)('the vehicle schema agrees on %s (%s)', (typed, format, stored, types) => {
    const category = types.length > 0 && types.every((t) => t === 'moto') ? 'A' : 'B';
    const parsed = VehicleInputSchema.safeParse({ numberTs: typed, formatGrz: format, category });
    expect(parsed.success).toBe(stored !== null);
    if (parsed.success) expect(parsed.data.numberTs).toBe(stored);
    else expect(parsed.error.issues[0]?.message).toMatch(/^(EmptyTs|InvalidFormat)$/);
  });
});

describe('category and plate type', () => {
  it.each([
    ['А123ВС59', 'B', 'standard'],
    ['А123ВС59', 'A', null],
    ['1234АВ59', 'A', 'moto'],
    ['1234АВ59', 'B', null],
    ['1234АВ59', 'C', null],
    ['1234А59', 'A', 'mvdMoto'],
    ['1234А59', 'B', 'mvdTrailer'],
    ['1234А59', 'M', 'mvdTrailer'],
    ['А123459', 'A', null],
    ['АМ12359', 'B', 'taxi'],
    ['АМ123В77', 'D', 'transit'],
    ['АМ123В77', 'A', null],
  ] as const)('%s with category %s is %s', (plate, category, type) => {
    expect(plateTypeFor(plate, 'rus', category)).toBe(type);
  });

  it('lets a foreign plate have any category', () => {
    expect(plateTypeFor('B12XYZ', 'other', 'A')).toBe('other');
    expect(plateTypeFor('B12XYZ', 'other', 'B')).toBe('other');
  });

  it('says CategoryMismatch in the schema', () => {
    const parsed = VehicleInputSchema.safeParse({ numberTs: 'А123ВС59', category: 'A' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['category', 'CategoryMismatch'],
    ]);
  });
});

describe('plate parts and format guess', () => {
  it('splits number and region', () => {
    expect(splitPlate('А123ВС159', 'rus')).toEqual({ number: 'А123ВС', region: '159' });
    expect(splitPlate('1234А59', 'rus')).toEqual({ number: '1234А', region: '59' });
    expect(splitPlate('B12XYZ', 'other')).toEqual({ number: 'B12XYZ', region: '' });
  });

  it('guesses the format when the form does not say', () => {
    expect(guessNumberFormat('a123bc59')).toBe('rus');
    expect(guessNumberFormat('b 12 xyz')).toBe('other');
    expect(guessNumberFormat('12345')).toBe('rus');
    expect(VehicleInputSchema.parse({ numberTs: 'a123bc59' })).toMatchObject({
      numberTs: 'А123ВС59',
      formatGrz: 'rus',
      category: 'B',
      mainTs: false,
      docType: 'STS',
      STSNumber: null,
    });
  });
});
