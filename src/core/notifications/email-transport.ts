import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { DeliveryError } from './delivery-error.js';

export interface OutgoingEmail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface EmailTransport {
  send(mail: OutgoingEmail): Promise<{ id: string }>;
}

/** SMTP through nodemailer. 5xx replies are permanent failures; 4xx and connection problems are retried. */
export class SmtpEmailTransport implements EmailTransport {
  private readonly transporter: Transporter;

  constructor(smtp: Config['smtp'] & { host: string }) {
    this.transporter = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingEmail): Promise<{ id: string }> {
    try {
      const info = await this.transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers,
        attachments: mail.attachments,
      });
      if (info.rejected?.length) throw new DeliveryError(`recipient rejected: ${info.response}`, true);
      return { id: info.messageId };
    } catch (err) {
      if (err instanceof DeliveryError) throw err;
      const e = err as Error & { responseCode?: number; code?: string };
      // 5xx replies, bad credentials and unusable addresses will not fix themselves; anything else (4xx, network) may.
      const permanent = typeof e.responseCode === 'number' ? e.responseCode >= 500 : e.code === 'EAUTH' || e.code === 'EENVELOPE';
      throw new DeliveryError(`SMTP: ${e.message}`, permanent);
    }
  }
}

/** Stands in when SMTP_HOST is unset: live email cannot be sent, and says so instead of pretending. */
export class UnconfiguredEmailTransport implements EmailTransport {
  async send(): Promise<{ id: string }> {
    throw new DeliveryError('live email is not configured (SMTP_HOST is unset)', true);
  }
}
