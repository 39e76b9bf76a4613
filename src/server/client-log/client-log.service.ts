import type { Kysely } from 'kysely';
import { CLIENT_LOG, clientLogLimits } from '../accounts/limits.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import * as repo from './client-log.repository.ts';

/**
 * The log call (spec section 7: GET /zh-cn/api/log with the message in a header): a page or the app
 * reports something that went wrong on the reader's side. What a stranger can write here is bounded
 * three ways: a rate limit per address (limits.ts), a length per field, and a table that keeps only
 * the newest CLIENT_LOG.maxRows lines (every insert drops what is older). Lines are only stored:
 * never answered back, never written to the server log (they are the caller's words).
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Control characters out (a line break in a stored line would forge a second one), trimmed, cut to `max`. */
export function cleanText(text: string, max: number): string {
  return text.replace(CONTROL, ' ').trim().slice(0, max);
}

/** A header's value as the client meant it: browsers send only Latin-1 in headers, so clients percent-encode the rest. */
export function headerText(value: string | null): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface LogLine {
  message: string;
  url: string | undefined;
  lang: string;
  ip: string;
}

/** Stores one line within the limits; refuses an empty message (400) and an address over its limit (429). */
export async function recordClientLog(db: Kysely<Database>, line: LogLine, now = new Date()): Promise<void> {
  const message = cleanText(line.message, CLIENT_LOG.maxMessage);
  if (!message) throw new AppError('log.messageRequired', 400);
  await enforceLimits(db, clientLogLimits(line.ip), now);
  const url = line.url ? cleanText(line.url, CLIENT_LOG.maxUrl) || null : null;
  const id = await repo.insertLine(db, { created_at: now.toISOString(), lang: line.lang, url, message });
  await repo.deleteOlderThanNewest(db, id, CLIENT_LOG.maxRows);
}
