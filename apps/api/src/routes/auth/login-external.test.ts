import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, freshDriver, post, registerDriver } from '../../../test/account-test-kit.ts';

/**
 * A local stand-in of the identity provider's user-info endpoint. As Yandex ID it wants
 * `OAuth <token>`; as an OpenID-style provider `Bearer <token>`, challenging with
 * WWW-Authenticate: Bearer; down, it fails like a provider in trouble.
 */
let mode: 'yandex' | 'oidc' | 'down' = 'yandex';
const PEOPLE: Record<string, object> = {
  'token-anna': {
    id: '1130000001',
    default_email: 'Anna.Ext@Example.com',
    first_name: 'Анна',
    last_name: 'Внешняя',
  },
  'token-emails': { id: 77, emails: ['second.ext@example.com'], first_name: 'Second' },
  'token-no-email': { id: '1130000003', first_name: 'NoMail' },
  'token-twin': { id: '1130000004', default_email: 'twin.ext@example.com' },
};
const seen: string[] = [];

function startProvider(): Promise<Server> {
  const server = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    seen.push(auth.split(' ')[0] ?? '');
    const [scheme, token] = auth.split(' ');
    if (mode === 'down') {
      res.writeHead(503).end('maintenance');
      return;
    }
    const person = scheme === (mode === 'oidc' ? 'Bearer' : 'OAuth') ? PEOPLE[token ?? ''] : undefined;
    if (!person) {
      res.writeHead(401, mode === 'oidc' ? { 'www-authenticate': 'Bearer realm="test"' } : {}).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(person));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let provider: Server;
let base: string;
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  provider = await startProvider();
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await buildTestApp({
    env: {
      EXTERNAL_AUTH_CLIENT_ID: 'test-client',
      EXTERNAL_AUTH_AUTHORIZE_URL: `${base}/authorize`,
      EXTERNAL_AUTH_USERINFO_URL: `${base}/info?format=json`,
    },
  });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const external = (accessToken: string, ip = '10.9.0.1') =>
  post(app, '/api/auth/login-external', { accessToken }, { ip });
const profile = (token: string) => call(app, 'GET', '/api/profile/get-profile-v6', undefined, { token });

describe('external-ID login', () => {
  it('exposes externalAuth in the settings only where a client id is configured', async () => {
    const flags = (await call(app, 'GET', '/api/options/get-settings')).body.result as Record<
      string,
      unknown
    >;
    expect(flags.externalAuth).toEqual({ clientId: 'test-client', authorizeUrl: `${base}/authorize` });
    const plain = await buildTestApp();
    try {
      const none = (await call(plain.app, 'GET', '/api/options/get-settings')).body.result as Record<
        string,
        unknown
      >;
      expect(none.externalAuth).toBeNull();
      expect(await post(plain.app, '/api/auth/login-external', { accessToken: 'token-anna' })).toMatchObject({
        status: 404,
        body: { errorName: 'ExternalLoginError' },
      });
    } finally {
      await plain.close();
    }
  });

  it('creates an account on first login, then finds it again by the provider subject', async () => {
    const first = await external('token-anna');
    expect(first.body).toEqual({
      status: 'ok',
      result: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const token = (first.body.result as { token: string }).token;
    expect((await profile(token)).body.result).toMatchObject({
      email: 'anna.ext@example.com',
      emailConfirmed: true,
      firstName: 'Анна',
      lastName: 'Внешняя',
      phones: [],
      hasPassword: false,
    });
    const again = await external('token-anna');
    const token2 = (again.body.result as { token: string }).token;
    expect(token2).not.toBe(token);
    expect((await profile(token2)).body.result).toMatchObject({ email: 'anna.ext@example.com' });
    expect(seen).toContain('OAuth');
    // an account made by external ID has no password: IncorrectLogin, as for an unknown login
    expect(
      (
        await post(
          app,
          '/api/auth/login',
          { login: 'anna.ext@example.com', password: 'whatever1' },
          { ip: '10.9.0.2' },
        )
      ).body.errorName,
    ).toBe('IncorrectLogin');
  });

  it('makes one account when two first logins of one person race', async () => {
    const [a, b] = await Promise.all([external('token-twin'), external('token-twin')]);
    expect([a.body.status, b.body.status]).toEqual(['ok', 'ok']);
    const emails = await Promise.all(
      [a, b].map(
        async (r) =>
          ((await profile((r.body.result as { token: string }).token)).body.result as { email: string })
            .email,
      ),
    );
    expect(emails).toEqual(['twin.ext@example.com', 'twin.ext@example.com']);
  });

  it('links an existing account by e-mail (emails[0] when there is no default)', async () => {
    const d = { ...freshDriver(), email: 'second.ext@example.com' };
    await registerDriver(app, d);
    const res = await external('token-emails');
    const token = (res.body.result as { token: string }).token;
    expect((await profile(token)).body.result).toMatchObject({
      email: d.email,
      firstName: 'Иван',
      hasPassword: true,
    });
    // the password still works
    expect(
      (await post(app, '/api/auth/login', { login: d.email, password: d.pass }, { ip: d.ip })).body.status,
    ).toBe('ok');
  });

  it('answers ExternalLoginError for a rejected token, no e-mail, or the provider down', async () => {
    expect(await external('token-unknown')).toMatchObject({
      status: 401,
      body: { errorName: 'ExternalLoginError' },
    });
    expect(await external('token-no-email')).toMatchObject({
      status: 401,
      body: { errorName: 'ExternalLoginError' },
    });
    mode = 'down';
    try {
      expect(await external('token-anna')).toMatchObject({
        status: 502,
        body: { errorName: 'ExternalLoginError' },
      });
    } finally {
      mode = 'yandex';
    }
  });

  it('asks again with Bearer when the provider challenges for it (OpenID-style user-info)', async () => {
    mode = 'oidc';
    try {
      seen.length = 0;
      expect((await external('token-anna')).body.status).toBe('ok');
      expect(seen).toEqual(['OAuth', 'Bearer']);
      expect((await external('token-unknown')).body.errorName).toBe('ExternalLoginError');
    } finally {
      mode = 'yandex';
    }
  });
});
