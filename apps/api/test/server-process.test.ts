import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process-kit.ts';

const start = startServerProcess;

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
