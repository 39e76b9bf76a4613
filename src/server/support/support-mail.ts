import { DEFAULT_LANG, isLang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { siteMailer, type Mailer } from '../accounts/mail.ts';
import { env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { log } from '../log.ts';
import * as repo from './support.repository.ts';

/** Sending tries before a service-line mail is given up ('failed'). */
export const SUPPORT_MAIL_ATTEMPTS = 5;

type Row = NonNullable<Awaited<ReturnType<typeof repo.outboxMail>>>;

/**
 * A service-line mail's address, subject and text. To staff (SUPPORT_STAFF_EMAIL, in the site's default
 * language): who wrote, what, and the console's link to the thread. To the member (their confirmed
 * address, in their language): the answer and the link to their thread. Undefined, with the reason,
 * when there is nowhere to send it (no staff address configured; a member without a confirmed address
 * still has the in-site notification).
 */
export function supportMail(row: Row, origin: string): { to: string; subject: string; text: string } | { skip: string } {
  if (row.recipient === 'staff') {
    if (!env.SUPPORT_STAFF_EMAIL) return { skip: 'no SUPPORT_STAFF_EMAIL' };
    const t = translator(DEFAULT_LANG);
    const who = [row.nickname, row.email, row.phone].filter(Boolean).join(' · ');
    return {
      to: env.SUPPORT_STAFF_EMAIL,
      subject: t('support.mail.staffSubject', { member: who }),
      text: [
        t('support.mail.staffIntro', { member: who }),
        '',
        row.body,
        '',
        '--',
        t('support.mail.staffLink', { url: `${origin}/${DEFAULT_LANG}/staff/support?thread=${row.thread_id}` }),
      ].join('\n'),
    };
  }
  if (!row.email || !row.email_confirmed) return { skip: 'no confirmed e-mail address' };
  const lang = isLang(row.lang) ? row.lang : DEFAULT_LANG;
  const t = translator(lang);
  return {
    to: row.email,
    subject: t('support.mail.memberSubject'),
    text: [
      t('support.mail.memberIntro'),
      '',
      row.body,
      '',
      '--',
      t('support.mail.memberLink', { url: `${origin}/${lang}/user?id=support` }),
    ].join('\n'),
  };
}

/**
 * Sends the service-line mails that are due, one at a time: each is claimed first (a conditional
 * update, so two senders never hold the same mail; claimed_at is a lease of ALERT_LEASE_SECONDS after
 * which a dead sender's mail is sent again), then sent, then marked. A mail the SMTP server refuses is
 * tried again later (5, 10, 15 … minutes) up to SUPPORT_MAIL_ATTEMPTS times. A repeated send (a sender
 * killed between the server's 250 and the mark) carries the same Message-ID, derived from the row.
 */
export async function sendSupportMail(
  db: Db['db'],
  mailer: Mailer = siteMailer(),
  now = () => new Date(),
): Promise<{ sent: number; skipped: number; failed: number }> {
  const out = { sent: 0, skipped: 0, failed: 0 };
  const host = new URL(env.SITE_URL).hostname;
  for (;;) {
    const at = now();
    const claimedAt = at.toISOString();
    const leaseExpired = new Date(at.getTime() - env.ALERT_LEASE_SECONDS * 1000).toISOString();
    const due = await repo.dueOutbox(db, claimedAt, leaseExpired, 20);
    let claimedAny = false;
    for (const candidate of due) {
      if (!(await repo.claimOutbox(db, candidate.id, claimedAt, leaseExpired))) continue;
      claimedAny = true;
      const row = await repo.outboxMail(db, candidate.id);
      const done = (state: 'sent' | 'failed' | 'pending', error: string | null, retryAt?: string) =>
        repo.finishOutbox(db, candidate.id, claimedAt, state, now().toISOString(), error, retryAt);
      const mail = row && supportMail(row, env.SITE_URL);
      if (!row || !mail || 'skip' in mail) {
        await done('sent', mail && 'skip' in mail ? mail.skip : 'message gone');
        out.skipped++;
        continue;
      }
      try {
        await mailer.send(mail.to, mail.subject, mail.text, { messageId: `<support-${row.id}@${host}>` });
        await done('sent', null);
        out.sent++;
      } catch (err) {
        const attempts = row.attempts;
        const final = attempts >= SUPPORT_MAIL_ATTEMPTS;
        await done(
          final ? 'failed' : 'pending',
          (err as Error).message.slice(0, 500),
          new Date(now().getTime() + attempts * 5 * 60_000).toISOString(),
        );
        if (final) out.failed++;
        log.warn({ outbox: row.id, attempts, err: (err as Error).message }, 'support mail not sent');
      }
    }
    // Nothing more this sender could take (what is left is someone else's claim or not yet due).
    if (!claimedAny) break;
  }
  return out;
}

let running: Promise<unknown> | undefined;
let again = false;

/**
 * Sends the due mails now, in the background of the request that wrote one (its answer does not wait
 * for SMTP). One sender per process at a time; a kick while it runs makes it look once more when done.
 * A mail this misses (the process ended first, the server refused it) is sent by `npm run alerts`.
 */
export function kickSupportMail(db: Db['db']): void {
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      await sendSupportMail(db);
    } while (again);
  })()
    .catch((err: unknown) => log.warn({ err: (err as Error).message }, 'support mail sender stopped'))
    .finally(() => {
      running = undefined;
    });
}
