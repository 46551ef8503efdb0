import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const here = import.meta.dirname;
const src = join(here, '../..');
const LANGUAGES = ['ru', 'en'] as const;

const catalogue = (file: string) =>
  JSON.parse(readFileSync(join(src, file), 'utf8')) as Record<string, unknown>;
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** One text in every language, each in a span that first-paint.css shows for its language. */
const texts = (pick: (language: (typeof LANGUAGES)[number]) => string) =>
  LANGUAGES.map((language) => `<span lang="${language}">${escapeHtml(pick(language))}</span>`).join('');

/** The first screen of "/" and of /guest-payment, with the texts of the app's own catalogues. */
function shellHtml(): string {
  const map = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      catalogue(`features/map/locales/${l}.json`) as { search: { placeholder: string } },
    ]),
  );
  const form = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      catalogue(`features/guest-payment/locales/${l}.json`) as { title: string; subtitle: string },
    ]),
  );
  return (
    `<div class="fp" aria-hidden="true"><div class="fp-bar"></div>` +
    // a field that takes no input (read-only, out of the tab order): what is typed before the
    // app replaces it would be lost
    `<div class="fp-map"><div class="fp-search">${LANGUAGES.map(
      (l) =>
        `<input lang="${l}" readonly tabindex="-1" placeholder="${escapeHtml(map[l]!.search.placeholder)}">`,
    ).join('')}</div></div>` +
    `<div class="fp-form"><h1>${texts((l) => form[l]!.title)}</h1><p>${texts((l) => form[l]!.subtitle)}</p></div>` +
    `</div>`
  );
}

/**
 * Issue 24: the first screen (header bar, the map's frame and its search field, the payment form's
 * title) is static HTML inside #root, painted as soon as the document arrives instead of after the
 * whole React + MUI render; createRoot replaces it. Its texts are read from the locale files at
 * build time (never copied), in both languages: a tiny script in <head> (choose-first-paint.js,
 * a file of its own because the CSP allows no inline script) names the page and the language, and
 * the CSS (inlined: styles may be) shows only what fits, so an /en/ address never flashes Russian.
 * Build only: the dev server paints the app itself.
 */
export function firstPaint(): Plugin {
  const script = readFileSync(join(here, 'choose-first-paint.js'), 'utf8');
  const fileName = `assets/first-paint-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'parking-first-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: script });
    },
    transformIndexHtml(html, { bundle }) {
      const css = readFileSync(join(here, 'first-paint.css'), 'utf8');
      // The app's entry leaves the document: choose-first-paint.js adds it after the first screen
      // has painted (see there), so neither the browser nor a slow link waits for its 240 KB first.
      const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      if (!entryTag) throw new Error('parking-first-paint: no entry <script type="module"> in index.html');
      // The shell's text (Russian, the default) in Roboto from its first paint: in a fallback font it
      // would be smaller than the app's field and the app's paint would count as the largest.
      const font = Object.keys(bundle ?? {}).find((name) =>
        /roboto-cyrillic-400-normal-.*\.woff2$/.test(name),
      );
      return {
        html: html
          .replace('<div id="root"></div>', `<div id="root">${shellHtml()}</div>`)
          .replace(entryTag[0], ''),
        tags: [
          {
            tag: 'script',
            attrs: { src: `/${fileName}`, 'data-app': entryTag[1] },
            injectTo: 'head-prepend',
          },
          { tag: 'style', children: css, injectTo: 'head' },
          ...(font
            ? [
                {
                  tag: 'link',
                  attrs: {
                    rel: 'preload',
                    as: 'font',
                    type: 'font/woff2',
                    crossorigin: true,
                    href: `/${font}`,
                  },
                  injectTo: 'head-prepend' as const,
                },
              ]
            : []),
        ],
      };
    },
  };
}
