import type { OutgoingAttachment } from '../../db/schema/outbox.ts';

/** A message in its final words, ready for a transport. */
export type RenderedMessage =
  | {
      channel: 'email';
      to: string;
      subject: string;
      text: string;
      html: string;
      attachments?: OutgoingAttachment[];
    }
  | { channel: 'sms'; to: string; text: string }
  /** `text` describes the call for the dev outbox; the gateway gets only the digits. */
  | { channel: 'call'; to: string; code: string; text: string }
  /**
   * Issue 23 (helper REM): a web push to the account `to` (its id): the service worker shows
   * title and body and opens url; one notification per tag. `text` is for the dev outbox.
   */
  | { channel: 'push'; to: string; title: string; body: string; url: string; tag: string; text: string };
