import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What /info answers, in the shape of Yandex ID's user-info response. */
export interface ProviderUser {
  id: string;
  login: string;
  client_id: string;
  default_email: string;
  emails: string[];
  first_name: string;
  last_name: string;
  display_name: string;
  real_name: string;
}

export interface FakeIdentityProvider {
  /** Tokens issued so far and whom they belong to. */
  tokens: Map<string, ProviderUser>;
  /** Issues a token without the browser round trip (API tests). */
  issueToken(user: { email: string; firstName?: string; lastName?: string; clientId?: string }): string;
  /** Handles /authorize, /authorize/decide and /info; false for any other path. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
}

export interface RunningIdentityProvider extends FakeIdentityProvider {
  /** Base address; EXTERNAL_AUTH_AUTHORIZE_URL is `${url}/authorize`, USERINFO `${url}/info?format=json`. */
  url: string;
  close(): Promise<void>;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function userFor(email: string, firstName: string, lastName: string, clientId: string): ProviderUser {
  // The same e-mail is the same provider account, as it would be at the real provider.
  const id = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 12)}`).toString();
  return {
    id,
    login: email.split('@')[0]!,
    client_id: clientId,
    default_email: email,
    emails: [email],
    first_name: firstName,
    last_name: lastName,
    display_name: `${firstName} ${lastName}`,
    real_name: `${firstName} ${lastName}`,
  };
}

function isWebUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A stand-in for an OAuth 2.0 implicit-flow identity provider in the style of Yandex ID.
 * GET /authorize?client_id&redirect_uri&response_type=token&state shows a page with Allow and
 * Deny; Allow sends the browser to `redirect_uri#access_token=...&token_type=bearer&state=...`.
 * The user is chosen on the authorize URL: login_hint (e-mail), first_name, last_name.
 * GET /info with `Authorization: OAuth <token>` answers the user of a token it issued, else 401.
 */
export function createFakeIdentityProvider(): FakeIdentityProvider {
  const tokens = new Map<string, ProviderUser>();
  const issueToken: FakeIdentityProvider['issueToken'] = (user) => {
    const token = `y0_${randomBytes(24).toString('base64url')}`;
    tokens.set(
      token,
      userFor(
        user.email.toLowerCase(),
        user.firstName ?? 'Ivan',
        user.lastName ?? 'Petrov',
        user.clientId ?? '',
      ),
    );
    return token;
  };

  const handle = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const q = url.searchParams;
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    const json = (status: number, body: object) => send(status, 'application/json', JSON.stringify(body));

    if (request.method === 'GET' && url.pathname === '/authorize') {
      const redirect = q.get('redirect_uri');
      if (q.get('response_type') !== 'token' || !q.get('client_id') || !isWebUrl(redirect)) {
        json(400, { error: 'invalid_request' });
        return true;
      }
      const email = q.get('login_hint') || 'driver@example.com';
      const hidden = ['client_id', 'redirect_uri', 'state', 'first_name', 'last_name']
        .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q.get(name) ?? '')}">`)
        .join('');
      send(
        200,
        'text/html; charset=utf-8',
        [
          '<!doctype html><html><head><meta charset="utf-8"><title>Stand-in ID</title></head><body>',
          '<h1>Stand-in identity provider</h1>',
          `<p>Application <b>${escapeHtml(q.get('client_id')!)}</b> asks for your e-mail and name.</p>`,
          `<form method="get" action="/authorize/decide">${hidden}`,
          `<input type="hidden" name="login_hint" value="${escapeHtml(email)}">`,
          `<p>Signed in as <b id="email">${escapeHtml(email)}</b></p>`,
          '<button type="submit" name="decision" value="allow">Allow</button> ',
          '<button type="submit" name="decision" value="deny">Deny</button>',
          '</form></body></html>',
        ].join('\n'),
      );
      return true;
    }

    if (request.method === 'GET' && url.pathname === '/authorize/decide') {
      const redirect = q.get('redirect_uri');
      if (!isWebUrl(redirect)) {
        json(400, { error: 'invalid_request' });
        return true;
      }
      const state = q.get('state') ?? '';
      let fragment: string;
      if (q.get('decision') === 'allow') {
        const token = issueToken({
          email: q.get('login_hint') || 'driver@example.com',
          firstName: q.get('first_name') || undefined,
          lastName: q.get('last_name') || undefined,
          clientId: q.get('client_id') ?? '',
        });
        fragment = new URLSearchParams({
          access_token: token,
          token_type: 'bearer',
          expires_in: '31536000',
          state,
        }).toString();
      } else {
        fragment = new URLSearchParams({ error: 'access_denied', state }).toString();
      }
      send(302, 'text/plain', '', { location: `${redirect.split('#')[0]}#${fragment}` });
      return true;
    }

    if (request.method === 'GET' && url.pathname === '/info') {
      const match = /^(?:OAuth|Bearer)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const user = match ? tokens.get(match[1]!) : undefined;
      if (!user) json(401, { error: 'invalid_token' });
      else json(200, user);
      return true;
    }
    return false;
  };

  return { tokens, issueToken, handle };
}

/** The provider on its own HTTP server (127.0.0.1, a free port unless one is given). */
export async function startFakeIdentityProvider(
  options: { port?: number; host?: string } = {},
): Promise<RunningIdentityProvider> {
  const provider = createFakeIdentityProvider();
  const server = createServer((request, response) => {
    if (!provider.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    ...provider,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
