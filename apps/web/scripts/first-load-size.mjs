// Gzipped size of what "/" loads before anything lazy: the entry chunk and, recursively, its
// static imports. Run after `npm run build -w @parking/web` (`npm test` builds, then runs this);
// the budget is what issue 24 reached plus ~2 KB (docs/decisions/0005).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 244_500;
const dist = join(import.meta.dirname, '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script [^>]*data-app="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html: build first');

const sizes = new Map();
function visit(file) {
  if (sizes.has(file)) return;
  const code = readFileSync(join(dist, file));
  sizes.set(file, gzipSync(code, { level: 9 }).length);
  // Static `import … from "./x.js"` and `export … from "./x.js"`; dynamic import() is skipped.
  for (const match of code
    .toString()
    .matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    visit(join(dirname(file), match[1]));
  }
}
visit(entry);

let total = 0;
for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${String(size).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  total gzipped bytes (budget ${BUDGET})`);
if (total > BUDGET) process.exitCode = 1;

// zod in the first load means a module the map page loads also builds a schema that a lazy page
// uses at run time: the one-chunk grouping (docs/decisions/0005) then keeps that schema, and all
// of zod, in the entry (+25 KB). Name the cause instead of only failing the budget.
const sources = JSON.parse(readFileSync(join(dist, `${entry}.map`), 'utf8')).sources;
if (sources.some((source) => source.includes('/node_modules/zod/'))) {
  const domain = sources
    .filter((source) => source.includes('packages/domain/'))
    .map((s) => s.replace(/^.*packages\//, ''));
  console.log(
    `zod is in the first load: keep schemas out of these modules of the map page: ${domain.join(', ')}`,
  );
  process.exitCode = 1;
}
