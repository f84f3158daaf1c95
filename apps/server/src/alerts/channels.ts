import type { Language } from '@agrim/contracts';
import { createHmac } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmsSender } from '../sms/sms.service.js';

export const SIGNATURE_HEADER = 'x-agrim-signature';

/** `sha256=<hex>`: HMAC-SHA256 of the exact body with the shared secret, as the gateway checks it. */
export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** What an SMS/WhatsApp gateway receives (one POST per recipient and evaluation: the alarms raised together). */
export interface WebhookMessage {
  event: 'alarm.raised';
  /** The first of the alarms. */
  alarmId: number;
  /** Every alarm the text stands for (absent in messages stored before issue 38). */
  alarmIds?: number[];
  to: string;
  language: Language;
  /** At most 160 characters. */
  text: string;
  link: string;
}

/** What an alert SMS delivery over SMPP carries (the `alert.digest` template's parameter, and where it goes). */
export interface SmsPayload {
  to: string;
  language: Language;
  message: string;
  alarmIds: number[];
}

/**
 * The outside channels: email through any SMTP server, SMS over SMPP (issue 41), and the signed
 * webhook. Any may be absent. Alert SMS go through SMPP when it is configured, else the webhook:
 * never both (one alarm, one text on the farmer's phone).
 */
export class Channels {
  private readonly mail: Transporter | null;

  constructor(
    private readonly settings: { smtpUrl?: string; from: string; webhookUrl?: string; webhookSecret?: string },
    /** The SMPP sender; absent or not configured: the webhook carries alert SMS. */
    readonly sms?: SmsSender,
  ) {
    this.mail = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  }

  get emailAvailable() {
    return this.mail !== null;
  }

  get smsAvailable() {
    return this.smsChannel !== null;
  }

  /** The channel alert SMS take: `sms` (SMPP) when configured, else `webhook` when configured, else none. */
  get smsChannel(): 'sms' | 'webhook' | null {
    if (this.sms?.available) return 'sms';
    return this.settings.webhookUrl ? 'webhook' : null;
  }

  async email(to: string, subject: string, text: string): Promise<void> {
    // A retry after the server was restarted without SMTP_URL: failed, not silently "sent".
    if (!this.mail) throw new Error('no SMTP server is configured (SMTP_URL)');
    await this.mail.sendMail({ from: this.settings.from, to, subject, text });
  }

  async webhook(message: WebhookMessage): Promise<void> {
    const { webhookUrl, webhookSecret } = this.settings;
    if (!webhookUrl || !webhookSecret) throw new Error('no alert webhook is configured (ALERT_WEBHOOK_URL, ALERT_WEBHOOK_SECRET)');
    const body = JSON.stringify(message);
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(webhookSecret, body) },
      body,
      signal: AbortSignal.timeout(10_000),
      // Never followed: a redirect would carry the signed body (phone numbers) wherever it points.
      redirect: 'manual',
    });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new Error(
        `the alert webhook answered ${res.status} (a redirect to ${res.headers.get('location') ?? 'nowhere'}); redirects are not followed: set ALERT_WEBHOOK_URL to the final address`,
      );
    }
    if (!res.ok) throw new Error(`the alert webhook answered ${res.status}`);
  }

  close() {
    this.mail?.close();
  }
}
