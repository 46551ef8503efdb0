// Draws the app's icons once from one SVG (the header's "P" mark) with Chromium, which the
// journeys already use: no image package for a job done once. The PNGs and favicon.ico are
// committed in public/; run again only when the mark changes:
//   node apps/web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const PRIMARY = '#1565c0'; // shared/ui/theme.ts primary.main
const P_PATH = 'M13 3H6v18h4v-6h3c3.31 0 6-2.69 6-6s-2.69-6-6-6m.2 8H10V7h3.2c1.1 0 2 .9 2 2s-.9 2-2 2';
const publicDir = join(import.meta.dirname, '../public');

/** The mark on a rounded square; a maskable icon fills the square and keeps the mark in its safe 80%. */
function markSvg({ maskable = false } = {}) {
  const scale = maskable ? 0.55 : 0.75;
  const offset = (24 - 24 * scale) / 2;
  const background = maskable
    ? `<rect width="24" height="24" fill="${PRIMARY}"/>`
    : `<rect width="24" height="24" rx="4" fill="${PRIMARY}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${background}<path transform="translate(${offset} ${offset}) scale(${scale})" fill="#fff" d="${P_PATH}"/></svg>`;
}

/** An .ico holding one PNG image (valid since Windows Vista and in every browser). */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
async function render(svg, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img style="display:block" width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
  );
  return page.screenshot({ omitBackground: true, type: 'png' });
}

writeFileSync(join(publicDir, 'favicon.svg'), `${markSvg()}\n`);
writeFileSync(join(publicDir, 'icon-192.png'), await render(markSvg(), 192));
writeFileSync(join(publicDir, 'icon-512.png'), await render(markSvg(), 512));
writeFileSync(join(publicDir, 'icon-maskable-512.png'), await render(markSvg({ maskable: true }), 512));
// iOS draws its own rounded corners over an opaque square
writeFileSync(join(publicDir, 'apple-touch-icon.png'), await render(markSvg({ maskable: true }), 180));
writeFileSync(join(publicDir, 'favicon.ico'), icoOf(await render(markSvg(), 32), 32));
await browser.close();
