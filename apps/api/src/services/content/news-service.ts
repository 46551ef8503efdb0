import type { NewsItem, NewsList } from '@parking/domain/contracts/content';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { selectNewsPage, selectPublishedNews, type NewsRow } from '../../db/content/select-news.ts';
import { AppError } from '../../errors/app-error.ts';

const pick = (ru: string, en: string, lang: Language) => (lang === 'en' && en !== '' ? en : ru);

function summary(row: NewsRow, lang: Language) {
  return {
    id: row.id,
    title: pick(row.titleRu, row.titleEn, lang),
    date: row.publishedAt.toISOString(),
    preview: pick(row.previewRu, row.previewEn, lang),
  };
}

export async function listNews(
  city: CityContext,
  lang: Language,
  limit: number,
  offset: number,
): Promise<NewsList> {
  const page = await selectNewsPage(city.db, limit, offset);
  return { count: page.count, items: page.rows.map((row) => summary(row, lang)) };
}

/** One published item; NotFound (404) for an unknown or not yet published id. */
export async function getNewsItem(city: CityContext, lang: Language, id: number): Promise<NewsItem> {
  const row = await selectPublishedNews(city.db, id);
  if (!row) throw new AppError('NotFound', 404);
  return { ...summary(row, lang), body: pick(row.bodyRu, row.bodyEn, lang) };
}
