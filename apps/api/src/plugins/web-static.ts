import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isPageAddress } from '@parking/domain/site/page-match';
import { sendError } from './error-envelope.ts';

/** The API's addresses (the seeds' /api and /backend, also under /c/{city}): never the page. */
const API_PATH = /^(\/c\/[^/]+)?\/(api|backend)(\/|$)/;

/**
 * Files of the installable app (issue 23, docs/decisions/0015) at the site's root, with the types
 * browsers insist on: the manifest must be application/manifest+json, the worker JavaScript.
 */
const ROOT_TYPES: Record<string, string> = {
  '.webmanifest': 'application/manifest+json',
  '.js': 'text/javascript; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The app's own root files: a missing one is a 404 of its own, never the page. */
const APP_ROOT_FILE =
  /^\/(sw\.js|manifest\.webmanifest|robots\.txt|favicon\.(ico|svg)|apple-touch-icon\.png|icon-[\w-]+\.png)$/;

type WebStaticOptions = {
  distDir: string;
  /** The hosted cities, whose pages the server writes as /c/<city>/... (issue 18); none if absent. */
  cities?: readonly string[];
  /**
   * Attributes for the page's <html> element, from what the server knows of the city at that
   * address (e.g. `data-first-paint-ticker` when its ticker runs), so the static first screen
   * (apps/web/src/app/first-paint) reserves the same room the app will take: nothing moves when
   * the app replaces it. Answers '' when it does not know.
   */
  pageAttributes?: (pathOnly: string) => Promise<string>;
  /**
   * Whether a page address's record exists (a news item, a static page): false answers the app's
   * not-found page with 404, like an address that is no page. Missing: every page is found.
   */
  pageFound?: (pathOnly: string) => Promise<boolean>;
};

/** index.html with `attributes` added to its <html> element. */
const withHtmlAttributes = (html: string, attributes: string) =>
  attributes ? html.replace(/<html(\s|>)/, `<html ${attributes}$1`) : html;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for a page address so client-side routes survive a reload. The page table is the
 * web router's (packages/domain/src/site/page-match.ts): an address that is no page gets
 * index.html too, for the app's not-found page, but with 404 so crawlers and links see it.
 * API addresses that match nothing get the NotFound envelope instead.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, opts: WebStaticOptions) => {
  const hosted = new Set(opts.cities ?? []);
  const isCity = (code: string) => hosted.has(code);
  const hasWeb = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasWeb) {
    // The hashed assets, apart and outside the per-client request limit: a fresh visitor's service
    // worker fetches every one of them at once (some 350 files, decision 0015), and a mobile
    // carrier puts many drivers behind one address. They are files that never change, served
    // from disk; the limit guards the API and the pages. A missing asset is a 404, not the page.
    await app.register(async (assets) => {
      assets.addHook('onRoute', (route) => {
        route.config = { ...route.config, rateLimit: false };
      });
      await assets.register(fastifyStatic, {
        root: path.join(opts.distDir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        index: false,
        setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
      });
    });
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      setHeaders: (res, file) => {
        // no-cache keeps sw.js fresh: a browser checks it on every visit, so an update is seen.
        res.header('Cache-Control', 'no-cache');
        const rootType = ROOT_TYPES[path.extname(file)];
        if (rootType) res.header('Content-Type', rootType);
      },
    });
  }
  // read once: a new build comes with a new start (npm start builds before it serves)
  const indexHtml = hasWeb ? readFileSync(path.join(opts.distDir, 'index.html'), 'utf8') : '';
  const sendIndex = async (reply: FastifyReply, pathOnly: string, status = 200) => {
    const attributes = opts.pageAttributes ? await opts.pageAttributes(pathOnly).catch(() => '') : '';
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withHtmlAttributes(indexHtml, attributes));
  };
  // The static handler refuses directory listings (index: false), so the root page is explicit.
  if (hasWeb) app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply, '/'));
  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // a missing worker, icon or chunk (an old version's) is a 404, never the page: a browser
    // would take the HTML for them
    const appFile = APP_ROOT_FILE.test(pathOnly) || pathOnly.startsWith('/assets/');
    if (hasWeb && wantsPage && !API_PATH.test(pathOnly) && !appFile) {
      const found =
        isPageAddress(pathOnly, isCity) &&
        (opts.pageFound ? await opts.pageFound(pathOnly).catch(() => true) : true);
      return sendIndex(reply, pathOnly, found ? 200 : 404);
    }
    return sendError(request, reply, 'NotFound', 404);
  });
});
