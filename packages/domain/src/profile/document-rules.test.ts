import { describe, expect, it } from 'vitest';
import { AddDocumentRequestSchema, EditDocumentRequestSchema } from './document-contracts.ts';
import { formatDocumentNumber, isValidVehicleSts, normalizeDocumentNumber } from './document-rules.ts';
import { VehicleInputSchema } from './vehicle-contracts.ts';

describe('STS of a vehicle (99 ** 999999, case-insensitive)', () => {
  it.each([
    ['59 АВ 123456', '59АВ123456', true],
    ['59 ab 123456', '59АВ123456', true], // Latin look-alikes become Cyrillic
    ['59ав123456', '59АВ123456', true],
    ['59 12 123456', '5912123456', true], // 2 letters or digits
    ['5 АВ 123456', '5АВ123456', false],
    ['59 АВ 12345', '59АВ12345', false],
    ['59 АВ 1234567', '59АВ1234567', false],
    ['АВ 59 123456', 'АВ59123456', false],
    ['59 А- 123456', '59А-123456', false],
  ])('%s → %s (valid: %s)', (typed, stored, valid) => {
    const n = normalizeDocumentNumber(typed);
    expect(n).toBe(stored);
    expect(isValidVehicleSts(n)).toBe(valid);
  });

  it('treats an empty STS as none and refuses a bad one', () => {
    expect(VehicleInputSchema.parse({ numberTs: 'А123ВС59', STSNumber: '  ' }).STSNumber).toBeNull();
    const bad = VehicleInputSchema.safeParse({ numberTs: 'А123ВС59', STSNumber: '59' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['STSNumber'], message: 'InvalidFormat' });
  });
});

describe('documents', () => {
  it.each([
    ['STS', '59 АА 123456', true],
    ['sts', '59 aa 123456', true],
    ['STS', '59 12 123456', false], // an STS document has 2 letters
    ['STS', '59 А1 123456', false],
    ['VU', '59 АА 123456', true],
    ['VU', '59 12 123456', true], // 00 00 000000
    ['VU', '00 00 000000', true],
    ['VU', '59 А1 123456', true],
    ['VU', '591 2 123456', true], // spaces do not matter
    ['VU', '59 АА 12345', false],
    ['VU', '', false],
    ['PASSPORT', '59 АА 123456', false],
    [undefined, '59 АА 123456', false],
  ])('%s %s valid: %s', (type, title, valid) => {
    expect(AddDocumentRequestSchema.safeParse({ type, title }).success).toBe(valid);
  });

  it('stores normalised and shows spaced like the mask', () => {
    const doc = AddDocumentRequestSchema.parse({ type: 'vu', title: '59 ab 123456' });
    expect(doc).toEqual({ type: 'VU', title: '59АВ123456' });
    expect(formatDocumentNumber(doc.title)).toBe('59 АВ 123456');
  });

  it('needs a positive integer id to edit', () => {
    expect(EditDocumentRequestSchema.safeParse({ id: '5', title: '00 00 000000' }).success).toBe(true);
    for (const id of ['x', -1, 0, 1.5, '99999999999']) {
      expect(EditDocumentRequestSchema.safeParse({ id }).success, String(id)).toBe(false);
    }
  });
});
