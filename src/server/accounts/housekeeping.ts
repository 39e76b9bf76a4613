import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pruneLimits } from './rate-limit.ts';
import { pruneThirdParty } from './third-party.repository.ts';

/**
 * Drops what can no longer be used: ended sessions, dead codes and puzzles, old QR logins, sign-in
 * states and third-party tickets, rate windows, development text messages older than a week. Run by
 * `npm run rebuild` (any schedule will do: nothing here is needed once expired). Returns the rows dropped per table.
 */
export async function pruneAccounts(db: Kysely<Database>, now = new Date()): Promise<Record<string, number>> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const out: Record<string, number> = {
    sessions: n(await db.deleteFrom('sessions').where('expires_at', '<=', at).executeTakeFirst()),
    verification_codes: n(await db.deleteFrom('verification_codes').where('expires_at', '<', dayAgo).executeTakeFirst()),
    captcha_challenges: n(await db.deleteFrom('captcha_challenges').where('expires_at', '<', dayAgo).executeTakeFirst()),
    qr_logins: n(await db.deleteFrom('qr_logins').where('expires_at', '<', dayAgo).executeTakeFirst()),
    sms_outbox: n(await db.deleteFrom('sms_outbox').where('created_at', '<', weekAgo).executeTakeFirst()),
  };
  out.rate_limits = await pruneLimits(db, now.getTime());
  Object.assign(out, await pruneThirdParty(db, dayAgo));
  return out;
}
