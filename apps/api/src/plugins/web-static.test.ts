import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopePlugin } from './error-envelope.ts';
import { rateLimitPlugin } from './rate-limit.ts';
import { webStaticPlugin } from './web-static.ts';

/** The installable app's root files (issue 23) next to the page and its hashed assets. */
describe('web static files', () => {
  const app = Fastify();
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-static-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'assets/index-abc.js'), 'export {};');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Городские парковки"}');
    writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    // the web's own robots.txt, as the build copies it from apps/web/public
    copyFileSync(new URL('../../../web/public/robots.txt', import.meta.url), path.join(dist, 'robots.txt'));
    // a tight per-client limit, as a busy mobile carrier's one address would meet it
    await app.register(errorEnvelopePlugin);
    await app.register(rateLimitPlugin, { max: 20, windowMs: 60_000 });
    await app.register(webStaticPlugin, { distDir: dist, cities: ['perm', 'moscow'] });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the worker as JavaScript that browsers check on every visit', async () => {
    const answer = await app.inject('/sw.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest and the favicon with their own types', async () => {
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.json()).toEqual({ name: 'Городские парковки' });
    const icon = await app.inject('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
  });

  it('keeps hashed assets for a year and pages on index.html', async () => {
    const asset = await app.inject('/assets/index-abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject('/profile/parking');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a page address, in either language and under a city prefix, with the page', async () => {
    for (const url of [
      '/',
      '/en',
      '/en/',
      '/news/7',
      '/en/guest-payment',
      '/c/moscow/',
      '/c/moscow/en/payment?x=1',
    ]) {
      const page = await app.inject(url);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect(page.body).toContain('<title>app</title>');
    }
  });

  it('answers an unknown address with 404 and the page, which shows its not-found panel', async () => {
    for (const url of ['/this/link/is/broken', '/en/nowhere', '/c/atlantis/news', '/en/profile/receipts']) {
      const page = await app.inject(url);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<title>app</title>');
    }
  });

  it('keeps the NotFound envelope for an unknown API address', async () => {
    for (const url of ['/api/nothing-here', '/c/moscow/backend/nothing']) {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
    }
  });

  it('serves robots.txt as text, not the page', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const rules = robots.body.split('\n');
    expect(rules).toContain('Allow: /');
    for (const closed of ['/api/', '/backend/', '/c/', '/profile', '/operator', '/coop-profile', '/payment'])
      expect(rules).toContain(`Disallow: ${closed}`);
  });

  it('answers 404 for a missing app file instead of the page', async () => {
    const missing = await app.inject('/icon-999.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('lets a fresh worker fetch every hashed asset past the per-client limit, but not the pages', async () => {
    const assets = await Promise.all(Array.from({ length: 40 }, () => app.inject('/assets/index-abc.js')));
    expect(assets.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const missing = await app.inject('/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
    const pages = await Promise.all(Array.from({ length: 40 }, () => app.inject('/profile/parking')));
    const refused = pages.filter((p) => p.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ status: 'error', errorName: 'TooManyRequests' });
  });
});

/** The static first screen keeps the room of what the city shows above the page (its ticker). */
describe('page attributes for the first screen', () => {
  const app = Fastify();
  const asked: string[] = [];
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-static-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ru"><title>app</title></html>');
    await app.register(webStaticPlugin, {
      distDir: dist,
      cities: ['perm', 'moscow'],
      pageAttributes: async (pathOnly) => {
        asked.push(pathOnly);
        if (pathOnly.startsWith('/c/perm')) throw new Error('the city did not answer');
        return pathOnly.startsWith('/c/moscow') ? 'data-first-paint-ticker' : '';
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('marks <html> with what the server knows of the page’s city, and serves the page plain when it does not', async () => {
    const moscow = await app.inject('/c/moscow/en/guest-payment');
    expect(moscow.statusCode).toBe(200);
    expect(moscow.body).toContain('<html data-first-paint-ticker lang="ru">');
    const unknown = await app.inject('/c/moscow/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html data-first-paint-ticker lang="ru">');
    expect((await app.inject('/')).body).toContain('<html lang="ru">');
    const failing = await app.inject('/c/perm/news');
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toContain('<html lang="ru">');
    expect(asked).toEqual(['/c/moscow/en/guest-payment', '/c/moscow/no-such-page', '/', '/c/perm/news']);
  });
});
