import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertOutboxMessage } from './sms-outbox.repository.ts';

/**
 * Sending text messages. The development provider (the default) writes each message to the
 * sms_outbox table and the log instead of sending it; the HTTP provider posts it as JSON to a
 * gateway named by the environment (SMS_HTTP_URL, with SMS_HTTP_TOKEN as a bearer token).
 */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** The development provider: writes each message to sms_outbox and the log. */
export function developmentSms(db: Kysely<Database>): SmsProvider {
  return {
    async send(phone, text) {
      await insertOutboxMessage(db, { id: randomUUID(), phone, body: text, created_at: new Date().toISOString() });
      console.log(`sms (development, not sent) to ${phone}: ${text}`);
    },
  };
}

/** The HTTP provider: posts each message as JSON to the gateway. */
export function httpSms(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send(phone, text) {
      const res = await fetchImpl(url, {
        method: 'POST',
        signal: AbortSignal.timeout(15_000),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: phone, text }),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
