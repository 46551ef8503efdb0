import { describe, expect, it } from 'vitest';
import { testI18n } from '../shared/testing/render-with-providers';

describe('i18n', () => {
  it('uses Russian plural forms', async () => {
    await testI18n.loadNamespaces('news');
    await testI18n.loadLanguages('en');
    const t = testI18n.getFixedT('ru', 'news');
    expect(t('count', { count: 1 })).toBe('1 новость');
    expect(t('count', { count: 3 })).toBe('3 новости');
    expect(t('count', { count: 5 })).toBe('5 новостей');
    expect(t('count', { count: 21 })).toBe('21 новость');
    expect(testI18n.getFixedT('en', 'news')('count', { count: 5 })).toBe('5 news items');
  });

  it('loads the errors namespace from the domain table in both languages', async () => {
    await testI18n.loadNamespaces('errors');
    await testI18n.loadLanguages('en');
    expect(testI18n.getFixedT('ru', 'errors')('NoMoneyNoHoney')).toBe(
      'Недостаточно средств для оплаты парковочной сессии',
    );
    expect(testI18n.getFixedT('en', 'errors')('NoMoneyNoHoney')).toBe('Not sufficient funds');
  });

  it('falls back to Russian for a key missing in English', () => {
    testI18n.addResource('ru', 'common', 'onlyInRussian', 'Только по-русски');
    expect(testI18n.getFixedT('en', 'common')('onlyInRussian')).toBe('Только по-русски');
  });

  it('serves the login texts as loginForm (from features/auth) and the shared validation texts', async () => {
    await testI18n.loadNamespaces(['loginForm', 'validation', 'forms']);
    await testI18n.loadLanguages('en');
    expect(testI18n.getFixedT('ru', 'loginForm')('errors.email')).toBe('Введите корректный e-mail');
    expect(testI18n.getFixedT('en', 'validation')('phoneLength')).toBe('Need to be 11 chars');
    const ru = testI18n.getFixedT('ru', 'forms');
    expect(ru('resend.wait', { count: 1 })).toMatch(/через 1 секунду$/);
    expect(ru('resend.wait', { count: 3 })).toMatch(/через 3 секунды$/);
    expect(ru('resend.wait', { count: 10 })).toMatch(/через 10 секунд$/);
    expect(ru('resend.wait', { count: 21 })).toMatch(/через 21 секунду$/);
    expect(testI18n.getFixedT('en', 'forms')('resend.wait', { count: 1 })).toMatch(/in 1 second$/);
  });
});
