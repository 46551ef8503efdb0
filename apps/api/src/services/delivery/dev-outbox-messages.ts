import type { CityContext } from '../../config/city-context.ts';
import { selectDevOutboxMessages } from '../../db/outbox/select-dev-outbox-messages.ts';
import type { DevOutboxRow } from '../../db/schema/outbox.ts';

/** As many as the developer's page lists; the table keeps a week of them anyway. */
const LIMIT = 100;

export type DevOutboxMessage = Pick<
  DevOutboxRow,
  'id' | 'createdAt' | 'channel' | 'recipient' | 'subject' | 'body' | 'html'
>;

/** What the dev outbox "sent" in this city, newest first; `to` narrows it to one address or phone. */
export async function listDevOutboxMessages(city: CityContext, to?: string): Promise<DevOutboxMessage[]> {
  return selectDevOutboxMessages(city.db, LIMIT, to);
}
