import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PidLock } from './pid-lock.ts';

describe('pid lock', () => {
  it('refuses a directory held by a live process and releases on demand', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
      expect(() => PidLock.acquire(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'server.pid'), '999999');
    const lock = PidLock.acquire(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});
