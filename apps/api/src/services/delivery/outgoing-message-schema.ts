import { z } from 'zod';
import { CALL_CODE_LENGTH, PHONE_DIGITS } from '@parking/domain/accounts/account-rules';
import { LANGUAGES } from '@parking/domain/i18n/languages';
import type { OutgoingMessage } from './outgoing-message.ts';

export const CODE_PURPOSES = ['registration', 'email-change', 'phone-change', 'restore'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** What one outbox attachment may weigh (migration 0018 allows 8 MiB; keep a margin). */
export const MAX_ATTACHMENT_BYTES = 6 * 1024 * 1024;
export const MAX_ATTACHMENTS = 3;

const callDigits = new RegExp(`^\\d{${CALL_CODE_LENGTH}}$`);
const phone = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/**
 * What enqueueMessage accepts. A message the templates cannot render is a bug in the caller, so
 * it fails at enqueue — inside the caller's transaction, which then rolls back — rather than
 * minutes later in the worker where nobody is waiting for the answer.
 */
export const OutgoingMessageSchema = z
  .object({
    channel: z.enum(['email', 'sms', 'call', 'push']),
    // min 1: a push goes to an account id (issue 23); each channel's shape is checked below
    to: z.string().min(1).max(254),
    template: z.enum([
      'code',
      'new-password',
      'password-changed',
      'history-report',
      'receipt',
      'appeal-reply',
      'mobile-payment',
      // issue 23 item 1 (helper REM): a reminder of a stay's end
      'parking-reminder',
      'payment-receipt',
      // issue 23 item 5 (helper PROOF): a guest's proof of payment
      'parking-proof',
    ]),
    vars: z.record(z.string().max(40), z.string().max(200)),
    lang: z.enum(LANGUAGES),
    attachments: z
      .array(
        z.object({
          filename: z.string().regex(/^[^/\\]{1,200}$/),
          contentType: z.string().min(3).max(200),
          content: z
            .instanceof(Buffer)
            .refine((b) => b.length <= MAX_ATTACHMENT_BYTES, `attachment over ${MAX_ATTACHMENT_BYTES} bytes`),
        }),
      )
      .max(MAX_ATTACHMENTS)
      .optional(),
  })
  .superRefine((m, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    // issue 23 (helper REM): a push message goes to an account (its id) and only reminders go so
    if (m.channel === 'push') {
      if (!/^\d{1,10}$/.test(m.to)) fail('to: an account id for push');
      if (m.template !== 'parking-reminder') fail('push carries reminders only');
    } else if (m.channel === 'email' ? !/^[^\s@]+@[^\s@]+$/.test(m.to) : !phone.test(m.to)) {
      fail(m.channel === 'email' ? 'to: not an e-mail address' : `to: not a phone of ${PHONE_DIGITS} digits`);
    }
    if (m.template === 'code') {
      if (!(CODE_PURPOSES as readonly string[]).includes(m.vars.purpose ?? '')) fail('vars.purpose: unknown');
      const code = m.vars.code ?? '';
      if (m.channel === 'call' ? !callDigits.test(code) : !/^\d{4,8}$/.test(code)) {
        fail(`vars.code: ${m.channel === 'call' ? `${CALL_CODE_LENGTH} digits by call` : '4 to 8 digits'}`);
      }
      // the confirmation link's parts (registration e-mails): a URL-safe salt and a city code
      if (m.vars.salt !== undefined && !/^[\w-]{16,100}$/.test(m.vars.salt)) fail('vars.salt: base64url');
      if (m.vars.city !== undefined && !/^[a-z0-9-]{1,40}$/.test(m.vars.city)) fail('vars.city: a city code');
    }
    if (m.template === 'new-password') {
      const password = m.vars.password ?? '';
      if (m.channel === 'call' ? !callDigits.test(password) : password.length === 0) {
        fail(`vars.password: ${m.channel === 'call' ? `${CALL_CODE_LENGTH} digits by call` : 'required'}`);
      }
    }
    if (m.template === 'password-changed' && m.channel !== 'email') fail('password-changed is e-mail only');
    if (m.template === 'history-report') {
      if (m.channel !== 'email') fail('history-report is e-mail only');
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m.vars.month ?? '')) fail('vars.month: YYYY-MM');
      for (const key of ['spent', 'refilled', 'operations']) {
        if (!/^-?\d{1,15}$/.test(m.vars[key] ?? '')) fail(`vars.${key}: an integer`);
      }
    }
    if (m.template === 'receipt') {
      if (m.channel !== 'email') fail('receipt is e-mail only');
      if (!m.vars.title) fail('vars.title: required');
      if (!/^\d{1,15}$/.test(m.vars.sum ?? '')) fail('vars.sum: kopecks');
      if (!/^\d{20}$|^\d{25}$/.test(m.vars.uin ?? '')) fail('vars.uin: 20 or 25 digits');
    }
    if (m.template === 'appeal-reply') {
      if (m.channel !== 'email') fail('appeal-reply is e-mail only');
      if (!/^\d{1,10}$/.test(m.vars.idAppeal ?? '')) fail('vars.idAppeal: digits');
      if (!m.vars.excerpt) fail('vars.excerpt: required');
    }
    if (m.template === 'mobile-payment') {
      if (m.channel !== 'sms') fail('mobile-payment is SMS only');
      if (!/^\d{1,15}$/.test(m.vars.amount ?? '')) fail('vars.amount: kopecks');
      if (!/^https?:\/\//.test(m.vars.url ?? '')) fail('vars.url: an absolute URL');
    }
    if (m.template === 'payment-receipt') {
      if (m.channel !== 'email') fail('payment-receipt is e-mail only');
      if (!/^\d{1,15}$/.test(m.vars.amount ?? '')) fail('vars.amount: kopecks');
      if (!['refill', 'extension', 'payment'].includes(m.vars.description ?? ''))
        fail('vars.description: refill, extension or payment');
      if (!m.vars.order) fail('vars.order: required');
      if (Number.isNaN(Date.parse(m.vars.paidAt ?? ''))) fail('vars.paidAt: an ISO instant');
    }
    // issue 23 item 5 (helper PROOF): the proof of a guest's paid stay, by e-mail (PDF attached) or SMS
    if (m.template === 'parking-proof') {
      if (m.channel !== 'email' && m.channel !== 'sms') fail('parking-proof is e-mail or SMS');
      if (!/^https?:\/\//.test(m.vars.url ?? '')) fail('vars.url: an absolute URL');
      if (!m.vars.plate) fail('vars.plate: required');
      if (!/^\d{1,15}$/.test(m.vars.order ?? '')) fail('vars.order: the stay id');
    }
    // issue 23 item 1 (helper REM): a reminder of a stay's end, with its one-tap extend link
    if (m.template === 'parking-reminder') {
      if (m.channel === 'call') fail('parking-reminder is push, SMS or e-mail');
      if (!['before_end', 'ended'].includes(m.vars.kind ?? '')) fail('vars.kind: before_end or ended');
      if (!m.vars.zone || !m.vars.plate) fail('vars.zone, vars.plate: required');
      if (!/^\d{1,15}$/.test(m.vars.session ?? '')) fail('vars.session: the stay id');
      if (Number.isNaN(Date.parse(m.vars.endsAt ?? ''))) fail('vars.endsAt: an ISO instant');
      if (!/^https?:\/\//.test(m.vars.url ?? '')) fail('vars.url: an absolute URL');
    }
    if (m.attachments?.length && m.channel !== 'email') fail('attachments: e-mail only');
  }) satisfies z.ZodType<OutgoingMessage>;
