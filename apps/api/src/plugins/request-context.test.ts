import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { describe, expect, it } from 'vitest';
import { requestContextPlugin } from './request-context.ts';
import { redactUrl } from './redact-url.ts';

async function echoApp() {
  const app = Fastify();
  await app.register(formbody);
  await app.register(requestContextPlugin);
  app.all('/echo', async (request) => ({ token: request.token, lang: request.lang }));
  return app;
}

describe('token and language', () => {
  it('prefers the Authorization header, then the body, then the query', async () => {
    const app = await echoApp();
    const all = await app.inject({
      method: 'POST',
      url: '/echo?token=q',
      headers: { authorization: 'Bearer h' },
      payload: { token: 'b' },
    });
    expect(all.json().token).toBe('h');
    const form = await app.inject({
      method: 'POST',
      url: '/echo?token=q',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Token=formtoken',
    });
    expect(form.json().token).toBe('formtoken');
    const query = await app.inject({ method: 'GET', url: '/echo?token=q' });
    expect(query.json().token).toBe('q');
    const none = await app.inject({ method: 'GET', url: '/echo' });
    expect(none.json().token).toBeNull();
  });

  it('reads the token from nowhere else', async () => {
    const app = await echoApp();
    const elsewhere = [
      { url: '/echo?Token=q' },
      { url: '/echo?TOKEN=q' },
      { url: '/echo?access_token=q' },
      { url: '/echo?token=a&token=b' },
      { url: '/echo', headers: { 'x-token': 'h' } },
      { url: '/echo', headers: { cookie: 'token=c' } },
      { url: '/echo', headers: { authorization: 'Token h' } },
      {
        url: '/echo',
        method: 'POST' as const,
        payload: { TOKEN: 'b', access_token: 'b', auth: { token: 'b' } },
      },
    ];
    for (const request of elsewhere)
      expect((await app.inject(request)).json().token, JSON.stringify(request)).toBeNull();
  });

  it('picks the language from lang, then Accept-Language, else ru', async () => {
    const app = await echoApp();
    expect((await app.inject({ url: '/echo?lang=en' })).json().lang).toBe('en');
    expect(
      (await app.inject({ url: '/echo', headers: { 'accept-language': 'de, en;q=0.8' } })).json().lang,
    ).toBe('en');
    expect((await app.inject({ url: '/echo?lang=fr' })).json().lang).toBe('ru');
  });

  it('never logs a token in the URL', () => {
    expect(redactUrl('/api/x?token=secret&a=1')).toBe('/api/x?token=[redacted]&a=1');
    expect(redactUrl('/api/x?a=1&accessToken=abc')).toBe('/api/x?a=1&accessToken=[redacted]');
  });
});
