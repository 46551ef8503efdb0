import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { openParkingApp, type ParkingTestApp } from '../parking/parking-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
});
afterAll(() => t.close());

/** `n` operations for the driver, one a minute back from 2026-03-10 12:00 UTC (17:00 in perm). */
async function history(userId: number, n: number) {
  await perm.query(
    `INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id, zone, plate, duration_minutes)
     SELECT $1::int, timestamptz '2026-03-10T12:00:00Z' - (i - 1) * interval '1 minute',
            CASE WHEN i % 10 = 0 THEN 'refill' ELSE 'payment' END,
            CASE WHEN i % 10 = 0 THEN 100000 ELSE -(1000 + i) END,
            CASE WHEN i % 7 = 0 THEN 'waiting' ELSE 'done' END,
            'exp-' || $1::int || '-' || i, 'T1', 'А001АА159', 60
       FROM generate_series(1, $2::int) AS i`,
    [userId, n],
  );
}

async function download(query: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/profile/download-history/v1?${query}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
  });
  return res;
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('GET /api/profile/download-history/v1', () => {
  it('xls: a real workbook with a header row, date cells in city time, money cells with a format', async () => {
    const d = await t.driver();
    await history(d.userId, 12);
    const res = await download('type=xls&lang=ru&Operation=payment', d.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="operations-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const sheet = await workbookOf(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Дата', 'Операция', 'Сумма, ₽', 'Описание', 'Статус']),
    );
    expect(sheet.rowCount).toBe(1 + 11); // the two refills filtered out
    const first = sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    // 12:00 UTC is 17:00 in perm (UTC+5): the cell shows the city's wall time
    expect((first.getCell(1).value as Date).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(first.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(first.getCell(2).value).toBe('Оплата парковки');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).value).toBe(-10.01);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(4).value).toBe('Зона T1, А001АА159, 60 мин');
    expect(first.getCell(5).value).toBe('Выполнен');
    expect(sheet.getRow(8).getCell(5).value).toBe('Ожидание платежа'); // i = 7 (row 2 is i = 1)
    // waiting: no money moved, so no sign (issue 18: an unpaid card payment is not money spent)
    expect(sheet.getRow(8).getCell(3).value).toBe(10.07);
  });

  it('xls in English by the user’s language', async () => {
    const d = await t.driver();
    await history(d.userId, 1);
    const sheet = await workbookOf((await download('type=xls&lang=en', d.token)).rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.getRow(2).getCell(2).value).toBe('Parking payment');
  });

  it('pdf: Cyrillic text, a table over several pages with the header repeated', async () => {
    const d = await t.driver();
    await history(d.userId, 80);
    const res = await download('type=pdf&lang=ru&StartDate=01/03/2026&EndDate=10/03/2026', d.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="operations-\d{4}-\d{2}-\d{2}\.pdf"/);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    expect(text[0]).toContain('История операций');
    expect(text[0]).toContain('01/03/2026');
    for (const page of text) {
      expect(page).toContain('Описание'); // the header on every page
      expect(page).toContain('Оплата парковки');
    }
    expect(text.join(' ')).toContain('Зона T1, А001АА159');
    expect(text.join(' ')).toContain('Пополнение');
  });

  it('pdf: an operation that moved no money has no sign; a spent one is negative', async () => {
    const d = await t.driver();
    await history(d.userId, 7); // i = 7 waiting
    const res = await download('type=pdf&lang=ru&StartDate=01/03/2026&EndDate=10/03/2026', d.token);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('-10.01');
    expect(text).toContain('10.07');
    expect(text).not.toContain('-10.07');
  });

  it('pdf: the column headings in full and the filters the driver chose', async () => {
    const d = await t.driver();
    await history(d.userId, 3);
    const query =
      'type=pdf&StartDate=01/03/2026&EndDate=10/03/2026&Operation=payment&Vehicle=А001АА159&Zone=T1';
    const pageText = async (lang: string) => {
      const res = await download(`${query}&lang=${lang}`, d.token);
      expect(res.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
        mergePages: true,
      });
      return text.replace(/\s+/g, ' ');
    };
    const ru = await pageText('ru');
    for (const heading of ['Дата', 'Операция', 'Сумма, ₽', 'Описание', 'Статус', 'Номер заказа', 'ТС']) {
      expect(ru).toContain(heading);
    }
    expect(ru).not.toContain('…');
    expect(ru).toContain('Период: 01/03/2026 – 10/03/2026');
    expect(ru).toContain('Операция: Оплата парковки');
    expect(ru).toContain('ТС: А001АА159');
    expect(ru).toContain('Зона: T1');
    const en = await pageText('en');
    expect(en).toContain('Order number');
    expect(en).not.toContain('…');
    expect(en).toContain('Operation: Parking payment');
    expect(en).toContain('Vehicle: А001АА159');
    expect(en).toContain('Zone: T1');
  });

  it('only the driver’s own operations; bad filters and a missing token get the envelope', async () => {
    const a = await t.driver();
    const b = await t.driver();
    await history(a.userId, 3);
    const sheet = await workbookOf((await download('type=xls', b.token)).rawPayload);
    expect(sheet.rowCount).toBe(1);
    for (const query of [
      'type=doc',
      'type=xls&StartDate=99/99/2026',
      'type=pdf&StartDate=05/03/2026&EndDate=01/03/2026',
      '',
    ]) {
      const res = await download(query, a.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
    const anonymous = await download('type=xls');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe('error');
  });

  it('streams a history of 10,000 operations in both formats', async () => {
    const d = await t.driver();
    await history(d.userId, 10_000);
    const xls = await download('type=xls', d.token);
    expect(xls.statusCode).toBe(200);
    const sheet = await workbookOf(xls.rawPayload);
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(10_001).getCell(3).value).toBe(1000); // i = 10000: a refill of 1000 roubles
    const pdf = await download('type=pdf', d.token);
    expect(pdf.statusCode).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    // 31 rows on the first page, 32 on the others
    expect(doc.numPages).toBeGreaterThan(300);
  }, 120_000);
});
