import { describe, expect, it } from 'vitest';
import { fineStatusColor, parseFineStatus } from './fine-contracts.ts';
import { FineCsvRowSchema, FineJsonRowSchema } from './fine-import-contracts.ts';

const row = {
  uin: '18810159230101000017',
  date: '2025-03-01T14:15:00+05:00',
  sums: { total: 150000, paid: '0', discount: 75000, discountUntil: '2025-03-21T00:00:00Z' },
  sts: '59 ab 123456',
  grz: 'a123bc 159',
  place: 'ул. Ленина, 50',
  type: 'ст. 8.30',
  provider: 'Комиссия',
  status: 'Sent_To_Bailiffs',
  picture: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('fine import rows', () => {
  it('normalises a JSON row: plate and STS, status, instants to UTC, place text', () => {
    expect(FineJsonRowSchema.parse(row)).toMatchObject({
      grz: 'А123ВС159',
      sts: '59АВ123456',
      status: 'sentToBailiffs',
      date: '2025-03-01T09:15:00.000Z',
      totalSum: 150000,
      paidSum: 0,
      discountSum: 75000,
      place: 'ул. Ленина, 50',
      zone: null,
      picture: { kind: 'base64', contentType: 'image/png', base64: 'iVBORw0KGgo=' },
    });
  });

  it('names the field of every problem', () => {
    const bad = FineJsonRowSchema.safeParse({
      ...row,
      uin: '123',
      date: '01.03.2025 14:15',
      sums: { total: 100, paid: 200 },
      status: 'lost',
      picture: '%%%',
    });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'uin:InvalidFormat',
        'date:InvalidFormat',
        'status:InvalidFormat',
        'picture:FinePictureInvalid',
      ]),
    );
    expect(
      FineJsonRowSchema.safeParse({ ...row, sums: { total: 100, paid: 200 } }).error!.issues[0]!.path,
    ).toEqual(['sums', 'paid']);
  });

  it('reads a CSV record: empty cells are absent, numbers from text', () => {
    const parsed = FineCsvRowSchema.parse({
      uin: row.uin,
      date: row.date,
      total: '150000',
      paid: '',
      grz: 'X001XX59',
      place: 'x',
      zone: '101',
      lat: '58.01',
      lon: '',
      type: 't',
      provider: 'p',
      status: 'issued',
      picture: 'https://example.com/p.png',
    });
    expect(parsed).toMatchObject({ paidSum: 0, zone: '101', lat: 58.01, lon: null, grz: 'Х001ХХ59' });
    expect(parsed.picture).toEqual({ kind: 'url', url: 'https://example.com/p.png' });
    expect(FineCsvRowSchema.safeParse({ ...parsed, total: 'ten' }).success).toBe(false);
  });

  it('gives the seeds colour of each status', () => {
    expect(fineStatusColor('paid')).toBe('green');
    expect(fineStatusColor('returned')).toBe('grey');
    expect(fineStatusColor('sentToBailiffs')).toBe('red');
    expect(fineStatusColor('issued')).toBe('black');
    expect(parseFineStatus('sent-to-bailiffs')).toBe('sentToBailiffs');
    expect(parseFineStatus('??')).toBeNull();
  });
});
