import type { Kysely } from 'kysely';
import { DEFAULT_LANG, htmlLangOf, isLang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { formattersFor } from '../../lib/formatters.ts';
import type { Mailer } from '../accounts/mail.ts';
import { env } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import { log } from '../log.ts';
import * as repo from './renewal-mails.repository.ts';

/**
 * The mail confirming a cancelled renewal, through an outbox (table renewal_mails, migration
 * 2026-11-24T1200): the row is written in the cancellation's transaction, then the site sends it in
 * the background – claimed first (pending or failed → sending), sent with a Message-ID from its row,
 * marked – and `npm run alerts` sends whatever the site could not (a mail server down, a process that
 * ended first), up to RENEWAL_MAIL_ATTEMPTS tries.
 */
type Db = Kysely<Database>;

export const RENEWAL_MAIL_ATTEMPTS = 5;

/** Queues the mail in the cancellation's transaction. */
export const queueRenewalMail = repo.insertRenewalMail;

/** The cancellation's confirmation: the end date, that nothing more is charged, and the way back. */
export function cancellationMail(lang: string, until: string, origin: string): { subject: string; text: string } {
  const l = isLang(lang) ? lang : DEFAULT_LANG;
  const t = translator(l);
  const date = formattersFor(htmlLangOf(l)).date(until);
  return {
    subject: t('renewal.mail.subject'),
    text: [t('renewal.mail.intro', { date }), '', t('renewal.mail.resume', { url: `${origin}/${l}/user?id=vip` })].join('\n'),
  };
}

/**
 * Sends one queued mail to the member's confirmed address (none: marked sent with the reason, as the
 * service line does). Returns whether a mail went out. A refusal is kept for a later try.
 */
export async function sendRenewalMail(db: Db, mailer: Mailer, id: string, now = new Date()): Promise<boolean> {
  const row = await repo.claimRenewalMail(db, id, RENEWAL_MAIL_ATTEMPTS);
  if (!row) return false;
  const mark = (set: { state: 'sent' | 'failed'; sent_at?: string; error: string | null }) => repo.markRenewalMail(db, id, set);
  const member = await repo.memberAddress(db, row.user_id);
  if (!member?.email || !member.email_confirmed) {
    await mark({ state: 'sent', sent_at: now.toISOString(), error: 'no confirmed e-mail address' });
    return false;
  }
  const mail = cancellationMail(row.lang, row.vip_until, env.SITE_URL);
  try {
    await mailer.send(member.email, mail.subject, mail.text, { messageId: `<renewal-${row.id}@${new URL(env.SITE_URL).hostname}>` });
    await mark({ state: 'sent', sent_at: now.toISOString(), error: null });
    return true;
  } catch (err) {
    log.warn({ renewalMail: id, attempts: row.attempts, err: (err as Error).message }, 'renewal mail not sent; kept for a later try');
    await mark({ state: 'failed', error: (err as Error).message.slice(0, 500) });
    return false;
  }
}

/** What is still due: refused mails, and mails left pending or sending for over `staleMs` (their sender stopped). */
export async function sendPendingRenewalMails(db: Db, mailer: Mailer, now = new Date(), staleMs = 10 * 60_000): Promise<number> {
  const before = new Date(now.getTime() - staleMs).toISOString();
  let sent = 0;
  for (const id of await repo.dueRenewalMails(db, before, RENEWAL_MAIL_ATTEMPTS)) {
    // A sender that died mid-way left it 'sending': give it back first.
    await repo.releaseStaleSending(db, id);
    if (await sendRenewalMail(db, mailer, id, now)) sent++;
  }
  return sent;
}
