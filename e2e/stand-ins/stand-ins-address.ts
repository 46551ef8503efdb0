/**
 * Where the e2e stand-ins listen; the Playwright config and the journeys share these. Two runs
 * on one machine (a developer's beside CI's) pick other ports with E2E_SMTP_PORT and
 * E2E_STAND_INS_PORT, as E2E_PORT moves the server.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const STAND_INS_PORT = Number(process.env.E2E_STAND_INS_PORT ?? 8095);
export const STAND_INS = `http://127.0.0.1:${STAND_INS_PORT}`;

/** The card providers' stand-ins (mounted on the same port) and the cities that pay through them. */
export const CLOUDPAYMENTS_CITY = 'kazan';
export const CLOUDPAYMENTS_PUBLIC_ID = 'pk_e2e_kazan';
export const CLOUDPAYMENTS_API_SECRET = 'e2e-cloudpayments-api-secret';
export const YOOKASSA_CITY = 'ekaterinburg';
export const YOOKASSA_SHOP_ID = 'e2e-shop';
export const YOOKASSA_SECRET_KEY = 'test_e2e_secret_key';
