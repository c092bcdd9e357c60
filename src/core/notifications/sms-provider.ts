import type { Config } from '../../config.js';
import { DeliveryError } from './delivery-error.js';

export interface SmsProvider {
  send(message: { to: string; body: string }): Promise<{ id: string }>;
}

/**
 * Twilio's Messages API (and compatible ones): POST {SMS_API_URL}/2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded To/From/Body, HTTP Basic auth with the account SID and auth token. 4xx replies
 * (except 408 and 429) are permanent failures; 5xx, 408, 429 and network errors are retried.
 */
export class TwilioSmsProvider implements SmsProvider {
  constructor(private readonly sms: Required<{ [K in keyof Config['sms']]: string }>) {}

  async send(message: { to: string; body: string }): Promise<{ id: string }> {
    const url = `${this.sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(this.sms.accountSid)}/Messages.json`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.sms.accountSid}:${this.sms.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: this.sms.from, Body: message.body }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw new DeliveryError(`SMS API unreachable: ${(err as Error).message}`, false);
    }
    const text = await res.text();
    let json: { sid?: string; message?: string; code?: number } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      /* not JSON */
    }
    if (res.ok && json.sid) return { id: json.sid };
    const detail = json.message ?? (text.slice(0, 200) || res.statusText);
    const permanent = res.ok || (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429);
    throw new DeliveryError(`SMS API ${res.status}: ${detail}`, permanent);
  }
}

export class UnconfiguredSmsProvider implements SmsProvider {
  async send(): Promise<{ id: string }> {
    throw new DeliveryError('live SMS is not configured (SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)', true);
  }
}

export function smsProviderFrom(sms: Config['sms']): SmsProvider {
  if (sms.apiUrl && sms.accountSid && sms.authToken && sms.from) return new TwilioSmsProvider({ apiUrl: sms.apiUrl, accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from });
  return new UnconfiguredSmsProvider();
}
