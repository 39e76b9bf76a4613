import { siteMailer, type Mailer } from '../accounts/mail.ts';
import { env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { DEFAULT_LANG, isLang } from '../../i18n/languages.ts';
import { log } from '../log.ts';
import { alertMail } from './alerts-mail.ts';
import { claimDue, fanOutInProgress, finishOutbox, outboxChanges, recipient, releaseClaims } from './alerts.repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** Sending tries before an e-mail is given up ('failed'). */
export const MAX_ATTEMPTS = 5;

export interface SendResult {
  sent: number;
  skipped: number;
  failed: number;
  retried: number;
  waited: boolean;
}

/** The one-click unsubscribe address of a member (RFC 8058: the List-Unsubscribe header's target). */
export function unsubscribeUrl(userId: string): string {
  return `${env.SITE_URL}/api/v1/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

/**
 * Sends the alert e-mails that are due. Each is claimed first (state 'sending', claimed_at = now: a
 * lease of ALERT_LEASE_SECONDS), then sent, then marked sent. Two senders at once never claim the same
 * e-mail. A sender that dies between claiming and marking leaves the e-mail 'sending'; once the lease
 * has run out the next run sends it again, so no e-mail is lost.
 *
 * What may repeat, exactly: e-mails go out one at a time, each marked sent as soon as the SMTP server
 * has answered 250, so a sender killed at any moment leaves at most one e-mail that the server took
 * and that is not marked: the one in flight (accepted, the answer or the mark not yet through). That
 * one is sent again after the lease, with the same Message-ID (derived from the outbox id), by which
 * mail systems recognise the duplicate. The rest of its batch was claimed but not sent, so it goes out
 * once. Duplicates are thus at most one per killed sender (tests/db/alerts-kill.test.ts kills
 * `npm run alerts` with SIGKILL while an e-mail is in flight and counts Message-IDs). A live sender
 * never repeats another's e-mail: it uses a claim only in the first half of its lease and gives the
 * rest of the batch back past that, so a second sender can take over an e-mail only when one SMTP
 * send lasts longer than half the lease (300 s by default).
 * Nothing is sent while a fan-out is part-way (its e-mails are still filling up).
 */
export async function sendDue(db: Db['db'], mailer: Mailer = siteMailer(), now = () => new Date()): Promise<SendResult> {
  const out: SendResult = { sent: 0, skipped: 0, failed: 0, retried: 0, waited: false };
  if (await fanOutInProgress(db)) {
    out.waited = true;
    return out;
  }
  const host = new URL(env.SITE_URL).hostname;
  for (;;) {
    const at = now();
    const claimedAt = at.toISOString();
    const claimed = await claimDue(db, {
      now: claimedAt,
      leaseExpired: new Date(at.getTime() - env.ALERT_LEASE_SECONDS * 1000).toISOString(),
      limit: 20,
    });
    if (claimed.length === 0) break;
    for (const [i, row] of claimed.entries()) {
      // Past half the lease, another sender could soon take these e-mails over: give the rest back and claim afresh.
      if (now().getTime() - at.getTime() > (env.ALERT_LEASE_SECONDS * 1000) / 2) {
        await releaseClaims(
          db,
          claimed.slice(i).map((r) => r.id),
          claimedAt,
        );
        break;
      }
      if (row.attempts > 1) out.retried++;
      const done = (state: 'sent' | 'failed' | 'pending', error: string | null, retryAt?: string) =>
        finishOutbox(db, row.id, claimedAt, state, now().toISOString(), error, retryAt);
      const member = await recipient(db, row.user_id);
      if (!member?.email || !member.email_confirmed || member.mode === 'off') {
        // No confirmed address, or the member stopped alerts since: nothing to send, and nothing to retry.
        await done('sent', member?.mode === 'off' ? 'alerts off' : 'no confirmed e-mail address');
        out.skipped++;
        continue;
      }
      const changes = await outboxChanges(db, row.user_id, row.id);
      if (changes.length === 0) {
        await done('sent', 'nothing to tell');
        out.skipped++;
        continue;
      }
      const lang = isLang(member.lang) ? member.lang : DEFAULT_LANG;
      const unsubscribe = unsubscribeUrl(row.user_id);
      const mail = alertMail({
        lang,
        digest: row.kind === 'digest',
        changes,
        origin: env.SITE_URL,
        unsubscribeUrl: `${env.SITE_URL}/${lang}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(row.user_id))}`,
        settingsUrl: `${env.SITE_URL}/${lang}/user?id=notifications`,
      });
      try {
        await mailer.send(member.email, mail.subject, mail.text, {
          messageId: `<alert-${row.id.replace(/[^A-Za-z0-9-]/g, '-')}@${host}>`,
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        await done('sent', null);
        out.sent++;
      } catch (err) {
        const final = row.attempts >= MAX_ATTEMPTS;
        // Tried again later (5, 10, 15 … minutes), not in this run's loop.
        const retryAt = new Date(now().getTime() + row.attempts * 5 * 60_000).toISOString();
        await done(final ? 'failed' : 'pending', (err as Error).message.slice(0, 500), retryAt);
        if (final) out.failed++;
        log.warn({ outbox: row.id, attempts: row.attempts, err: (err as Error).message }, 'alert e-mail not sent');
      }
    }
  }
  return out;
}
