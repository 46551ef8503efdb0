import type { FastifyBaseLogger } from 'fastify';
import { insertDevOutboxMessage } from '../../db/outbox/insert-dev-outbox-message.ts';
import { maskRecipient } from './mask-recipient.ts';
import type { RenderedMessage } from './rendered-message.ts';
import type { DeliveryContext, Transport } from './transport.ts';

/**
 * The local stand-in for both the SMTP server and the SMS gateway: the rendered message goes to
 * the city's dev_outbox table, readable at /api/dev/outbox. The log line names the masked
 * recipient only — the code is on the page, not in logs that get shipped elsewhere.
 */
export class DevOutboxTransport implements Transport {
  readonly name = 'dev-outbox';

  constructor(private readonly log: FastifyBaseLogger) {}

  async deliver(message: RenderedMessage, context: DeliveryContext): Promise<void> {
    await insertDevOutboxMessage(context.db, {
      outboxId: context.outboxId,
      channel: message.channel,
      recipient: message.to,
      subject: message.channel === 'email' ? message.subject : null,
      // the dev page shows text only: name the files so a developer sees they were there
      body:
        message.channel === 'email' && message.attachments?.length
          ? `${message.text}\n${message.attachments
              .map((a) => `[attachment: ${a.filename}, ${a.content.length} bytes]`)
              .join('\n')}\n`
          : message.text,
      html: message.channel === 'email' ? message.html : null,
    });
    this.log.info(
      { outboxId: context.outboxId, channel: message.channel },
      `message for ${maskRecipient(message.to)} via dev outbox`,
    );
  }
}
