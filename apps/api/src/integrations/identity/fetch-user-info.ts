import { z } from 'zod';

/** The account facts we take from the identity provider. */
export interface ExternalIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Why the exchange failed, in our words (never the token): the service maps it to ExternalLoginError. */
export class IdentityError extends Error {
  constructor(
    readonly reason: 'rejected' | 'unavailable' | 'no-email' | 'bad-answer',
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** Yandex ID's user-info answer (https://login.yandex.ru/info?format=json), the parts we read. */
const UserInfoSchema = z.object({
  id: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
  default_email: z.string().max(254).optional().nullable(),
  emails: z.array(z.string().max(254)).optional().nullable(),
  first_name: z.string().max(200).optional().nullable(),
  last_name: z.string().max(200).optional().nullable(),
});

async function call(url: string, authorization: string, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new IdentityError('unavailable', timedOut ? 'user-info timed out' : 'user-info unreachable');
  }
}

/**
 * Exchanges an OAuth access token (implicit flow) for the provider's user info. Yandex wants
 * `Authorization: OAuth <token>`; a provider that answers 401 with a Bearer challenge is asked
 * again the standard way, so an OpenID-style user-info endpoint works too.
 */
export async function fetchUserInfo(
  url: string,
  accessToken: string,
  timeoutMs: number,
): Promise<ExternalIdentity> {
  let response = await call(url, `OAuth ${accessToken}`, timeoutMs);
  if (response.status === 401 && /^bearer/i.test(response.headers.get('www-authenticate') ?? '')) {
    await response.body?.cancel();
    response = await call(url, `Bearer ${accessToken}`, timeoutMs);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new IdentityError('rejected', `user-info answered ${response.status}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new IdentityError('unavailable', `user-info answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new IdentityError('bad-answer', 'user-info answer is not JSON');
  }
  const parsed = UserInfoSchema.safeParse(body);
  if (!parsed.success) throw new IdentityError('bad-answer', 'user-info answer lacks an id');
  const info = parsed.data;
  const email = (info.default_email || info.emails?.[0] || '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email))
    throw new IdentityError('no-email', 'no e-mail in user-info');
  return {
    subject: info.id,
    email,
    firstName: (info.first_name ?? '').trim().slice(0, 60),
    lastName: (info.last_name ?? '').trim().slice(0, 60),
  };
}
