import type { Env } from './env.ts';

type SiteEnv = Pick<Env, 'PUBLIC_URL' | 'PORT'>;

/** What a request says about where the client reached us (Fastify's, honouring TRUST_PROXY). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The site's address for an answer to a request: PUBLIC_URL when set, otherwise the address the
 * client used (scheme and Host, or X-Forwarded-Proto/-Host behind TRUST_PROXY), so the app works
 * on any port and from another device without configuration.
 */
export function requestSiteUrl(env: SiteEnv, request: RequestOrigin): string {
  return withoutSlash(env.PUBLIC_URL ?? `${request.protocol}://${request.host}`);
}

/**
 * The site's address for work no request carries (links in reminders and monthly reports, the
 * card provider's webhook): PUBLIC_URL, else this process's own port on localhost, which only
 * this machine can open; siteAddressWarning says so at start.
 */
export function backgroundSiteUrl(env: SiteEnv): string {
  return withoutSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
}

/** The start-up warning when PUBLIC_URL is unset (null when it is set). */
export function siteAddressWarning(env: SiteEnv): string | null {
  if (env.PUBLIC_URL) return null;
  return (
    `PUBLIC_URL is not set: answers use each request's own address, but links in background ` +
    `messages and the card provider's webhook use ${backgroundSiteUrl(env)}, which only this ` +
    `machine can open. Set PUBLIC_URL to the address drivers use.`
  );
}
