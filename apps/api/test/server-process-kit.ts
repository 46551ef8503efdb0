import { spawn } from 'node:child_process';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../src/server.ts');

/**
 * The server entry (src/server.ts) as its own process, the way `npm start` runs it, for the
 * tests of what only a process shows: exit codes, the data directory lock, signals, the order
 * of start-up. Its output is collected; `waitFor` answers it once `pattern` shows (or after 30 s).
 */
export function startServerProcess(env: Record<string, string>) {
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
    for (let i = 0; i < 600 && !pattern.test(output); i++) await new Promise((r) => setTimeout(r, 50));
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}
