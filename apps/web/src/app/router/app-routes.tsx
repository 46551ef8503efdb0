import type { RouteObject } from 'react-router';
import { ContentOutlet } from '../language/content-outlet';
import { LanguageGate } from '../language/language-gate';
import { AppLayout } from '../layout/app-layout';
import { pageRoutes } from './page-routes';

/**
 * {lng}? → shell layout → page area → pages. One optional segment (not a duplicated /en tree)
 * keeps the same route objects for both languages, so switching language never remounts the map.
 * Declarative routing with React.lazy: the data router's loaders are not needed (TanStack Query
 * loads data) and it would add ~17 KB gzipped to the map page.
 */
export const appRoutes: RouteObject[] = [
  {
    path: ':lng?',
    element: <LanguageGate />,
    children: [
      {
        element: <AppLayout />,
        children: [{ element: <ContentOutlet />, children: pageRoutes }],
      },
    ],
  },
];
