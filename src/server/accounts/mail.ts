import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../config/env.ts';

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set (the tests start a real local SMTP
 * server), otherwise each message is written to the log (development), never silently dropped.
 */
export interface Mailer {
  send(to: string, subject: string, text: string): Promise<void>;
}

export function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

let site: Mailer | undefined;

export function siteMailer(): Mailer {
  if (!site) {
    site = env.SMTP_URL
      ? smtpMailer(nodemailer.createTransport(env.SMTP_URL), env.MAIL_FROM)
      : {
          async send(to, subject, text) {
            console.log(`mail (development, not sent) to ${to}: ${subject}\n${text}`);
          },
        };
  }
  return site;
}
