import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenService } from '../src/services/accounts/token-service.ts';
import { createOperator } from '../src/services/operator/create-operator.ts';
import { newCompany } from '../src/routes/company/company-test-kit.ts';
import { openParkingApp, type ParkingTestApp } from '../src/services/parking/parking-test-kit.ts';

/** Issue 17 item 5: input no route expects (NUL bytes, true and [15] for numbers, unknown paths). */

let t: ParkingTestApp;
let operatorId = 0;
let companyId = 0;
const tokens = { driver: '', operator: '', company: '' };
/** New tokens (a call before may have been a logout, which revokes the one it carried). */
async function freshTokens(): Promise<void> {
  const perm = await t.city();
  tokens.driver = (await t.driver()).token;
  tokens.operator = await tokenService.issueOperator(perm.db, operatorId);
  tokens.company = await tokenService.issueCompany(perm.db, companyId);
}
const webDir = path.join(tmpdir(), `parking-web-${process.pid}`);

beforeAll(async () => {
  // a built web app, so unknown addresses could fall through to its index.html
  mkdirSync(webDir, { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>web</title>');
  t = await openParkingApp(['perm'], { WEB_DIST_DIR: webDir });
  const perm = await t.city();
  operatorId = (await createOperator(perm, { login: 'nul-test', password: 'operator-secret-1' })).id;
  companyId = (await newCompany(perm)).id;
});
beforeEach(freshTokens);
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

const NUL = 'a\u0000b';

function tokenFor(url: string): string {
  if (url.startsWith('/api/operator/')) return tokens.operator;
  if (url.startsWith('/api/corp-profile/')) return tokens.company;
  return tokens.driver;
}

describe('a NUL byte in any string', () => {
  it('answers ValidationError (400) on every route: JSON and form bodies, query, path, token', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const wrong: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, body?: Record<string, string>, form = false) => {
      sent += 1;
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        // its own client address: the sign-in and code calls' per-address limits stay out of the way
        remoteAddress: `10.17.${(sent >> 8) & 255}.${sent & 255}`,
        headers: {
          authorization: `Bearer ${tokenFor(url)}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { payload: form ? new URLSearchParams(body).toString() : body } : {}),
      });
      const answer = String(res.headers['content-type']).includes('json') ? res.json() : {};
      if (res.statusCode !== 400 || answer.errorName !== 'ValidationError')
        wrong.push(
          `${method} ${url} ${form ? 'form ' : ''}${JSON.stringify(body ?? {})}: ${res.statusCode} ${answer.errorName}`,
        );
    };
    for (const [template, methods] of Object.entries(doc.paths)) {
      if (template.startsWith('/c/{city}')) continue;
      for (const [method, op] of Object.entries(methods)) {
        // a logout that got through (a NUL it did not refuse) revoked the token it carried
        if (template.includes('logout')) await freshTokens();
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
        const withPath = (value: string) => template.replace(/\{[^}]+\}/g, value);
        const url = withPath('1');
        if (pathParams.length > 0) await send(method, withPath(encodeURIComponent(NUL)));
        for (const { name } of params.filter((p) => p.in === 'query'))
          await send(method, `${url}?${name}=${encodeURIComponent(NUL)}`);
        // the documented query token: a NUL there must not reach the token lookup either
        await send(method, `${url}?token=${encodeURIComponent(NUL)}`);
        const fields = Object.keys(Object.values(op.requestBody?.content ?? {})[0]?.schema.properties ?? {});
        for (const field of fields) {
          await send(method, url, { [field]: NUL });
          await send(method, url, { [field]: NUL }, true);
        }
      }
    }
    expect(sent).toBeGreaterThan(400);
    expect(wrong).toEqual([]);
  });

  it('is refused deep inside a body and in a field name, without a 500', async () => {
    const deep = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/change-cars-v2',
      headers: { authorization: `Bearer ${tokens.driver}` },
      payload: { car: [{ numberTs: 'А123ВС59', name: NUL }] },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":"x","password":"y","\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().errorName).toBe('ValidationError');
  });
});

describe('numbers are numbers', () => {
  it('does not read {"id":true} as company 1 when the operator sets a password', async () => {
    const perm = await t.city();
    const hashOf = async () =>
      (await perm.query('SELECT password_hash FROM companies WHERE id = 1')).rows[0]?.password_hash;
    const before = await hashOf();
    expect(before).toBeTruthy();
    for (const id of [true, [1], '', ' 1', '0x1', '1e0']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/operator/companies/password',
        headers: { authorization: `Bearer ${tokens.operator}` },
        payload: { id, password: 'hijacked-password-1' },
      });
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect(await hashOf()).toBe(before);
  });

  it('refuses Duration:[15] and Duration:true, and still takes 15 from a form', async () => {
    for (const Duration of [[15], true]) {
      const res = await t.post(
        '/api/payment/cost',
        { Vehicle: 'А123ВС59', Zone: '1', Duration },
        tokens.driver,
      );
      expect(res.status, JSON.stringify(Duration)).toBe(400);
      expect(res.body.errorName).toBe('NoDurationSelected');
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cost',
      headers: {
        authorization: `Bearer ${tokens.driver}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'Vehicle=%D0%90123%D0%92%D0%A159&Zone=1&Duration=15',
    });
    expect(form.json().errorName).not.toBe('NoDurationSelected');
  });
});

describe('unknown addresses', () => {
  it('answer the NotFound envelope under /api, /backend and /c/<city>/..., not the web page', async () => {
    for (const url of [
      '/api/x',
      '/backend/x',
      '/backend/v2/x?y=1',
      '/c/perm/api/x',
      '/c/perm/backend/x',
      '/api',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'error', errorName: 'NotFound' });
    }
    const page = await t.app.inject({ method: 'GET', url: '/parking/history' });
    expect(page.headers['content-type']).toContain('text/html');
  });
});
