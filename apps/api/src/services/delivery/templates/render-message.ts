import type { DescriptionType } from '../../../db/schema/card-payments.ts';
import type { MessageChannel, MessageTemplate, OutgoingAttachment } from '../../../db/schema/outbox.ts';
import type { Language } from '@parking/domain/i18n/languages';
import type { CodePurpose } from '../outgoing-message-schema.ts';
import { PermanentDeliveryError } from '../permanent-delivery-error.ts';
import type { RenderedMessage } from '../rendered-message.ts';
import { renderEmail, type EmailBlock } from './render-email.ts';
import { TEMPLATE_TEXTS } from './template-texts.ts';
import { renderReminder } from './render-reminder.ts';
import { formatMoney } from '@parking/domain/format/money-format';
import { formatCityDateTime } from '@parking/domain/format/city-time-format';

export interface MessageToRender {
  channel: MessageChannel;
  recipient: string;
  template: MessageTemplate;
  vars: Record<string, string>;
  lang: Language;
  /** When the message was queued: the moment a password-changed notice reports. */
  createdAt: Date;
  /** Files to send with an e-mail (outbox_attachments). */
  attachments?: OutgoingAttachment[];
}

export interface RenderFacts {
  cityName: string;
  timeZone: string;
  publicUrl: string;
}

function need(vars: Record<string, string>, key: string): string {
  const value = vars[key];
  if (!value) throw new PermanentDeliveryError(`template var ${key} is missing`);
  return value;
}

// One way for money and times in every message (docs/decisions/0016-money-and-time-format.md).
const formatTime = (at: Date, lang: Language, timeZone: string) =>
  formatCityDateTime(at, lang, timeZone, { year: true });

/**
 * The registration page promises a link in the e-mail: /registration/confirmation/email/{salt}/{code}
 * applies the code at once. The address names its city (/c/{city}: the browser that opens it may
 * hold another city, or none) and the language the driver registered in.
 */
function confirmationLink(message: MessageToRender, facts: RenderFacts, label: string): EmailBlock[] {
  const { salt, city, code } = message.vars;
  if (message.channel !== 'email' || !salt || !city || !code) return [];
  const language = message.lang === 'ru' ? '' : `/${message.lang}`;
  const url = `${facts.publicUrl.replace(/\/$/, '')}/c/${encodeURIComponent(city)}${language}/registration/confirmation/email/${encodeURIComponent(salt)}/${code}`;
  return [{ kind: 'link', label, url }];
}

