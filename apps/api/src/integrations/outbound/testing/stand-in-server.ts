import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** host:port, the form OUTBOUND_ALLOW_HOSTS takes. */
  hostPort: string;
  /** Requests received so far. */
  hits: number;
  close: () => Promise<void>;
}

/** Test support: a local HTTP server on 127.0.0.1 that counts the requests it gets. */
export async function startStandIn(
  handler: (req: IncomingMessage, res: ServerResponse, standIn: StandIn) => void,
): Promise<StandIn> {
  const server = createServer((req, res) => {
    standIn.hits += 1;
    handler(req, res, standIn);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const standIn: StandIn = {
    port,
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/**
 * A body that never ends on its own: chunks of zeros after `head`, written as fast as the
 * reader takes them, up to `cap` bytes. `written` and `closedEarly` tell what the reader did.
 */
export function endlessBody(res: ServerResponse, head: Uint8Array, cap: number) {
  const state = { written: 0, closedEarly: false, closed: new Promise<void>((r) => res.on('close', r)) };
  const chunk = Buffer.alloc(64 * 1024);
  res.on('close', () => {
    if (!res.writableFinished) state.closedEarly = true;
  });
  res.writeHead(200, { 'content-type': 'image/png' });
  res.write(head);
  state.written += head.length;
  const pump = () => {
    while (!res.destroyed && state.written < cap) {
      state.written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
  return state;
}
