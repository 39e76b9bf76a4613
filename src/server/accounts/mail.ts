import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../config/env.ts';
import { log } from '../log.ts';
import { mailMessages } from '../metrics.ts';

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set (the tests start a real local SMTP
 * server), otherwise a line in the log says a message was due (development; its text, which holds a
 * code or a link, is not logged).
 */
export interface Mailer {
  send(to: string, subject: string, text: string, extra?: MailExtra): Promise<void>;
}

/** What some messages add: headers (the alerts' List-Unsubscribe) and a Message-ID of their own (so a resend can be recognised). */
export interface MailExtra {
  headers?: Record<string, string>;
  messageId?: string;
}

export function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(to, subject, text, extra) {
      await transport.sendMail({ from, to, subject, text, headers: extra?.headers, messageId: extra?.messageId });
    },
  };
}

let site: Mailer | undefined;

export function siteMailer(): Mailer {
  if (!site) {
    site = counted(
      env.SMTP_URL
        ? smtpMailer(nodemailer.createTransport(env.SMTP_URL), env.MAIL_FROM)
        : {
            // The text holds a code or a link with a token: the log says that a message was due, not what it said.
            async send(to, subject) {
              log.info({ to: maskAddress(to), subject }, 'mail not sent (development: no SMTP_URL)');
            },
          },
    );
  }
  return site;
}

/** An address as logs show it: the first letter and the domain ('m…@example.com'). */
function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}…${address.slice(at)}` : '…';
}

/** Counts messages sent and failed (mail_messages_total). */
function counted(inner: Mailer): Mailer {
  return {
    async send(to, subject, text, extra) {
      try {
        await inner.send(to, subject, text, extra);
        mailMessages.inc({ result: 'sent' });
      } catch (err) {
        mailMessages.inc({ result: 'failed' });
        throw err;
      }
    },
  };
}
