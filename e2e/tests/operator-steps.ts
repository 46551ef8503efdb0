import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { clientAddress } from './client-address';
import { postJson, type ApiDriver } from './driver-account';
import { expect } from './fixtures';
import { OPERATOR_LOGIN, OPERATOR_PASSWORD } from './operator-account';
import { PAID_ZONE, snap } from './payment-steps';
import { CITY_TIME_ZONE } from './subscription-steps';

/**
 * The steps the fines and feedback journeys (issue 7) share: the city operator signed in through
 * the API (POST /api/operator/login, its own token kind) or on /operator in the browser, a fines
 * file imported through the operator's call, a paid parking session whose times the journey
 * needs, a real PNG for the fine's picture, and instants written the way perm shows them.
 */

let serial = 0;

/** A plate no other journey (or repeat of this one) uses: fines are matched to drivers by plate. */
export function uniquePlate(): string {
  const letters = 'АВЕКМНОРСТУХ';
  const n = (Date.now() + serial++) % (1000 * 144);
  const digits = String(n % 1000).padStart(3, '0');
  const pair = Math.floor(n / 1000);
  return `${letters[pair % 12]}${digits}${letters[Math.floor(pair / 12)]}${letters[(pair + 5) % 12]}59`;
}

/** A 20-digit UIN of its own (the uin is the fines store's key: a repeat would update a fine). */
export function uniqueUin(): string {
  return `1881059${String(Date.now()).slice(-10)}${String(serial++ % 1000).padStart(3, '0')}`;
}

/** Parts of an instant on perm's wall clock. */
function cityParts(at: Date): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: CITY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
}

/** An instant as perm shows it (document 2 §9): DD.MM.YYYY HH:mm. */
export function cityDateTime(at: Date): string {
  const p = cityParts(at);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** An instant as a fines source in perm writes it: ISO 8601 with the city's offset (+05:00). */
export function cityIso(at: Date): string {
  const p = cityParts(at);
  const offset = p.timeZoneName!.replace(/^GMT/, '') || '+00:00';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (48×32, a blue-to-orange gradient with a dark band), base64 as a source sends it. */
export function finePictureBase64(width = 48, height = 32): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const band = y > height / 2 - 4 && y < height / 2 + 4;
      const i = row + 1 + x * 3;
      raw[i] = band ? 40 : Math.round((255 * x) / (width - 1));
      raw[i + 1] = band ? 40 : 120;
      raw[i + 2] = band ? 40 : 255 - Math.round((255 * x) / (width - 1));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

/** POST /api/operator/login from an address of its own: the operator token. */
export async function operatorTokenByApi(baseURL: string): Promise<string> {
  const answer = await postJson(
    baseURL,
    '/api/operator/login',
    { login: OPERATOR_LOGIN, password: OPERATOR_PASSWORD },
    undefined,
    clientAddress(),
  );
  const token = String(answer.token);
  expect(token).not.toBe('');
  return token;
}

export interface FineImportReport {
  accepted: boolean;
  format: string;
  rows: number;
  created: number;
  updated: number;
  problems: unknown[];
}

/** POST /api/operator/fines/import with a JSON file of these rows, as the operator's page sends it. */
export async function importFinesByApi(
  baseURL: string,
  operatorToken: string,
  rows: unknown[],
): Promise<FineImportReport> {
  const answer = await postJson(
    baseURL,
    '/api/operator/fines/import',
    { format: 'json', text: JSON.stringify({ fines: rows }, null, 2) },
    operatorToken,
  );
  return answer.report as FineImportReport;
}

/** An hour in the paid zone from the balance, with the session's start and end as the server set them. */
export async function paidSessionByApi(
  baseURL: string,
  driver: ApiDriver,
  plate: string,
): Promise<{ reservationId: string; start: Date; end: Date; zone: string }> {
  const answer = await postJson(
    baseURL,
    '/api/payment/start',
    {
      Vehicle: { Number: plate, Category: 'B', NumberFormat: 'rus' },
      Zone: PAID_ZONE,
      Duration: 60,
      PaymentService: 'balance',
    },
    driver.token,
  );
  const result = answer.result as {
    reservationId: string;
    startDate: string;
    endDate: string;
    zone: string;
    status: string;
  };
  expect(result.status).toBe('Действует');
  return {
    reservationId: String(result.reservationId),
    start: new Date(result.startDate),
    end: new Date(result.endDate),
    zone: String(result.zone),
  };
}

/**
 * Signs the operator in with the console's login form, on the appeals desk: since the console
 * (issue 20) the demo operator is an administrator, whose bare /operator opens Staff.
 */
export async function operatorSignsIn(page: Page): Promise<void> {
  await page.goto('/operator/appeals');
  const form = page.getByRole('form', { name: 'Вход для оператора' });
  await form.getByRole('textbox', { name: 'Логин' }).fill(OPERATOR_LOGIN);
  await form.getByLabel('Пароль').fill(OPERATOR_PASSWORD);
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
}

/** The journey's final state, in test-results/shots and as /tmp/shots/e2e7-<name>.png. */
export async function finalShot7(page: Page, name: string, fullPage = true): Promise<void> {
  const file = `fines-feedback-${name}.png`;
  await snap(page, file, fullPage);
  await mkdir('/tmp/shots', { recursive: true });
  await copyFile(
    path.resolve(import.meta.dirname, '../../test-results/shots', file),
    path.join('/tmp/shots', `e2e7-${file.replace(/^fines-feedback-/, '')}`),
  );
}
