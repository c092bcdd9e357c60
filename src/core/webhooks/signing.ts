import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Standard Webhooks headers. With several secrets (during a rotation) the signature header lists
 * one `v1,…` per secret, space-separated, so receivers holding either secret verify.
 */
export function signatureHeaders(msgId: string, timestamp: Date, body: string, secrets: string[]): Record<string, string> {
  const signatures = secrets.map((s) => new Webhook(s).sign(msgId, timestamp, body));
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
