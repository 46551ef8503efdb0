import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
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

/** The app's own root files: anything else missing at the root is a page address (index.html). */
const APP_ROOT_FILE =
  /^\/(sw\.js|manifest\.webmanifest|favicon\.(ico|svg)|apple-touch-icon\.png|icon-[\w-]+\.png)$/;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other page address so client-side routes survive a reload. API addresses
 * that match nothing get the NotFound envelope instead.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasWeb = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        // no-cache keeps sw.js fresh: a browser checks it on every visit, so an update is seen.
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        const rootType = immutable ? undefined : ROOT_TYPES[path.extname(file)];
        if (rootType) res.header('Content-Type', rootType);
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  // The static handler refuses directory listings (index: false), so the root page is explicit.
  if (hasWeb) app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // a missing worker or icon is a 404, never the page: a browser would take the HTML for them
    if (hasWeb && wantsPage && !API_PATH.test(pathOnly) && !APP_ROOT_FILE.test(pathOnly)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendError(request, reply, 'NotFound', 404);
  });
});
