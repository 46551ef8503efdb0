import type { StaticPage } from '@parking/domain/contracts/content';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { selectStaticPage } from '../../db/content/select-static-page.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * A static page by path. Links may carry the path with slashes around it or in capitals
 * (/Rules/); pages are stored lower-case without them.
 */
export async function getStaticPage(city: CityContext, lang: Language, rawPath: string): Promise<StaticPage> {
  const path = rawPath.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (path === '') throw new AppError('NotFound', 404);
  const row = await selectStaticPage(city.db, path);
  if (!row) throw new AppError('NotFound', 404);
  const en = lang === 'en' && row.titleEn !== '';
  return {
    path: row.path,
    title: en ? row.titleEn : row.titleRu,
    content: en ? row.contentEn : row.contentRu,
  };
}
