/**
 * Settings that are valid one by one but must not run together: checked when the server starts
 * (src/server/http/start.ts), which refuses to start with the message. Scripts (imports, migrations)
 * send no text messages and do not check.
 */
export interface StartupSettings {
  NODE_ENV: string;
  SMS_PROVIDER: 'dev' | 'http';
  SMS_DEV_IN_PRODUCTION: boolean;
  /** Whether SITE_URL was given (env.siteUrlSet); left out, it counts as given. */
  siteUrlSet?: boolean;
  SITE_URL?: string;
  ALERTS_SECRET?: string;
  /** VIP payments (src/server/payments/): left out, as 'dev'. */
  PAYMENT_PROVIDER?: 'dev' | 'stripe';
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}

/** What is wrong with these settings for a server, or undefined when it may start. */
export function startupProblem(s: StartupSettings): string | undefined {
  if (s.NODE_ENV === 'production' && s.SMS_PROVIDER === 'dev' && !s.SMS_DEV_IN_PRODUCTION) {
    return (
      'SMS_PROVIDER=dev in production: text messages (sign-in codes) would go to the sms_outbox table and the log, ' +
      'not to phones. Set SMS_PROVIDER=http with SMS_HTTP_URL, or SMS_DEV_IN_PRODUCTION=1 for a demo (npm start sets it).'
    );
  }
  // A real production server (not a demo) with every public link saying localhost is a mistake no one
  // would notice from inside: search engines would index the canonical links and sitemaps as they are.
  if (s.NODE_ENV === 'production' && s.siteUrlSet === false && !s.SMS_DEV_IN_PRODUCTION) {
    return `${siteUrlText(s.SITE_URL)} Set SITE_URL to the public address (https://www.example.com), or SMS_DEV_IN_PRODUCTION=1 for a demo (npm start sets it).`;
  }
  // Without it, every unsubscribe link in the alert e-mails would fail (src/server/alerts/unsubscribe-token.ts).
  if (s.NODE_ENV === 'production' && !s.ALERTS_SECRET && !s.SMS_DEV_IN_PRODUCTION) {
    return 'ALERTS_SECRET is not set: it signs the unsubscribe links of the alert e-mails. Set it to a random value of at least 32 characters (e.g. `openssl rand -base64 32`).';
  }
  // Checkouts would fail and paid events would be refused: a mistake no visitor would report as such.
  if (s.PAYMENT_PROVIDER === 'stripe' && (!s.STRIPE_SECRET_KEY || !s.STRIPE_WEBHOOK_SECRET)) {
    return "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the webhook endpoint's signing secret) in the environment.";
  }
  return undefined;
}

/** What a server may start with but its operator should hear about (a demo without SITE_URL). */
export function startupWarnings(s: StartupSettings): string[] {
  const out: string[] = [];
  if (s.NODE_ENV === 'production' && s.siteUrlSet === false) out.push(`${siteUrlText(s.SITE_URL)} Set SITE_URL to the public address.`);
  return out;
}

function siteUrlText(siteUrl = 'http://localhost:4321'): string {
  return `SITE_URL is not set: canonical links, hreflang links, sitemaps, the download page's QR code and the QR login link all say ${siteUrl}.`;
}
