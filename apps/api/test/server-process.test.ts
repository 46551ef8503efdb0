import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '../src/server.ts');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 600 && !pattern.test(output); i++) await new Promise((r) => setTimeout(r, 100));
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(78);
    expect(p.output()).toMatch(/Invalid configuration:\s+PORT/);
  });

  it('locks its data directory, and closes cleanly on SIGTERM releasing the lock', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-proc-'));
    try {
      const first = start({ DATA_DIR: dataDir, HOSTED_CITIES: 'perm' });
      expect(await first.waitFor(/Server listening/)).toMatch(/Server listening/);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);

      const second = start({ DATA_DIR: dataDir, HOSTED_CITIES: 'perm' });
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/in use by process/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toMatch(/closing/);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
