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

  /** Failed logins are counted over this window. */
  loginWindowMinutes: 15,
  /** From this many failures for one login a captcha is required. */
  loginFailuresForCaptcha: 3,
  /**
   * ...and from this many from one address, whatever the login: higher, because many drivers
   * share an address behind an office or mobile-operator NAT.
   */
  loginFailuresForCaptchaPerIp: 10,
  /** This many failures for one login answer LoginTryLimit until the window passes. */
  loginFailuresPerLogin: 10,
  /** An address trying many logins (credential stuffing) is stopped later than one login. */
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
