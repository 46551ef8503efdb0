import { describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from '../permanent-delivery-error.ts';
import { renderMessage, type MessageToRender } from './render-message.ts';

const facts = { cityName: 'Пермь', timeZone: 'Asia/Yekaterinburg', publicUrl: 'https://parking.example/' };
const at = new Date('2026-03-05T09:07:00Z');

function message(overrides: Partial<MessageToRender>): MessageToRender {
  return {
    channel: 'email',
    recipient: 'anna@example.com',
    template: 'code',
    vars: { code: '482913', purpose: 'registration' },
    lang: 'ru',
    createdAt: at,
    ...overrides,
  };
}

describe('renderMessage', () => {
  it('writes a code e-mail for every purpose in both languages, the code in text and HTML', () => {
    const purposes = ['registration', 'email-change', 'phone-change', 'restore'];
    for (const lang of ['ru', 'en'] as const) {
      const subjects = new Set<string>();
      for (const purpose of purposes) {
        const out = renderMessage(message({ lang, vars: { code: '482913', purpose } }), facts);
        if (out.channel !== 'email') throw new Error('expected e-mail');
        subjects.add(out.subject);
        expect(out.text).toContain('482913');
        expect(out.html).toContain('482913');
        expect(out.text).toContain(lang === 'ru' ? 'Код действует 10 минут' : 'valid for 10 minutes');
        expect(out.html).toMatch(new RegExp(`<html lang="${lang}">`));
      }
      expect(subjects.size).toBe(4);
    }
    const ru = renderMessage(message({}), facts);
    expect(ru).toMatchObject({ subject: 'Код подтверждения регистрации' });
    expect((ru as { text: string }).text).toContain('Городская парковка · Пермь');
    const en = renderMessage(message({ lang: 'en', vars: { code: '1', purpose: 'restore' } }), facts);
    expect(en).toMatchObject({ subject: 'Password recovery code' });
  });

  it('writes SMS texts for codes and new passwords', () => {
    const sms = renderMessage(
      message({
        channel: 'sms',
        recipient: '79991112233',
        lang: 'en',
        vars: { code: '305117', purpose: 'phone-change' },
      }),
      facts,
    );
    expect(sms).toEqual({
      channel: 'sms',
      to: '79991112233',
      text: 'Phone number confirmation code: 305117. Do not share it.',
    });
    const password = renderMessage(
      message({
        channel: 'sms',
        recipient: '79991112233',
        template: 'new-password',
        vars: { password: 'Qw12er' },
      }),
      facts,
    );
    expect(password).toMatchObject({ text: 'Ваш новый пароль: Qw12er' });
  });

  it('turns a call into its 4 digits', () => {
    const call = renderMessage(
      message({ channel: 'call', recipient: '79994445566', vars: { code: '4821', purpose: 'registration' } }),
      facts,
    );
    expect(call).toMatchObject({ channel: 'call', to: '79994445566', code: '4821' });
    const password = renderMessage(
      message({
        channel: 'call',
        recipient: '79994445566',
        template: 'new-password',
        vars: { password: '7310' },
      }),
      facts,
    );
    expect(password).toMatchObject({ code: '7310' });
    expect(() =>
      renderMessage(
        message({ channel: 'call', recipient: '79994445566', vars: { code: '482913', purpose: 'restore' } }),
        facts,
      ),
    ).toThrow(PermanentDeliveryError);
  });

  it('writes the password-changed notice with the local time and a restore link, and no SMS for it', () => {
    const ru = renderMessage(message({ template: 'password-changed', vars: {} }), facts);
    if (ru.channel !== 'email') throw new Error('expected e-mail');
    expect(ru.subject).toBe('Пароль изменён');
    expect(ru.text).toContain('5 марта 2026');
    expect(ru.text).toContain('14:07'); // 09:07 UTC in Perm (UTC+5)
    expect(ru.text).toContain('https://parking.example/restore-password');
    const en = renderMessage(message({ template: 'password-changed', vars: {}, lang: 'en' }), facts);
    expect((en as { text: string }).text).toContain('https://parking.example/en/restore-password');
    expect((en as { text: string }).text).toContain("If it wasn't you, restore your password:");
    expect(() =>
      renderMessage(
        message({ channel: 'sms', recipient: '79991112233', template: 'password-changed', vars: {} }),
        facts,
      ),
    ).toThrow(PermanentDeliveryError);
  });

  it('words what a receipt paid for in the message language', () => {
    const vars = { amount: '25000', description: 'refill', order: 'abc', paidAt: at.toISOString() };
    const ru = renderMessage(message({ template: 'payment-receipt', vars }), facts);
    const en = renderMessage(message({ template: 'payment-receipt', vars, lang: 'en' }), facts);
    expect((ru as { text: string }).text).toContain('Пополнение баланса');
    expect((ru as { text: string }).text).not.toContain('Balance top-up');
    expect((en as { text: string }).text).toContain('Balance top-up');
  });

  it('writes money and time one way, and keeps the summary lines apart in the HTML', () => {
    const vars = { amount: '123450', description: 'refill', order: 'abc', paidAt: at.toISOString() };
    const ru = renderMessage(message({ template: 'payment-receipt', vars }), facts) as {
      text: string;
      html: string;
    };
    const en = renderMessage(message({ template: 'payment-receipt', vars, lang: 'en' }), facts) as {
      text: string;
      html: string;
    };
    expect(ru.text).toMatch(/Сумма: 1\s234,50\s₽\nЗаказ: abc\nДата: 5 марта 2026\sг\., 14:07 GMT\+5/);
    expect(en.text).toContain('Amount: ₽1,234.50\nOrder: abc\nDate: 5 March 2026, 14:07 GMT+5');
    expect(en.html).toContain('Balance top-up<br>\nAmount: ₽1,234.50<br>\nOrder: abc<br>\nDate: ');
  });

  it('escapes what goes into HTML', () => {
    const out = renderMessage(message({ template: 'new-password', vars: { password: '<b>&"x' } }), {
      ...facts,
      cityName: '<script>',
    });
    if (out.channel !== 'email') throw new Error('expected e-mail');
    expect(out.html).toContain('&#60;b&#62;&#38;&#34;x');
    expect(out.html).not.toContain('<script>');
    expect(out.text).toContain('<b>&"x');
  });

  it('refuses a message with a missing var', () => {
    expect(() => renderMessage(message({ vars: { purpose: 'restore' } }), facts)).toThrow(/code is missing/);
  });
});
