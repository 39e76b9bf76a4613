import { env } from '../config/env.ts';
import { siteDb } from '../db/instance.ts';
import { smsMessages } from '../metrics.ts';
import { developmentSms, httpSms, type SmsProvider } from './sms.ts';

let provider: SmsProvider | undefined;

/** The server's SMS provider, chosen by SMS_PROVIDER (an 'http' provider needs SMS_HTTP_URL). */
export function siteSms(): SmsProvider {
  if (!provider) {
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    provider = counted(env.SMS_PROVIDER === 'http' ? httpSms(env.SMS_HTTP_URL!, env.SMS_HTTP_TOKEN) : developmentSms(siteDb()));
  }
  return provider;
}

/** Counts messages sent and failed (sms_messages_total). */
function counted(inner: SmsProvider): SmsProvider {
  return {
    async send(phone, text) {
      try {
        await inner.send(phone, text);
        smsMessages.inc({ result: 'sent' });
      } catch (err) {
        smsMessages.inc({ result: 'failed' });
        throw err;
      }
    },
  };
}
