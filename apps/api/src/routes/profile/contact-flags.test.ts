import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { SITE_SETTINGS_KEYS } from '../../db/schema/map-content.ts';
import { forgetCityMemo } from '../../services/content/per-city-memo.ts';
import {
  ageSends,
  call,
  cityOf,
  freshDriver,
  lastSecret,
  post,
  registerDriver,
  sentTo,
} from '../../../test/account-test-kit.ts';

/**
 * The profile's add-phone and e-mail change follow the city's flags (document 2 §2):
 * rostov has allowAddPhone off, sevastopol emailEditing 'readonly', perm both on.
 */
const t = await buildTestApp({ cities: ['perm', 'rostov', 'sevastopol'] });
const app = t.app;
afterAll(() => t.close());

const profile = async (city: string, token: string) =>
  (await call(app, 'GET', `/c/${city}/api/profile/get-profile-v6`, undefined, { token })).body
    .result as Record<string, unknown>;

/** Sets one flag in a city's stored settings for the scenario, then puts the old value back. */
async function withFlag(city: string, flag: Record<string, unknown>, run: () => Promise<void>) {
  const ctx = await cityOf(app, city);
  const key = SITE_SETTINGS_KEYS.settingsFlags;
  const { rows } = await ctx.query('SELECT value FROM site_settings WHERE key = $1', [key]);
  const before = rows[0]?.value ?? {};
  const set = async (value: unknown) => {
    await ctx.query(
      `INSERT INTO site_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [key, JSON.stringify(value)],
    );
    forgetCityMemo(ctx, key);
  };
  await set({ ...before, ...flag });
  try {
    await run();
  } finally {
    await set(before);
  }
}

const disabled = { status: 403, body: { status: 'error', errorName: 'FeatureDisabled' } };

describe('allowAddPhone', () => {
  it('is in the settings answer: off in rostov, on in perm', async () => {
    const flags = async (base: string) =>
      (await call(app, 'GET', `${base}/api/options/get-settings`)).body.result as Record<string, unknown>;
    expect(await flags('/c/rostov')).toMatchObject({ allowAddPhone: false, emailEditing: 'edit' });
    expect(await flags('/c/sevastopol')).toMatchObject({ allowAddPhone: true, emailEditing: 'readonly' });
    expect(await flags('')).toMatchObject({ allowAddPhone: true, emailEditing: 'edit' });
  });

  it('off (rostov): registration works, adding an extra phone is FeatureDisabled, changing one is not', async () => {
    const d = freshDriver('rostov');
    const token = await registerDriver(app, d, 'rostov');
    const opts = { token, ip: d.ip, lang: 'en' as const };
    const next = freshDriver().phone;
    // the code is still sent: change-phone proves the new number with it
    expect(
      (await post(app, '/c/rostov/api/profile/send-sms-code', { phone: next, edit: true }, opts)).body.status,
    ).toBe('ok');
    const code = await lastSecret(app, next, 'rostov');
    const refused = await post(app, '/c/rostov/api/profile/confirm-phone', { code }, opts);
    expect(refused).toMatchObject(disabled);
    expect(refused.body.errorMessage).toBe('This feature is switched off in your city');
    expect((await profile('rostov', token)).phones).toEqual([{ phone: d.phone, isMain: true }]);
    // the refusal did not spend the code; changing the main phone with it is allowed
    const changed = await post(app, '/c/rostov/api/profile/change-phone', { phone: next, code }, opts);
    expect(changed.body).toMatchObject({ status: 'ok', result: [{ phone: next, isMain: true }] });
  });

  it('off: confirming the current phone (edit=false) still works', async () => {
    const d = freshDriver('rostov');
    const token = await registerDriver(app, d, 'rostov');
    await ageSends(app, d.phone, 'rostov');
    const opts = { token, ip: d.ip };
    expect(
      (await post(app, '/c/rostov/api/profile/send-sms-code', { phone: d.phone }, opts)).body.status,
    ).toBe('ok');
    const code = await lastSecret(app, d.phone, 'rostov');
    expect((await post(app, '/c/rostov/api/profile/confirm-phone', { code }, opts)).body).toEqual({
      status: 'ok',
    });
  });

  it('on (perm): the confirmed number joins the phones; turned off after the code, the confirm is refused', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    const opts = { token, ip: d.ip };
    const added = freshDriver().phone;
    await post(app, '/api/profile/send-sms-code', { phone: added, edit: true }, opts);
    expect(
      (await post(app, '/api/profile/confirm-phone', { code: await lastSecret(app, added) }, opts)).body,
    ).toEqual({ status: 'ok' });
    const late = freshDriver().phone;
    await post(app, '/api/profile/send-sms-code', { phone: late, edit: true }, opts);
    const code = await lastSecret(app, late);
    await withFlag('perm', { allowAddPhone: false }, async () => {
      const refused = await post(app, '/api/profile/confirm-phone', { code }, opts);
      expect(refused).toMatchObject(disabled);
      expect(refused.body.errorMessage).toBe('Эта возможность в вашем городе отключена');
    });
    expect((await profile('perm', token)).phones).toEqual([
      { phone: d.phone, isMain: true },
      { phone: added, isMain: false },
    ]);
  });
});

describe('emailEditing', () => {
  it('readonly (sevastopol): registration works; a new e-mail is FeatureDisabled and nothing is sent', async () => {
    const d = freshDriver('sevastopol');
    const token = await registerDriver(app, d, 'sevastopol');
    const opts = { token, ip: d.ip };
    const next = `next.${d.email}`;
    expect(
      await post(app, '/c/sevastopol/api/profile/send-email-code', { email: next, edit: true }, opts),
    ).toMatchObject(disabled);
    expect(await sentTo(app, next, 'sevastopol')).toEqual([]);
    // the current address can still be confirmed
    await ageSends(app, d.email, 'sevastopol');
    expect(
      (await post(app, '/c/sevastopol/api/profile/send-email-code', { email: d.email }, opts)).body.status,
    ).toBe('ok');
    const code = await lastSecret(app, d.email, 'sevastopol');
    expect((await post(app, '/c/sevastopol/api/profile/confirm-email', { code }, opts)).body).toEqual({
      status: 'ok',
    });
    expect(await profile('sevastopol', token)).toMatchObject({ email: d.email });
  });

  it('edit (perm) changes the e-mail; hidden or readonly after the code was sent, the confirm is refused', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    const opts = { token, ip: d.ip };
    const next = `next.${d.email}`;
    expect(
      (await post(app, '/api/profile/send-email-code', { email: next, edit: true }, opts)).body.status,
    ).toBe('ok');
    const code = await lastSecret(app, next);
    for (const emailEditing of ['hidden', 'readonly']) {
      await withFlag('perm', { emailEditing }, async () => {
        expect(await post(app, '/api/profile/confirm-email', { code }, opts), emailEditing).toMatchObject(
          disabled,
        );
        expect(
          await post(app, '/api/profile/send-email-code', { email: `x.${d.email}`, edit: true }, opts),
          emailEditing,
        ).toMatchObject(disabled);
      });
    }
    expect(await profile('perm', token)).toMatchObject({ email: d.email });
    expect((await post(app, '/api/profile/confirm-email', { code }, opts)).body).toEqual({ status: 'ok' });
    expect(await profile('perm', token)).toMatchObject({ email: next, emailConfirmed: true });
  });
});
