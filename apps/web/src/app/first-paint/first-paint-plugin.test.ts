import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPaint } from './first-paint-plugin';

const built = `<!doctype html>
<html lang="ru">
  <head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function transform(html: string) {
  const hook = firstPaint().transformIndexHtml as IndexHtmlTransformHook;
  const bundle = { 'assets/roboto-cyrillic-400-normal-x.woff2': {} };
  return hook.call({} as never, html, { bundle } as never) as {
    html: string;
    tags: { tag: string; attrs?: Record<string, unknown> }[];
  };
}

describe('first-paint-plugin', () => {
  it('takes the entry out of the document and hands it to the first-paint script', () => {
    const { html, tags } = transform(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<div id="root"><div class="fp"');
    const script = tags.find((t) => t.tag === 'script');
    expect(script?.attrs).toMatchObject({ 'data-app': '/assets/index-abc.js' });
    expect(String(script?.attrs?.src)).toMatch(/^\/assets\/first-paint-[0-9a-f]{8}\.js$/);
    expect(tags.find((t) => t.tag === 'link')?.attrs).toMatchObject({ rel: 'preload', as: 'font' });
  });

  it('fails the build when the entry script is not found, rather than ship a page without the app', () => {
    expect(() => transform(built.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/no entry/);
  });
});
