import net from 'node:net';

export interface ConnectAttempt {
  host: string;
  port: number;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Test support. Records every TCP connect the process starts (net.Socket#connect is where
 * node:http, fetch and pg all end up) and fails the ones to a non-loopback host before a packet
 * leaves, so a test that proves "refused before connecting" can never reach 10.x or the metadata
 * address, even when the code under test is wrong.
 */
export function recordConnects(): { attempts: ConnectAttempt[]; restore: () => void } {
  const original = net.Socket.prototype.connect;
  const attempts: ConnectAttempt[] = [];
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    const options =
      first !== null && typeof first === 'object'
        ? (first as { host?: string; port?: number | string; path?: string })
        : { port: first as number, host: typeof args[1] === 'string' ? args[1] : undefined };
    if (options.path) return original.apply(this, args as never);
    const host = options.host ?? 'localhost';
    attempts.push({ host, port: Number(options.port) });
    if (!LOOPBACK.has(host)) {
      process.nextTick(() => this.destroy(new Error(`test guard: no connection to ${host}`)));
      return this;
    }
    return original.apply(this, args as never);
  } as typeof original;
  return {
    attempts,
    restore: () => {
      net.Socket.prototype.connect = original;
    },
  };
}
