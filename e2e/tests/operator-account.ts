/**
 * The e2e server's demo operator (DEMO_OPERATOR_PASSWORD in playwright.config.ts): every hosted
 * city gets the operator `operator` with this password at its first operator login. A test value
 * only; no imports here, so the config can read it too.
 */
export const OPERATOR_LOGIN = 'operator';
export const OPERATOR_PASSWORD = 'e2e-operator-pass-42';
