import type { MenuItem } from '@parking/domain/contracts/site-options';
import type { Language } from '@parking/domain/i18n/languages';

export type MenuLink = { key: string; label: string; path: string; external: boolean };

/** Configured menu entries in their configured order, titled in the current language. */
export function toMenuLinks(items: MenuItem[], lang: Language): MenuLink[] {
  return [...items]
    .sort((a, b) => a.itemOrder - b.itemOrder)
    .map((item) => ({
      key: `${item.itemOrder}:${item.path}`,
      label: item.title[lang] || item.title.ru,
      path: item.path,
      external: /^[a-z][a-z0-9+.-]*:/i.test(item.path) || item.path.startsWith('//'),
    }));
}