/** The words of one message for its channel. Throws PermanentDeliveryError when it cannot. */
export function renderMessage(message: MessageToRender, facts: RenderFacts): RenderedMessage {
  const t = TEMPLATE_TEXTS[message.lang];
  const { channel, recipient: to, vars } = message;
  const secret = message.template === 'code' ? need(vars, 'code') : undefined;
  if (channel === 'call') {
    const digits = message.template === 'new-password' ? need(vars, 'password') : secret;
    if (!digits || !/^\d{4}$/.test(digits)) throw new PermanentDeliveryError('a call carries 4 digits');
    return { channel, to, code: digits, text: t.call(digits) };
  }
  // issue 23 item 1 (helper REM): the reminders have their own texts and the push channel
  if (message.template === 'parking-reminder') return renderReminder(message, facts);
  if (channel === 'push') throw new PermanentDeliveryError('only reminders go by push');

  let subject: string;
  let blocks: EmailBlock[];
  let sms: string | null;
  switch (message.template) {
    case 'code': {
      const purpose = need(vars, 'purpose') as CodePurpose;
      subject = t.code.subject[purpose];
      if (!subject) throw new PermanentDeliveryError('unknown code purpose');
      blocks = [
        { kind: 'p', text: t.greeting },
        { kind: 'p', text: t.code.intro[purpose] },
        { kind: 'secret', text: secret! },
        ...confirmationLink(message, facts, t.code.link),
        { kind: 'p', text: t.code.validity },
        { kind: 'p', text: t.code.notYou },
      ];
      sms = t.code.sms(subject, secret!);
      break;
    }
    case 'new-password': {
      const password = need(vars, 'password');
      subject = t.newPassword.subject;
      blocks = [
        { kind: 'p', text: t.greeting },
        { kind: 'p', text: t.newPassword.intro },
        { kind: 'secret', text: password },
        { kind: 'p', text: t.newPassword.advice },
      ];
      sms = t.newPassword.sms(password);
      break;
    }
    case 'password-changed': {
      const restoreUrl = `${facts.publicUrl.replace(/\/$/, '')}${message.lang === 'ru' ? '' : `/${message.lang}`}/restore-password`;
      subject = t.passwordChanged.subject;
      blocks = [
        { kind: 'p', text: t.greeting },
        {
          kind: 'p',
          text: t.passwordChanged.line(formatTime(message.createdAt, message.lang, facts.timeZone)),
        },
        { kind: 'link', label: t.passwordChanged.notYou, url: restoreUrl },
      ];
      sms = null;
      break;
    }
    case 'history-report': {
      const [year, month] = need(vars, 'month').split('-').map(Number) as [number, number];
      const monthName = t.historyReport.months[month - 1];
      if (!monthName || !year) throw new PermanentDeliveryError('template var month is bad');
      const period = t.historyReport.period(monthName, year);
      const attached = (message.attachments?.length ?? 0) > 0;
      const operationsUrl = `${facts.publicUrl.replace(/\/$/, '')}${message.lang === 'ru' ? '' : `/${message.lang}`}/profile/operations`;
      subject = t.historyReport.subject(period);
      blocks = [
        { kind: 'p', text: t.greeting },
        { kind: 'p', text: t.historyReport.intro(period) },
        {
          kind: 'p',
          text: [
            t.historyReport.spent(formatMoney(Number(need(vars, 'spent')), message.lang)),
            t.historyReport.refilled(formatMoney(Number(need(vars, 'refilled')), message.lang)),
            t.historyReport.operations(Number(need(vars, 'operations'))),
          ].join('\n'),
        },
        { kind: 'p', text: attached ? t.historyReport.attached : t.historyReport.notAttached },
        { kind: 'link', label: t.historyReport.cabinet, url: operationsUrl },
        { kind: 'p', text: t.historyReport.howToStop },
      ];
      sms = null;
      break;
    }
    case 'receipt': {
      const title = need(vars, 'title');
      subject = t.receipt.subject(title);
      blocks = [
        { kind: 'p', text: t.greeting },
        { kind: 'p', text: t.receipt.intro(title) },
        {
          kind: 'p',
          text: [
            t.receipt.sum(formatMoney(Number(need(vars, 'sum')), message.lang)),
            t.receipt.uin(need(vars, 'uin')),
          ].join('\n'),
        },
        { kind: 'p', text: t.receipt.howToPay },
      ];
      sms = null;
      break;
    }
    case 'appeal-reply': {
      const id = need(vars, 'idAppeal');
      const feedbackUrl = `${facts.publicUrl.replace(/\/$/, '')}${message.lang === 'ru' ? '' : `/${message.lang}`}/profile/feedback`;
      subject = t.appealReply.subject(id);
      blocks = [
        { kind: 'p', text: t.greeting },
        { kind: 'p', text: t.appealReply.intro(id) },
        { kind: 'p', text: need(vars, 'excerpt') },
        { kind: 'link', label: t.appealReply.open, url: feedbackUrl },
      ];
      sms = null;
      break;
    }
    case 'mobile-payment': {
      subject = '';
      blocks = [];
      sms = t.mobilePayment.sms(formatMoney(Number(need(vars, 'amount')), message.lang), need(vars, 'url'));
      break;
    }
    case 'payment-receipt': {
      const paidAt = new Date(need(vars, 'paidAt'));
      subject = t.paymentReceipt.subject;
      blocks = [
        { kind: 'p', text: t.greeting },
        { kind: 'p', text: t.paymentReceipt.intro },
        {
          kind: 'p',
          text: t.paymentReceipt.lines(
            t.paymentReceipt.what[need(vars, 'description') as DescriptionType],
            formatMoney(Number(need(vars, 'amount')), message.lang),
            need(vars, 'order'),
            formatTime(paidAt, message.lang, facts.timeZone),
          ),
        },
      ];
      sms = null;
      break;
    }
    // issue 23 item 5 (helper PROOF): a guest's proof of payment, its PDF attached to the e-mail
    case 'parking-proof': {
      const plate = need(vars, 'plate');
      const url = need(vars, 'url');
      subject = t.parkingProof.subject(plate);
      blocks = [
        { kind: 'p', text: t.greeting },
        { kind: 'p', text: t.parkingProof.intro(plate, vars.zone ?? '', need(vars, 'order')) },
        { kind: 'p', text: t.parkingProof.attached },
        { kind: 'link', label: t.parkingProof.link, url },
      ];
      sms = t.parkingProof.sms(plate, url);
      break;
    }
    default:
      throw new PermanentDeliveryError('unknown template');
  }
  if (channel === 'sms') {
    if (sms === null) throw new PermanentDeliveryError(`${message.template} has no SMS text`);
    return { channel, to, text: sms };
  }
  return {
    channel,
    to,
    ...renderEmail(subject, blocks, t.signature(facts.cityName), message.lang),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
  };
}
