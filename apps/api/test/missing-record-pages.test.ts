import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

// Issue 24 item 6: an address the app shows as not found answers 404, also when only the city's
// records know it (a news item, a static page), not only the page table.
describe('pages that name a record of the city', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'record-pages-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><title>app</title></html>');
    t = await buildTestApp({ cities: ['perm', 'kazan'], env: { WEB_DIST_DIR: web } });
    // both cities open: while one is still opening, its pages are answered without the check (200)
    for (const url of ['/api/news/get-news-list', '/c/kazan/api/news/get-news-list'])
      expect((await t.app.inject(url)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const status = async (url: string) => {
    const answer = await t.app.inject(url);
    expect(answer.body, url).toContain('<title>app</title>');
    return answer.statusCode;
  };

  it('answers a published news item with the page and a missing one with 404', async () => {
    const list = await t.app.inject('/c/kazan/api/news/get-news-list?limit=1');
    const id = (list.json() as { result: { items: { id: number }[] } }).result.items[0]!.id;
    expect(await status(`/c/kazan/en/news/${id}`)).toBe(200);
    expect(await status(`/news/${id}`)).toBe(200);
    for (const url of ['/c/kazan/en/news/999999', '/news/999999', '/news/0', '/news/abc', '/en/news/1x']) {
      expect({ url, status: await status(url) }).toEqual({ url, status: 404 });
    }
  });

  it('answers a static page the city has with the page and an unknown one with 404', async () => {
    expect(await status('/c/kazan/en/pages/rules')).toBe(200);
    expect(await status('/pages/RULES/')).toBe(200);
    for (const url of ['/c/kazan/pages/no-such-page', '/en/pages/no%20such', '/pages/rules/more']) {
      expect({ url, status: await status(url) }).toEqual({ url, status: 404 });
    }
  });

  it('leaves the other pages alone', async () => {
    for (const url of ['/news', '/c/kazan/en/pages', '/c/kazan/en/guest-payment']) {
      expect({ url, status: await status(url) }).toEqual({ url, status: 200 });
    }
  });
});
