import { describe, expect, it } from 'vitest';
import { renderMessage } from './render-message.ts';

const facts = { cityName: 'Пермь', timeZone: 'Asia/Yekaterinburg', publicUrl: 'https://parking.example' };
const url = 'https://parking.example/c/perm/extend/7.3.abc';
const vars = {
  kind: 'before_end',
  session: '7',
  zone: '101',
  plate: 'А123ВС59',
  endsAt: '2026-03-16T07:00:00.000Z',
  minutes: '5',
  url,
};
const at = new Date('2026-03-16T06:55:00.000Z');

describe('the parking-reminder template', () => {
  it('pushes a title, a body in city time, the link and one tag per stay and kind', () => {
    const push = renderMessage(
      { channel: 'push', recipient: '3', template: 'parking-reminder', vars, lang: 'ru', createdAt: at },
      facts,
    );
    expect(push).toMatchObject({
      channel: 'push',
      to: '3',
      title: 'Парковка закончится через 5 минут',
      body: 'А123ВС59, зона 101: оплачено до 12:00 GMT+5. Продлить можно в одно касание.',
      url,
      tag: 'reminder-7-before_end',
    });
  });

  it('says it short by SMS with the link last, and by e-mail with the link and how to stop', () => {
    const sms = renderMessage(
      {
        channel: 'sms',
        recipient: '79990001122',
        template: 'parking-reminder',
        vars: { ...vars, minutes: '1' },
        lang: 'ru',
        createdAt: at,
      },
      facts,
    );
    expect(sms).toEqual({
      channel: 'sms',
      to: '79990001122',
      text: `Парковка А123ВС59 закончится через 1 минуту (12:00 GMT+5). Продлить: ${url}`,
    });
    const mail = renderMessage(
      {
        channel: 'email',
        recipient: 'a@b.example',
        template: 'parking-reminder',
        vars: { ...vars, kind: 'ended' },
        lang: 'en',
        createdAt: at,
      },
      facts,
    );
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your parking has ended' });
    expect(mail.channel === 'email' && mail.text).toContain(`Extend the parking\n${url}`);
    expect(mail.channel === 'email' && mail.text).toContain('under Settings');
  });

  it('refuses to push any other template', () => {
    expect(() =>
      renderMessage(
        {
          channel: 'push',
          recipient: '3',
          template: 'password-changed',
          vars: {},
          lang: 'ru',
          createdAt: at,
        },
        facts,
      ),
    ).toThrow(/only reminders go by push/);
  });
});
