import type { Logger } from 'pino';
import type { EmailTransport } from './email-transport.js';
import type { SmsProvider } from './sms-provider.js';

/** What the notification jobs need from the outside world. */
export interface NotificationDeps {
  email: EmailTransport;
  sms: SmsProvider;
  /** Envelope sender address (SMTP_FROM); the display name is the brand's. */
  fromAddress: string;
  payUrl: string;
  logger: Logger;
  now?: () => Date;
}

export const SEND_TASK = 'send_notification';
/** Live sends are tried this many times, with graphile-worker's exponential backoff (≈ exp(n) s). */
export const SEND_MAX_ATTEMPTS = 8;

export function unsubscribeUrl(payUrl: string, token: string): string {
  return `${payUrl.replace(/\/+$/, '')}/${token}/unsubscribe`;
}
