import { PermanentDeliveryError } from '../permanent-delivery-error.ts';
import type { RenderedMessage } from '../rendered-message.ts';
import { renderEmail } from './render-email.ts';
import type { Language } from '@parking/domain/i18n/languages';
import type { MessageChannel } from '../../../db/schema/outbox.ts';
import { REMINDER_TEXTS } from './reminder-texts.ts';
import { TEMPLATE_TEXTS } from './template-texts.ts';
import { formatCityDateTime, formatCityTime } from '@parking/domain/format/city-time-format';

/** What renderMessage hands over (its MessageToRender and RenderFacts, named here without a cycle). */
interface ReminderToRender {
  channel: MessageChannel;
  recipient: string;
  vars: Record<string, string>;
  lang: Language;
  createdAt: Date;
}
interface ReminderFacts {
  cityName: string;
  timeZone: string;
}

/**
 * The end as the driver reads it: the time on the city's clock with its offset ("14:05 GMT+5"),
 * the date too when not today (the driver may be in another zone, or read it tomorrow).
 */
function endTime(at: Date, lang: string, timeZone: string, now: Date): string {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);
  return day(at) === day(now) ? formatCityTime(at, lang, timeZone) : formatCityDateTime(at, lang, timeZone);
}

/**
 * A stay's reminder (template 'parking-reminder') for its channel: a push (title, body, the
 * link to open, one notification per stay and kind), a short SMS with the link last, or an
 * e-mail with the link as a button-like line.
 */
export function renderReminder(message: ReminderToRender, facts: ReminderFacts): RenderedMessage {
  const { vars, channel, recipient: to } = message;
  const need = (key: string) => {
    const value = vars[key];
    if (!value) throw new PermanentDeliveryError(`template var ${key} is missing`);
    return value;
  };
  const kind = need('kind');
  if (kind !== 'before_end' && kind !== 'ended') throw new PermanentDeliveryError('vars.kind is bad');
  const t = REMINDER_TEXTS[message.lang];
  const [plate, zone, url] = [need('plate'), need('zone'), need('url')];
  const end = endTime(new Date(need('endsAt')), message.lang, facts.timeZone, message.createdAt);
  const minutes = Number(vars.minutes ?? '10');
  const title = kind === 'before_end' ? t.title.before_end(minutes) : t.title.ended;
  const body = t.body[kind](plate, zone, end);
  switch (channel) {
    case 'push':
      return {
        channel,
        to,
        title,
        body,
        url,
        tag: `reminder-${need('session')}-${kind}`,
        text: `${title}\n${body}\n${url}`,
      };
    case 'sms':
      return {
        channel,
        to,
        text:
          kind === 'before_end' ? t.sms.before_end(plate, minutes, end, url) : t.sms.ended(plate, end, url),
      };
    case 'email': {
      const common = TEMPLATE_TEXTS[message.lang];
      const blocks = [
        { kind: 'p' as const, text: common.greeting },
        { kind: 'p' as const, text: body },
        { kind: 'link' as const, label: t.extend, url },
        { kind: 'p' as const, text: t.howToStop },
      ];
      return { channel, to, ...renderEmail(title, blocks, common.signature(facts.cityName), message.lang) };
    }
    default:
      throw new PermanentDeliveryError('a reminder goes by push, SMS or e-mail');
  }
}
