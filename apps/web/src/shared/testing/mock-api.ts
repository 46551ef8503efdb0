import { vi } from 'vitest';

/** `body`: the request's JSON body, parsed (undefined for a call without one). */
type Handler = (url: URL, body: unknown) => unknown;

/**
 * Stubs fetch with answers by API path (the part after the city's apiUrl), wrapped in the ok
 * envelope; a handler may return { status: 'error', ... } to answer with an error envelope.
 * Unknown paths answer 404 NotFound, like the server.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/c\/[^/]+/, '');
    const handler = handlers[path];
    const body = handler
      ? (() => {
          const result = handler(url, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
          return result && typeof result === 'object' && 'status' in result
            ? result
            : { status: 'ok', result };
        })()
      : { status: 'error', errorName: 'NotFound', errorMessage: 'Not found' };
    const ok = (body as { status: string }).status === 'ok';
    return new Response(JSON.stringify(body), {
      status: ok ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
