import type { Notification } from '@parking/domain/contracts/content';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { selectNotification } from '../../db/content/select-notification.ts';
import { cityMemo } from './per-city-memo.ts';

/** No notice: empty title and message, which the web app reads as closed. */
const NONE = { titleRu: '', titleEn: '', messageRu: '', messageEn: '', url: null, updatedAt: new Date(0) };

/** The pop-up notice in the user's language (English falls back to Russian text when unset). */
export async function getNotification(city: CityContext, lang: Language): Promise<Notification> {
  const row = await cityMemo(city, 'notification', async () => (await selectNotification(city.db)) ?? NONE);
  const en = lang === 'en' && (row.titleEn !== '' || row.messageEn !== '');
  return {
    title: en ? row.titleEn : row.titleRu,
    message: en ? row.messageEn : row.messageRu,
    updated: row.updatedAt.toISOString(),
    url: row.url,
  };
}
