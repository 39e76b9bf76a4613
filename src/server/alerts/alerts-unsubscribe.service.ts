import type { Kysely } from 'kysely';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { recipient, setAlertMode } from './alerts.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** The member an unsubscribe link names; 400 for a link that is not ours (cut, forged) or whose member is gone. */
export async function unsubscribeMember(db: Kysely<Database>, token: string) {
  const userId = readUnsubscribeToken(token);
  const member = userId ? await recipient(db, userId) : undefined;
  if (!member) throw new AppError('alerts.badLink', 400);
  return member;
}

/** Stops a member's alert e-mails from their link (no sign-in: the signed token is the proof). Doing it twice is fine. */
export async function unsubscribe(db: Kysely<Database>, token: string, now = new Date()): Promise<void> {
  const member = await unsubscribeMember(db, token);
  await setAlertMode(db, member.id, 'off', now.toISOString());
}
