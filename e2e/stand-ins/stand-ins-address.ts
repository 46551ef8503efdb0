/** Where the e2e stand-ins listen; the Playwright config and the journeys share these. */
export const SMTP_PORT = 2525;
export const STAND_INS_PORT = 8095;
export const STAND_INS = `http://127.0.0.1:${STAND_INS_PORT}`;
