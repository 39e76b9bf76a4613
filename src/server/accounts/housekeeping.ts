import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as repo from './housekeeping.repository.ts';
import { pruneLimits } from './rate-limit.ts';
import { deleteOutboxBefore } from './sms-outbox.repository.ts';
import { pruneThirdParty } from './third-party.repository.ts';
import { prunePartnerOauth } from '../partners/partner-oauth.service.ts';

/**
 * Drops what can no longer be used: ended sessions, dead codes and puzzles, old QR logins, sign-in
 * states and third-party tickets, partner apps' dead codes and tokens, rate windows, development text messages older than a week. Run by
 * `npm run rebuild` (any schedule will do: nothing here is needed once expired). Returns the rows dropped per table.
 */
export async function pruneAccounts(db: Kysely<Database>, now = new Date()): Promise<Record<string, number>> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const out: Record<string, number> = {
    sessions: await repo.deleteEndedSessions(db, at),
    verification_codes: await repo.deleteCodesExpiredBefore(db, dayAgo),
    captcha_challenges: await repo.deletePuzzlesExpiredBefore(db, dayAgo),
    qr_logins: await repo.deleteQrLoginsExpiredBefore(db, dayAgo),
    sms_outbox: await deleteOutboxBefore(db, weekAgo),
  };
  out.rate_limits = await pruneLimits(db, now.getTime());
  Object.assign(out, await pruneThirdParty(db, dayAgo));
  Object.assign(out, await prunePartnerOauth(db, at));
  return out;
}
