import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CLOUDPAYMENTS_API_SECRET,
  CLOUDPAYMENTS_CITY,
  CLOUDPAYMENTS_PUBLIC_ID,
  SMTP_PORT,
  STAND_INS,
  STAND_INS_PORT,
  YOOKASSA_CITY,
  YOOKASSA_SECRET_KEY,
  YOOKASSA_SHOP_ID,
} from './stand-ins/stand-ins-address.ts';
import { OPERATOR_PASSWORD } from './tests/operator-account.ts';

const port = Number(process.env.E2E_PORT ?? 8091);
const dataDir = path.join(tmpdir(), `parking-e2e-${port}`);

/**
 * Journeys in Debian's Chromium against the real server on a fresh embedded database.
 * The web app is built first, so what runs is what `npm start` serves.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: [
    {
      // Real-protocol stand-ins for the outside world: SMTP (2525); SMS gateway, identity
      // provider and GET /messages?to= (8095). Journeys read codes from what they received.
      command: 'npx tsx e2e/stand-ins/start-stand-ins.ts',
      cwd: '..',
      url: `http://127.0.0.1:${STAND_INS_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STAND_INS_SMTP_PORT: String(SMTP_PORT),
        STAND_INS_HTTP_PORT: String(STAND_INS_PORT),
        // where the card providers' stand-ins send their notifications
        STAND_INS_APP_URL: `http://127.0.0.1:${port}`,
      },
    },
    {
      command: `rm -rf ${dataDir} && npm run build -w @parking/web && npx tsx apps/api/src/server.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // a demo stand: the journeys pay at the sandbox bank (off in production unless this)
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        // two cities take cards through the real providers' protocols (stand-ins/, issue 22)
        [`PAYMENT_PROVIDER_${CLOUDPAYMENTS_CITY.toUpperCase()}`]: 'cloudpayments',
        CLOUDPAYMENTS_PUBLIC_ID: CLOUDPAYMENTS_PUBLIC_ID,
        CLOUDPAYMENTS_API_SECRET: CLOUDPAYMENTS_API_SECRET,
        CLOUDPAYMENTS_API_URL: STAND_INS,
        CLOUDPAYMENTS_WIDGET_URL: `${STAND_INS}/bundles/cloudpayments.js`,
        [`PAYMENT_PROVIDER_${YOOKASSA_CITY.toUpperCase()}`]: 'yookassa',
        YOOKASSA_SHOP_ID: YOOKASSA_SHOP_ID,
        YOOKASSA_SECRET_KEY: YOOKASSA_SECRET_KEY,
        YOOKASSA_API_URL: `${STAND_INS}/v3`,
        PAYMENT_RECONCILE_INTERVAL_SECONDS: '5',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        RATE_LIMIT_MAX: '5000',
        // journeys are clients of their own by X-Forwarded-For (tests/client-address.ts)
        TRUST_PROXY: 'true',
        DATABASE_URL: '',
        SMTP_URL: `smtp://e2e:e2e@127.0.0.1:${SMTP_PORT}`,
        SMS_GATEWAY_URL: `${STAND_INS}/send`,
        EXTERNAL_AUTH_CLIENT_ID: 'e2e-client',
        EXTERNAL_AUTH_AUTHORIZE_URL: `${STAND_INS}/authorize`,
        EXTERNAL_AUTH_USERINFO_URL: `${STAND_INS}/info?format=json`,
        // the demo operator `operator` in every city (fines-feedback.spec.ts; a test value)
        DEMO_OPERATOR_PASSWORD: OPERATOR_PASSWORD,
      },
    },
  ],
});
