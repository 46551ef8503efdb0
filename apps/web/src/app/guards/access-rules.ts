/**
 * Route access (document 1, sections 2 and 6). public-only: logged-out visitors (registration,
 * restore password, check); private: a driver's login (/profile); guest-payment: logged out
 * and the useSessionWithoutRegister setting; update-page: only the cities that have the /update
 * page. /coop-profile needs no rule: without a corporate login it is the corporate sign-in.
 */
export type AccessRule = 'public-only' | 'private' | 'guest-payment' | 'update-page';

export type AccessContext = {
  isLoggedIn: boolean;
  isCompany: boolean;
  hasUpdatePage: boolean;
  /** undefined while the settings call has not answered. */
  useSessionWithoutRegister: boolean | undefined;
};

/** allow, redirect to the main page, or wait (the answer depends on settings not yet loaded). */
export type AccessDecision = 'allow' | 'redirect' | 'wait';

export function decideAccess(rule: AccessRule, ctx: AccessContext): AccessDecision {
  const loggedOut = !ctx.isLoggedIn && !ctx.isCompany;
  switch (rule) {
    case 'public-only':
      return loggedOut ? 'allow' : 'redirect';
    case 'private':
      return ctx.isLoggedIn ? 'allow' : 'redirect';
    case 'guest-payment':
      if (!loggedOut) return 'redirect';
      if (ctx.useSessionWithoutRegister === undefined) return 'wait';
      return ctx.useSessionWithoutRegister ? 'allow' : 'redirect';
    case 'update-page':
      return ctx.hasUpdatePage ? 'allow' : 'redirect';
  }
}
