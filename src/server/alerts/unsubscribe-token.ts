import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../config/env.ts';

/**
 * The alert e-mails' unsubscribe links: a token naming the member and one purpose, signed with
 * ALERTS_SECRET (HMAC-SHA256), so it works without signing in and does nothing else. It does not
 * expire: RFC 8058 links are used long after the e-mail arrived, and all it can do is stop alerts.
 */
const PURPOSE = 'alerts-unsubscribe';
/** Outside production, and in a production demo (SMS_DEV_IN_PRODUCTION, as `npm start` runs): a development secret anyone can read. */
const DEV_SECRET = 'development-only-alerts-secret-not-for-production';

function secret(): string {
  if (env.ALERTS_SECRET) return env.ALERTS_SECRET;
  if (env.NODE_ENV === 'production' && !env.SMS_DEV_IN_PRODUCTION)
    throw new Error('ALERTS_SECRET is required in production (at least 32 characters)');
  return DEV_SECRET;
}

const sign = (userId: string) => createHmac('sha256', secret()).update(`${PURPOSE}:${userId}`).digest('base64url');

export function unsubscribeToken(userId: string): string {
  return `${userId}.${sign(userId)}`;
}

/** The member a token names, or undefined when it is not one of ours (forged, cut, or for another purpose). */
export function readUnsubscribeToken(token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 200) return undefined;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
