import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded data directory: PGlite would corrupt files if two opened them.
 * A pid file created with O_EXCL; a file left by a dead process is taken over.
 * (proper-lockfile would need a timer refreshing mtime; a pid check is exact on one machine.)
 */
export class PidLock {
  private constructor(private readonly file: string) {}

  static acquire(dir: string): PidLock {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'server.pid');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new PidLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
        if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
          throw new Error(
            `Data directory ${dir} is in use by process ${owner}; stop it or set another DATA_DIR`,
          );
        }
        rmSync(file, { force: true });
      }
    }
    throw new Error(`Could not lock data directory ${dir}`);
  }

  release(): void {
    try {
      if (Number.parseInt(readFileSync(this.file, 'utf8'), 10) === process.pid) rmSync(this.file);
    } catch {
      // Already gone: nothing to release.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
