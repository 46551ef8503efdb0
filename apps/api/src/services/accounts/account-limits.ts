import {
  CODE_MAX_TRIES,
  CODE_TTL_MINUTES,
  RESEND_COUNTDOWN_SECONDS,
} from '@parking/domain/accounts/account-rules';

/**
 * Every threshold of the account area in one place, so a security review reads one file.
 * Code length, lifetime and tries come from the domain rules the web also shows.
 */
export const ACCOUNT_LIMITS = {
  codeTtlMinutes: CODE_TTL_MINUTES,
  codeMaxTries: CODE_MAX_TRIES,

  /**
   * A second code to the same e-mail or phone waits this long. It equals the web's resend
   * countdown (10 s), so the resend link never leads to LimitSMS; the hourly cap below is what
   * stops a flood.
   */
  resendCooldownSeconds: RESEND_COUNTDOWN_SECONDS,
  /** Codes and passwords sent to one e-mail or phone per hour. */
  sendsPerTargetPerHour: 5,
  /** Codes and passwords sent on behalf of one client address per hour, whatever the target. */
  sendsPerIpPerHour: 20,

  /**
   * Login attempts (drivers, companies and operators alike: login-guard.ts) are counted over
   * this window; an attempt counts from before its password is checked.
   */
  loginWindowMinutes: 15,
  /**
   * From this many attempts of one login a captcha is required (OWASP: a captcha, not a lock,
   * so strangers cannot keep the owner out). Three: a typo or two never meets it.
   */
  loginFailuresForCaptcha: 3,
  /**
   * ...and from this many from one address, whatever the login: higher, because many drivers
   * share an address behind an office or mobile-operator NAT.
   */
  loginFailuresForCaptchaPerIp: 10,
  /**
   * A failure past the captcha threshold is answered after this delay, doubled with each further
   * failure up to the bound: enough to slow a script, not a person retyping a captcha.
   */
  loginFailureDelayMs: 125,
  loginFailureDelayMaxMs: 1000,
  /**
   * This many failures from one address (credential stuffing) answer LoginTryLimit to that
   * address until the window passes. There is no such lock of a login: anyone could set it off.
   */
  loginFailuresPerIp: 30,
  /** HTTP rate limit of the login call per address, on top of the global one. */
  loginRequestsPerMinute: 20,
  /** HTTP rate limit of calls that reveal whether an e-mail or phone is taken, per address. */
  lookupRequestsPerMinute: 30,
  /** HTTP rate limit of guest-token and registration calls per address. */
  issueRequestsPerMinute: 10,

  captchaTtlMinutes: 5,

  /** Driver tokens slide: each use (at most once a minute) pushes the expiry to now + idle. */
  tokenIdleDays: 30,
  /** ...but never past this age; then the driver logs in again. */
  tokenMaxAgeDays: 365,
  guestTokenHours: 24,
  /** last_used_at is written at most this often per token. */
  tokenTouchSeconds: 60,

  /** A registration not finished in this time is forgotten (the salt stops working). */
  registrationDraftHours: 24,

  /** Restore, new-password variant: how long the password sent by e-mail or SMS waits for a first login. */
  sentPasswordTtlHours: 24,
  /** ...and the 4-digit one-time password of the call variant. */
  callPasswordTtlMinutes: CODE_TTL_MINUTES,
  sentPasswordLength: 10,

  /** User-info call to the external identity provider. */
  identityTimeoutMs: 5000,
} as const;
