import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Requests node's HTTP parser refuses before Fastify sees them, on a real socket (issue 17). */

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Sends raw bytes and answers everything the server wrote before it closed (or 2 s passed). */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    };
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', reject);
    socket.write(request);
  });
}

function expectEnvelope(answer: { headers: string; body: string }, errorName: string) {
  expect(answer.headers).toMatch(/content-type: application\/json/i);
  const length = Number(/content-length: (\d+)/i.exec(answer.headers)?.[1]);
  expect(length).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ status: 'error', errorName });
  expect(body.errorMessage.length).toBeGreaterThan(0);
}

describe('HTTP parser errors', () => {
  it('answers too large headers with 431 and the envelope', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectEnvelope(answer, 'PayloadTooLarge');
  });

  it('answers a malformed request with 400 and the envelope', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectEnvelope(answer, 'ValidationError');
  });

  it('answers an expectation it cannot meet with 417 and the envelope, in the asked language', async () => {
    const answer = await raw(
      'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: the-impossible\r\nAccept-Language: en\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(417);
    expectEnvelope(answer, 'ValidationError');
    expect(JSON.parse(answer.body).errorMessage).toBe('Check the data you entered');
  });
});
