/**
 * `npm run alerts`: tells followers what imports changed. First the fan-out (finished import runs →
 * notifications and outbox e-mails), then the e-mails that are due (immediate ones now, digests once
 * ALERT_DIGEST_HOUR UTC has come), then the service line's mails the site could not send at once. Meant for cron, e.g. every five minutes:
 *   (crontab)  *\/5 * * * *  cd /srv/site && npm run alerts >> /var/log/site-alerts.log 2>&1
 * It also sends the quotation page's advertising leads whose mail to sales failed (a mail server that
 * was down): the lead was kept, and goes out here once (src/server/quotation/quotation.service.ts),
 * and the confirmations of cancelled VIP renewals the site could not send (src/server/payments/renewal-mail.ts).
 * Safe to run twice at once and after being killed: see src/server/alerts/. Exits 0 when it did
 * its work (e-mails the SMTP server refused are retried by later runs), 1 on an error of its own.
 */
import { fanOut } from '../src/server/alerts/alerts-fanout.service.ts';
import { sendDue } from '../src/server/alerts/alerts-send.service.ts';
import { siteMailer } from '../src/server/accounts/mail.ts';
import { env } from '../src/server/config/env.ts';
import { openDb } from '../src/server/db/client.ts';
import { sendSupportMail } from '../src/server/support/support-mail.ts';
import { mailPendingLeads } from '../src/server/quotation/quotation.service.ts';
import { sendPendingRenewalMails } from '../src/server/payments/renewal-mail.ts';

const database = openDb();
const started = performance.now();
try {
  const fan = await fanOut(database.db);
  const sent = await sendDue(database.db);
  // The service line's mails too: the site sends them as they are written; this run retries what it could not.
  const support = await sendSupportMail(database.db);
  const leads = await mailPendingLeads(database.db, siteMailer(), env.SALES_EMAIL);
  // A member's cancelled renewal: the confirmations the site could not send.
  const renewals = await sendPendingRenewalMails(database.db, siteMailer());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `alerts: ${fan.runs} import run(s) fanned out, ${fan.notifications} notification(s); ` +
      (sent.waited
        ? 'e-mails wait: another fan-out is part-way'
        : `${sent.sent} e-mail(s) sent, ${sent.retried} retried, ${sent.skipped} with nothing to send, ${sent.failed} given up`) +
      `; service line: ${support.sent} sent, ${support.failed} given up` +
      `${leads ? `; ${leads} advertising lead(s) mailed to sales` : ''}` +
      `${renewals ? `; ${renewals} renewal cancellation(s) confirmed` : ''} (${seconds} s)`,
  );
} catch (err) {
  console.error(`alerts: ${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
