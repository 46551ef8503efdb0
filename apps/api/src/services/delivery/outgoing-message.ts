import type { Language } from '@parking/domain/i18n/languages';
import type { MessageChannel, MessageTemplate, OutgoingAttachment } from '../../db/schema/outbox.ts';

/**
 * What the account services ask to be delivered. The delivery service owns the texts (ru/en
 * templates, db/schema/outbox.ts lists them with their vars) and the channels; callers only
 * say what and to whom.
 */
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
