import { resolve } from 'node:path';

/** Process configuration, read once from the environment. Every knob has a default that works on a fresh machine. */
export interface Config {
  databaseUrl: string | undefined;
  landedHome: string;
  port: number;
  host: string;
  payUrl: string | undefined;
  /** Public base URL of this server, for links; defaults to http://HOST:PORT. */
  publicUrl: string | undefined;
  adminToken: string | undefined;
  dataDir: string | undefined;
  /** Official publications re-read by the daily refresh job (e.g. the ECB daily XML). */
  fxUrls: string[];
  workerConcurrency: number;
  logLevel: string;
  /** Outbound mail for live consignee messages (SMTP_*). Without SMTP_HOST live email fails permanently, logged. */
  smtp: { host: string | undefined; port: number; secure: boolean; user: string | undefined; pass: string | undefined; from: string };
  /** Twilio-compatible SMS API (SMS_*): base URL, account SID, auth token, sender number. */
  sms: { apiUrl: string | undefined; accountSid: string | undefined; authToken: string | undefined; from: string | undefined };
  /** Live card payments through Stripe PaymentIntents; without it live payments are refused. */
  stripeSecretKey: string | undefined;
  /** Signs payment-page CSRF tokens (PAYMENT_PAGE_SECRET); derived from the admin token when unset. */
  paymentPageSecret: string | undefined;
  /** Data retention: test data TEST_DATA_RETENTION_DAYS (90), live data LIVE_DATA_RETENTION_YEARS (7). */
  retention: { testDays: number; liveYears: number };
  /** Status relays: LANDED_ALLOW_PRIVATE_WEBHOOKS=true permits webhook URLs on private/loopback/link-local addresses; LANDED_WEBHOOK_TIMEOUT_MS (10000) bounds one delivery attempt. */
  webhooks: { allowPrivate: boolean; timeoutMs: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    landedHome: resolve(env.LANDED_HOME || '.landed'),
    port: env.PORT ? Number(env.PORT) : 3000,
    host: env.HOST || '127.0.0.1',
    payUrl: env.PAY_URL || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    adminToken: env.LANDED_ADMIN_TOKEN || undefined,
    dataDir: env.LANDED_DATA_DIR || undefined,
    fxUrls: (env.LANDED_FX_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean),
    workerConcurrency: env.WORKER_CONCURRENCY ? Number(env.WORKER_CONCURRENCY) : 4,
    logLevel: env.LOG_LEVEL || 'info',
    smtp: {
      host: env.SMTP_HOST || undefined,
      port: env.SMTP_PORT ? Number(env.SMTP_PORT) : env.SMTP_SECURE === 'true' ? 465 : 587,
      secure: env.SMTP_SECURE === 'true',
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
      from: env.SMTP_FROM || 'no-reply@localhost',
    },
    sms: { apiUrl: env.SMS_API_URL?.replace(/\/+$/, '') || undefined, accountSid: env.SMS_ACCOUNT_SID || undefined, authToken: env.SMS_AUTH_TOKEN || undefined, from: env.SMS_FROM || undefined },
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    paymentPageSecret: env.PAYMENT_PAGE_SECRET || undefined,
    retention: {
      testDays: env.TEST_DATA_RETENTION_DAYS ? Number(env.TEST_DATA_RETENTION_DAYS) : 90,
      liveYears: env.LIVE_DATA_RETENTION_YEARS ? Number(env.LIVE_DATA_RETENTION_YEARS) : 7,
    },
    webhooks: {
      allowPrivate: env.LANDED_ALLOW_PRIVATE_WEBHOOKS === 'true',
      timeoutMs: env.LANDED_WEBHOOK_TIMEOUT_MS ? Number(env.LANDED_WEBHOOK_TIMEOUT_MS) : 10_000,
    },
  };
}
