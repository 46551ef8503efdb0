import { createContext } from 'react';

/**
 * Whether the page on screen names the browser tab itself (shared/ui/use-document-title.ts). The
 * route table names every page (app/router/page-heads.ts); only a page whose title is its data (a
 * news item's headline) may replace it. Outside the page area (the closed-site page) a page may.
 * Apart from the title code, which only lazy pages load.
 */
export const PageNamesTabContext = createContext(true);
