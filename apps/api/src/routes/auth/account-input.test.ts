import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { post } from '../../../test/account-test-kit.ts';

const t = await buildTestApp();
const app = t.app;
afterAll(() => t.close());

describe('bad input', () => {
  it('answers ValidationError on every call of the area, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { email: 'not-an-email', phone: '123', pass: '1', code: 'abc', salt: '!!', login: '', password: 5 },
      { email: ['a'], phone: { x: 1 }, code: 123456, salt: 'A'.repeat(200), edit: 'maybe', isReply: 7 },
    ];
    const urls = [
      '/api/registration/register',
      '/api/profile/check-email',
      '/api/profile/check-phone',
      '/api/profile/send-email-code',
      '/api/profile/send-sms-code',
      '/api/profile/confirm-email',
      '/api/profile/confirm-phone',
      '/api/auth/login',
      '/api/auth/check-captcha',
      '/api/auth/login-external',
      '/api/auth/restore-password/send',
      '/api/auth/restore-password/check',
      '/api/auth/restore-password/change',
    ];
    for (const url of urls) {
      for (const body of bodies) {
        const res = await post(app, url, body as Record<string, unknown>, { ip: '10.250.0.1' });
        expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.errorName, `${url} ${JSON.stringify(body)}`).toBe('ValidationError');
      }
      const broken = await app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.250.0.2',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(broken.statusCode, url).toBe(400);
      expect(broken.json().errorName).toBe('ValidationError');
    }
    // send and confirm calls need a salt or a token
    const none = await post(app, '/api/profile/confirm-email', { code: '123456' });
    expect(none).toMatchObject({ status: 400, body: { errorName: 'ValidationError' } });
    expect(Object.keys(none.body.fields as object)).toEqual(['body.salt']);
  });
});
