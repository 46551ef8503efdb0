import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';

const t = await buildTestApp({ cities: ['perm', 'rostov'] });
afterAll(async () => t.close());

describe('platform calls', () => {
  it('answers health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', result: { database: 'ok' } });
  });

  it('lists the hosted cities with absolute apiUrl, at the root and under a city prefix', async () => {
    // no PUBLIC_URL here: the apiUrl is under the address the client used
    const headers = { host: 'example.test:9000' };
    const root = (await t.app.inject({ method: 'GET', url: '/api/cities', headers })).json();
    expect(root.status).toBe('ok');
    expect(root.result.map((c: { city: string }) => c.city)).toEqual(['perm', 'rostov']);
    expect(root.result[0]).toMatchObject({
      apiUrl: 'http://example.test:9000/c/perm',
      nameForShow: { ru: 'Пермь', en: 'Perm' },
      mapBounds: { southWest: [57.9, 55.8], northEast: [58.1, 56.4] },
    });
    const scoped = (await t.app.inject({ method: 'GET', url: '/c/rostov/api/cities', headers })).json();
    expect(scoped.result).toEqual(root.result);
  });

  it('serves an OpenAPI document that names the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/cities');
    expect(Object.keys(doc.paths)).toContain('/c/{city}/api/cities');
  });
});

describe('error envelope', () => {
  it('answers an unknown API path with NotFound in the requested language', async () => {
    const ru = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(ru.statusCode).toBe(404);
    expect(ru.json()).toEqual({ status: 'error', errorName: 'NotFound', errorMessage: 'Не найдено' });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { 'accept-language': 'en-US,en' },
    });
    expect(en.json().errorMessage).toBe('Not found');
  });

  it('answers a city that is not hosted with CityNotFound', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/c/atlantis/api/cities' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'CityNotFound' });
    const configuredButNotHosted = await t.app.inject({ method: 'GET', url: '/c/kazan/api/cities' });
    expect(configuredButNotHosted.json().errorName).toBe('CityNotFound');
  });

  it('answers malformed JSON with ValidationError, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cities',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().status).toBe('error');
  });

  it('answers a huge body with PayloadTooLarge', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'PayloadTooLarge' });
  });

  it('answers an unsupported content type with UnsupportedMediaType', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cities',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().status).toBe('error');
  });

  it('keeps answering errors as envelopes for odd URLs', async () => {
    for (const url of [
      '/api/%E0%A4%A',
      '/c//api/cities',
      '/c/' + 'x'.repeat(300) + '/api/cities',
      '/api/cities?lang[]=x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode !== 200) expect(res.json().status, url).toBe('error');
    }
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cities' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("lets the page frame a PDF it made itself (printing a receipt), and nobody else's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cities' });
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives).toContain("frame-src 'self' blob:");
    expect(directives).toContain("frame-ancestors 'none'");
  });
});

describe('rate limit', () => {
  it('answers over the limit with TooManyRequests and a retry hint', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({ method: 'GET', url: '/api/cities' });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(last!.json()).toMatchObject({ status: 'error', errorName: 'TooManyRequests' });
      expect(last!.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
