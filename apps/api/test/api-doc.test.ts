import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';

const t = await buildTestApp();
afterAll(async () => t.close());

describe('docs/api.md', () => {
  it('lists every call the server serves (run npm run docs:api after adding one)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = readFileSync(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
    const calls = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([p]) => !p.startsWith('/c/{city}'))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `### ${m.toUpperCase()} ${p}`));
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) expect(text, call).toContain(call);
  });
});
