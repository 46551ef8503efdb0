import { Link as RouterLink } from 'react-router';
import type { MenuLink } from '../../shared/options/menu-items';

/**
 * Props that turn an MUI Button, ListItemButton or Link into the right kind of link: the
 * router for site pages (keeping the language prefix), a new tab for other sites.
 */
export function menuLinkProps(link: MenuLink, localize: (path: string) => string) {
  return link.external
    ? ({ component: 'a', href: link.path, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: RouterLink, to: localize(link.path) } as const);
}
