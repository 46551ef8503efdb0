import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');
const HOST = '127.0.0.1';

/** One API server process (node --import tsx src/server.ts, nothing built), restartable. */
export class ApiInstance {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  get base(): string {
    return `http://${HOST}:${this.port}`;
  }

  start(): void {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, ...this.env, HOST, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    this.exited = new Promise((resolve) => child.on('exit', () => resolve()));
    this.child = child;
  }

  /** Waits until the instance's readiness (or plain health) answers 200. */
  async ready(probe: string, timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child?.exitCode !== null)
        throw new Error(`instance ${this.port} exited (see ${this.logFile})`);
      const ok = await fetch(`${this.base}${probe}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`instance ${this.port} not ready after ${timeoutMs} ms (see ${this.logFile})`);
  }

  /** SIGKILL: no drain, no close; what a crashed machine does. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, then SIGKILL when it has not gone within a few seconds. */
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const gone = await Promise.race([this.exited.then(() => true), sleep(8000).then(() => false)]);
    if (!gone) await this.kill();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A refused connection marks a server down at once; a slow health answer under load does not. */
const OBSERVE = ' observe layer4 error-limit 1 on-error mark-down';

/**
 * HAProxy in front of the instances: round robin, a health check on `probe` every 500 ms, and on
 * a refused connection another server (option redispatch, retries). Only connection failures
 * are retried by the balancer: a POST that reached a dying instance may have had its effect, so
 * the client repeats it with the same idempotency key.
 */
export function startHaproxy(dir: string, port: number, servers: ApiInstance[], probe: string): ChildProcess {
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      ...(process.env.SCALE_HAPROXY_LOG ? ['  log stdout format raw local0'] : []),
      'defaults',
      '  mode http',
      // the server side closes after each answer: a kept-alive connection to an instance that
      // died fails the next request on it where the balancer cannot repeat it; a fresh
      // connection is refused instead, and that one it sends to another instance
      '  option http-server-close',
      '  option redispatch 1',
      '  retries 3',
      '  timeout connect 1s',
      '  timeout check 3s',
      '  timeout client 30s',
      '  timeout server 30s',
      ...(process.env.SCALE_HAPROXY_LOG ? ['  log global', '  option httplog'] : []),
      'frontend api',
      `  bind ${HOST}:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      `  option httpchk GET ${probe}`,
      '  http-check expect status 200',
      ...servers.map(
        (s, i) => `  server api${i + 1} ${HOST}:${s.port} check inter 500 fall 3 rise 2${OBSERVE}`,
      ),
      '',
    ].join('\n'),
  );
  const log = createWriteStream(path.join(dir, 'haproxy.log'));
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}
