import { z } from 'zod';

export const listCommunicationsInput = z.object({ id: z.string().meta({ description: 'Shipment id (UUID)' }) });

export const communicationOutput = z
  .object({
    id: z.uuid(),
    channel: z.enum(['email', 'sms']),
    purpose: z.string().meta({ description: 'payment_request (the payment link) or receipt' }),
    status: z.enum(['QUEUED', 'SCHEDULED', 'SENT', 'SIMULATED', 'FAILED', 'SUPPRESSED', 'SKIPPED']).meta({
      description:
        'Live: QUEUED (about to send), SCHEDULED (SMS waiting for the local daytime window), SENT, FAILED (permanent failure or retries exhausted; see error). ' +
        'Test: SIMULATED (rendered and logged, never sent). Either: SUPPRESSED (recipient opted out), SKIPPED (no longer relevant: the shipment was paid, cancelled or expired before the send).',
    }),
    to: z.string().meta({ description: 'Email address or E.164 phone number' }),
    subject: z.string().nullable().meta({ description: 'Email subject; null for SMS' }),
    body: z.string().meta({ description: 'Plain-text body (the SMS text, or the email text part)' }),
    html: z.string().nullable().meta({ description: 'Email HTML part; null for SMS' }),
    created: z.string().meta({ description: 'ISO 8601, UTC' }),
    scheduled_for: z.string().nullable().meta({ description: 'When a live send is (or would be, in test mode) due: SMS wait for the next local window' }),
    sent_at: z.string().nullable().meta({ description: 'When it was sent (or simulated)' }),
    attempts: z.number().int(),
    error: z.string().nullable().meta({ description: 'Last failure or suppression reason' }),
  })
  .meta({ id: 'Communication' });

export const listCommunicationsOutput = z.array(communicationOutput);
