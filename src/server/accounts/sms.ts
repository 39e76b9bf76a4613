import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { log } from '../log.ts';
import { insertOutboxMessage } from './sms-outbox.repository.ts';

/**
 * Sending text messages. The development provider (the default) writes each message to the
 * sms_outbox table instead of sending it (the log says that it did, never the text); the HTTP provider posts it as JSON to a
 * gateway named by the environment (SMS_HTTP_URL, with SMS_HTTP_TOKEN as a bearer token).
 */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** The development provider: writes each message to sms_outbox, and a line without its text (a code) to the log. */
export function developmentSms(db: Kysely<Database>): SmsProvider {
  return {
    async send(phone, text) {
      await insertOutboxMessage(db, { id: randomUUID(), phone, body: text, created_at: new Date().toISOString() });
      log.info({ to: maskPhone(phone) }, 'sms written to the outbox (development, not sent)');
    },
  };
}

/** A phone number as logs show it: the country code and the last two digits ('+44…18'). */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}…${phone.slice(-2)}` : '…';
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
