import type { Language } from '@parking/domain/i18n/languages';

/**
 * What the account services ask to be delivered. The delivery service owns the texts (ru/en
 * templates) and the channels; callers only say what and to whom.
 */
export type MessageChannel = 'email' | 'sms' | 'call';

export type MessageTemplate =
  /**
   * vars: code, purpose ('registration' | 'email-change' | 'phone-change' | 'restore').
   * By call the code is the 4 digits the caller ID ends in; otherwise 6 digits.
   */
  | 'code'
  /** vars: password — the restore variant that sends a new password (by call: its last 4 digits) */
  | 'new-password'
  /** vars: none — notice after a password change (e-mail only) */
  | 'password-changed'
  /**
   * vars: month ('YYYY-MM'), spent, refilled (kopecks), operations (a count) — the monthly
   * operations history report (e-mail only); the history itself is an attachment.
   */
  | 'history-report'
  /** vars: title (the document's name), sum (kopecks), uin — a receipt or invoice, its PDF attached (e-mail only). */
  | 'receipt'
  /** vars: idAppeal (digits), excerpt (the reply's start, at most 200 characters) — the operator answered an appeal (e-mail only). */
  | 'appeal-reply'
  /** vars: amount (kopecks), url (where the payment is confirmed) — a payment by a phone method (SMS only). */
  | 'mobile-payment'
  /**
   * vars: amount (kopecks), description (what was paid: the payment's descriptionType), order (our payment id), paidAt (ISO) —
   * the receipt of a card payment, to the e-mail typed on the /payment page (e-mail only).
   */
  | 'payment-receipt';

/** A file sent with an e-mail; kept in outbox_attachments until the message is sent. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMessage {
  channel: MessageChannel;
  /** E-mail address, or phone as 11 digits. */
  to: string;
  template: MessageTemplate;
  vars: Record<string, string>;
  lang: Language;
  /** E-mail only; at most MAX_ATTACHMENTS files of MAX_ATTACHMENT_BYTES each. */
  attachments?: OutgoingAttachment[];
}
