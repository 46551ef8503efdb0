import type { MenuLink } from '../../shared/options/menu-items';

/** The same shape the API accepts (PageQuerySchema): letters, digits, /, _ and -. */
const PAGE_PATH = /^[a-z0-9/_-]{1,200}$/i;

/** The page path from the URL's /pages/* part ("about", "info/tariffs"), or null if invalid. */
export function pagePathFromSplat(splat: string | undefined): string | null {
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '');
  return path && PAGE_PATH.test(path) && !path.includes('//') ? path : null;
}

/** Configured menu links that point at static pages, each once, in menu order. */
export function staticPageLinks(links: MenuLink[]): MenuLink[] {
  const seen = new Set<string>();
  return links.filter((link) => {
    if (link.external || !/^\/pages\/.+/.test(link.path) || seen.has(link.path)) return false;
    seen.add(link.path);
    return true;
  });
}
