import { describe, expect, it } from 'vitest';
import { parseCheckDate, parseCheckParams, parseCheckPrice } from './parse-check-params';

const PERM = 'Asia/Yekaterinburg'; // UTC+5
const params = (values: Record<string, string>) => new URLSearchParams(values);
const full = {
  title: 'Парковка, зона 101',
  ts: 'а123вс59',
  dateIn: '05.03.2025 10:00',
  dateOut: '05.03.2025 12:30',
  price: '150,50',
};

describe('parseCheckParams', () => {
  it('builds the receipt when every parameter is sound', () => {
    const result = parseCheckParams(params(full), PERM);
    expect(result).toEqual({
      ok: true,
      receipt: {
        title: 'Парковка, зона 101',
        ts: 'А123ВС59',
        dateIn: Date.UTC(2025, 2, 5, 10, 0),
        dateOut: Date.UTC(2025, 2, 5, 12, 30),
        price: 150.5,
      },
    });
  });

  it('lists the missing parameters', () => {
    const result = parseCheckParams(params({ title: 'Парковка', price: '10' }), PERM);
    expect(result).toEqual({ ok: false, missing: ['ts', 'dateIn', 'dateOut'], invalid: [] });
  });

  it('lists the invalid parameters', () => {
    const result = parseCheckParams(
      params({ ...full, dateIn: '31.02.2025 10:00', price: '-5', ts: '<script>' }),
      PERM,
    );
    expect(result).toEqual({ ok: false, missing: [], invalid: ['ts', 'dateIn', 'price'] });
  });

  it('rejects an end before the start', () => {
    const result = parseCheckParams(params({ ...full, dateOut: '05.03.2025 09:00' }), PERM);
    expect(result).toEqual({ ok: false, missing: [], invalid: ['dateOut'] });
  });

  it('treats blank values as missing', () => {
    const result = parseCheckParams(params({ ...full, title: '   ' }), PERM);
    expect(result).toEqual({ ok: false, missing: ['title'], invalid: [] });
  });
});

describe('parseCheckDate', () => {
  it('shows instants in the city time zone', () => {
    // 2025-03-05T05:00:00Z is 10:00 in Perm.
    expect(parseCheckDate('1741150800', PERM)).toBe(Date.UTC(2025, 2, 5, 10, 0));
    expect(parseCheckDate('1741150800000', PERM)).toBe(Date.UTC(2025, 2, 5, 10, 0));
    expect(parseCheckDate('2025-03-05T05:00:00Z', PERM)).toBe(Date.UTC(2025, 2, 5, 10, 0));
    expect(parseCheckDate('2025-03-05T08:00:00+03:00', PERM)).toBe(Date.UTC(2025, 2, 5, 10, 0));
  });

  it('takes local notations as the city time', () => {
    expect(parseCheckDate('05.03.2025 10:00', PERM)).toBe(Date.UTC(2025, 2, 5, 10, 0));
    expect(parseCheckDate('05.03.2025', PERM)).toBe(Date.UTC(2025, 2, 5));
    expect(parseCheckDate('2025-03-05 10:00:30', PERM)).toBe(Date.UTC(2025, 2, 5, 10, 0, 30));
  });

  it('rejects what is not a date', () => {
    expect(parseCheckDate('yesterday', PERM)).toBeNull();
    expect(parseCheckDate('2025-13-01', PERM)).toBeNull();
    expect(parseCheckDate('05.03.2025 25:00', PERM)).toBeNull();
  });
});

describe('parseCheckPrice', () => {
  it('reads roubles with a point or a comma', () => {
    expect(parseCheckPrice('150')).toBe(150);
    expect(parseCheckPrice('99,9')).toBe(99.9);
    expect(parseCheckPrice(' 1 200.00 ')).toBe(1200);
  });

  it('rejects negative, over-precise and non-numeric amounts', () => {
    expect(parseCheckPrice('-1')).toBeNull();
    expect(parseCheckPrice('1.005')).toBeNull();
    expect(parseCheckPrice('abc')).toBeNull();
  });
});
