import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process-kit.ts';

const PORT = 8211;
const base = `http://127.0.0.1:${PORT}`;
const statusOf = async (url: string) => (await fetch(`${base}${url}`)).status;

/** A POST whose body is sent in two parts: the second when `finish` is called. */
function slowPost(url: string, first: string, second: string) {
  const req = request(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(first.length + second.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
  const started = new Promise<void>((resolve) => req.write(first, () => resolve()));
  return { started, answer, finish: () => req.end(second) };
}

describe('the server process: readiness and a graceful stop', () => {
  it('listens before the cities open (ready 503 -> 200, progress logged); on SIGTERM ready turns 503 while a slow request completes, then exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-ready-'));
    const proc = startServerProcess({
      PORT: String(PORT),
      DATA_DIR: dataDir,
      HOSTED_CITIES: 'perm,rostov',
      PRELOAD_CITIES: 'perm',
      // empty cities: migrations alone take seconds on PGlite, enough to see both states
      CITY_DATA: 'empty',
      SHUTDOWN_DRAIN_MS: '300',
    });
    const { child, exited } = proc;
    const waitFor = async (pattern: RegExp) => expect(await proc.waitFor(pattern)).toMatch(pattern);
    try {
      await waitFor(/opening the preloaded cities/);
      // listening while the preloaded city still migrates: alive, not ready
      expect(await statusOf('/api/health/live')).toBe(200);
      expect(await statusOf('/api/health/ready')).toBe(503);
      let ready = 0;
      for (let i = 0; i < 600 && ready !== 200; i++) {
        ready = await statusOf('/api/health/ready');
        if (ready !== 200) await new Promise((r) => setTimeout(r, 50));
      }
      expect(ready).toBe(200);
      expect(proc.output()).toContain('opening city perm (pglite)');
      expect(proc.output()).toMatch(/migrations applied: \d+/);
      expect(proc.output()).toMatch(/city perm ready in \d+ ms/);
      expect(proc.output()).toMatch(/"msg":"ready"/);

      // a slow request: its body arrives in two parts, the second after the drain has ended, so
      // it is in flight while the server closes
      const slow = slowPost('/api/auth/login', '{"login":"', 'nobody"}');
      await slow.started;
      child.kill('SIGTERM');
      let drained = 0;
      for (let i = 0; i < 20 && drained !== 503; i++) drained = await statusOf('/api/health/ready');
      expect(drained).toBe(503);
      // still serving during the drain
      expect(await statusOf('/api/health/live')).toBe(200);
      await waitFor(/closing: no new connections/);
      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBeLessThan(500);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'error' });
      expect(await exited).toBe(0);
      expect(proc.output()).toMatch(/closing: readiness off, draining/);
      expect(proc.output()).toMatch(/"msg":"closed"/);
    } finally {
      child.kill('SIGKILL');
      if (process.env.SHOW_OUTPUT) console.log(proc.output());
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
