// The real built server for a bench: a fresh embedded database, production mode, the default city
// and the large generated one (moscow) loaded before the first request. Shared by the benches so
// each measures the same server started the same way.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-bench-'));
  // node itself (not npx) so that killing it stops the server and nothing is left behind.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      HOSTED_CITIES: 'perm,moscow',
      PRELOAD_CITIES: 'perm,moscow',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // two minutes at most: the first start migrates and generates the large city
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('server did not start');
}
