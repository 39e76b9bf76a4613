import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { parseBrandHosts } from '../../lib/brand.ts';
import { isSitemapLangs } from '../sitemaps/sitemap-langs.ts';
import { oauthProvidersEnv } from '../accounts/oauth-config.ts';
import { NO_PROXY, parseTrustProxy } from './proxy-trust.ts';
import { parseSmsCountries } from '../accounts/sms-countries.ts';

/** An app version as the stores number them: 1.1.0 (two to four dot-separated numbers). */
const appVersion = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,4}){1,3}$/, 'a version such as 1.1.0')
  .default('1.1.0');

/** A link of the download page: an https address, or unset (an empty value counts as unset, as env files write it). */
export const storeUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^https$/, error: 'an https:// address' }).optional(),
);

/** Where the site thinks it lives when SITE_URL is unset: fine on a laptop, wrong in every public link in production. */
export const LOCAL_SITE_URL = 'http://localhost:4321';

/** Environment settings, validated once at start; bad values fail loudly instead of misbehaving later. */
const schema = z
  .object({
    NODE_ENV: z.string().default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    /** The site's public origin (canonical links, hreflang, sitemaps, the QR codes); unset: localhost, which start.ts warns about or refuses (startup-checks.ts). */
    SITE_URL: z.url().optional(),
    /** Our proxies: 0/false (none), a number of hops (true = 1), or a comma list of proxy addresses/CIDRs (proxy-trust.ts). */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((v, ctx) => {
        const trust = parseTrustProxy(v);
        if (!trust) ctx.addIssue({ code: 'custom', message: '0, false, true, a number of hops, or a comma list of proxy addresses/CIDRs' });
        return trust ?? NO_PROXY;
      }),
    BRAND_HOSTS: z.string().optional(),
    CONTACT_EMAIL: z.email().optional(),
    ICP_NOTICE: z.string().max(200).optional(),
    /** postgres://… selects PostgreSQL; otherwise (or unset) the embedded SQLite file is used. */
    DATABASE_URL: z.string().optional(),
    /**
     * Read replicas of the PostgreSQL primary for the public reads (pages, search, the API's lookups):
     * a comma list of postgres:// URLs, used in turn (db/instance.ts). Empty: every read goes to the primary.
     */
    DATABASE_READ_URL: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const urls = (v ?? '')
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean);
        for (const url of urls)
          if (!/^postgres(ql)?:\/\//.test(url)) ctx.addIssue({ code: 'custom', message: 'a comma list of postgres:// URLs' });
        return urls;
      }),
    /** PostgreSQL schema to use; empty means the default. Checked by db/client.ts when PostgreSQL is opened, so SQLite ignores it. */
    DATABASE_SCHEMA: z.string().optional(),
    /** Where the embedded database lives; default data/site.db (db/sqlite-file.ts). */
    SQLITE_PATH: z.string().optional(),
    /** The production build the server serves; default dist/ in the checkout. */
    DIST_DIR: z.string().optional(),
    /** Server processes (node:cluster); default one per core. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Rendered detail pages kept in memory per server process, in MiB; 0 turns the cache off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(65536).default(64),
    /** Age after which a cached page is re-rendered even without a change in the log (relative dates, related names). */
    PAGE_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** The quota fragment's deeper sections kept in memory per server process, in MiB (pages/deep-sections-cache.ts); 0 turns it off. */
    DEEP_SECTIONS_CACHE_MB: z.coerce.number().min(0).max(65536).default(16),
    /** Text messages: 'dev' writes them to the sms_outbox table and the log; 'http' posts them to SMS_HTTP_URL. */
    SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    /** Lets SMS_PROVIDER=dev run with NODE_ENV=production (a demo: `npm start` sets it); otherwise the server refuses to start. */
    SMS_DEV_IN_PRODUCTION: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** Where text messages may go: all, or a comma list of ISO alpha-2 codes and calling codes; default the editions' countries (sms-countries.ts). */
    SMS_ALLOWED_COUNTRIES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const allowed = parseSmsCountries(v);
        if (!allowed) ctx.addIssue({ code: 'custom', message: 'all, or a comma list of ISO alpha-2 codes (GB) and calling codes (44)' });
        return allowed ?? parseSmsCountries(undefined)!;
      }),
    /** Outgoing mail (smtp:// or smtps:// with credentials); unset: messages are written to the log instead. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('no-reply@corpatlas.com'),
    /** Where the quotation page's advertising inquiries are mailed (issue 20); every lead is also kept in ad_leads. */
    SALES_EMAIL: z.email().default('sales@corpatlas.com'),
    /** Third-party sign-in: a JSON array of providers (see src/server/accounts/oauth-config.ts); unset: none. */
    OAUTH_PROVIDERS: oauthProvidersEnv,
    /** Where `npm run rebuild` writes the sitemaps and the server reads them; default data/sitemaps. */
    SITEMAP_DIR: z.string().optional(),
    /** Languages listed in the sitemaps: a comma list (en,de) or all; default en (see sitemap-langs.ts). */
    SITEMAP_LANGS: z.string().optional().refine(isSitemapLangs, 'a comma list of content languages, or all'),
    /** Least severe log level written (src/server/log.ts): trace, debug, info, warn, error, fatal or silent. */
    LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
    /** Port of the Prometheus endpoint (GET /metrics, src/server/metrics.ts); unset or 0: no endpoint. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Address the metrics endpoint listens on; default loopback only (scrape it from the same host or open it deliberately). */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** The app's page in Apple's App Store; unset or empty: the download page leaves that store out. */
    APP_STORE_URL: storeUrl,
    /** The app's page on Google Play; unset or empty: left out. */
    PLAY_STORE_URL: storeUrl,
    /** A direct download of the Android package, for phones without Google Play (mainland China); unset or empty: left out. */
    APK_URL: storeUrl,
    /** On SIGTERM, how long in-flight requests and renders may take before their connections are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
    /**
     * How long an idle keep-alive connection stays open. Longer than the idle timeout of the proxy or load
     * balancer in front (60 s on the common ones), so the proxy closes first: when the server closes a
     * connection the proxy is about to reuse, the proxy's request meets a reset (a 502 for the visitor).
     */
    KEEP_ALIVE_SECONDS: z.coerce.number().min(1).max(600).default(65),
    /** The app's oldest version still served (version/getVersion: older apps must update); default the spec's 1.1.0. */
    APP_MIN_VERSION: appVersion,
    /** The app's newest version in the stores (version/getVersion: older apps may update); default the spec's 1.1.0. */
    APP_LATEST_VERSION: appVersion,
    /** How many records an ordinary member may follow (attention/follow refuses more). What each tier allows: src/server/membership/tier-allowance.ts. */
    FOLLOW_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
    /** How many records a VIP member may follow. */
    VIP_FOLLOW_LIMIT: z.coerce.number().int().min(1).max(100_000).default(1000),
    /** Detail records (companies, executives) whose deeper sections an ordinary member may open a day; a record counts once a day. */
    MEMBER_DAILY_VIEWS: z.coerce.number().int().min(0).max(100_000).default(5),
    /** The same for VIP members (the spec promises more than 50). */
    VIP_DAILY_VIEWS: z.coerce.number().int().min(1).max(100_000).default(100),
    /** Enterprise data reports an ordinary member may download a calendar month (UTC); VIP members have no limit. */
    MEMBER_MONTHLY_REPORTS: z.coerce.number().int().min(0).max(10_000).default(1),
    /**
     * Enterprise data reports (src/server/reports/): Chromium that prints them (Debian's chromium), the folder
     * of the PDF cache (default data/reports in the checkout), its size bound in MB (oldest files go first),
     * and how many reports are printed at once (default one per core).
     */
    CHROME_PATH: z.string().default('/usr/bin/chromium'),
    REPORT_CACHE_DIR: z.string().optional(),
    REPORT_CACHE_MB: z.coerce.number().min(1).max(1_000_000).default(512),
    REPORT_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Signs the alert e-mails' unsubscribe links (HMAC-SHA256); required in production (src/server/alerts/unsubscribe-token.ts), a fixed development value otherwise. */
    ALERTS_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** Signs the ad units' impression and click tokens (src/server/ads/ad-tokens.ts); when unset, a key derived from ALERTS_SECRET. */
    ADS_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** How often (ms) each server adds its in-memory ad counts to the database: a crash loses at most this much counting. */
    ADS_FLUSH_MS: z.coerce.number().int().min(200).max(60_000).default(2000),
    /** The hour (UTC, 0–23) at which `npm run alerts` sends the daily digests. */
    ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    /**
     * How long a sender's claim on an alert e-mail holds; after it, a crashed sender's e-mail is sent
     * again. At least 30 in production (a claim must outlast one SMTP send by far); shorter only outside
     * production, so that the crash tests need not wait (tests/db/alerts-kill.test.ts).
     */
    ALERT_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Read notifications older than this many days, and sent or given-up alert e-mails as old, are dropped by `npm run rebuild`. */
    NOTIFICATION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** The newest notifications a member keeps; older ones beyond it are dropped by `npm run rebuild` (unless an e-mail still has to carry them). */
    NOTIFICATION_MAX_PER_MEMBER: z.coerce.number().int().min(10).max(1_000_000).default(1000),
    /** Exposure evidence: largest file (bytes, default 5 MB), files per report (default 5) and bytes per report (default 15 MB). */
    EVIDENCE_MAX_FILE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    EVIDENCE_MAX_FILES: z.coerce.number().int().min(1).max(20).default(5),
    EVIDENCE_MAX_TOTAL_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(200 * 1024 * 1024)
      .default(15 * 1024 * 1024),
    /** Who takes VIP payments: 'dev' (a local confirmation page; refused in production unless SMS_DEV_IN_PRODUCTION) or 'stripe' (Stripe Checkout). See src/server/payments/. */
    PAYMENT_PROVIDER: z.enum(['dev', 'stripe']).default('dev'),
    /** Stripe's secret API key (sk_live_… / sk_test_…); required with PAYMENT_PROVIDER=stripe. Never in the repository. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret of the Stripe webhook endpoint (whsec_…); required with PAYMENT_PROVIDER=stripe. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe SDK sends its calls; unset: Stripe itself. Tests point it at a local fake (http://127.0.0.1:port). */
    STRIPE_API_URL: z.url().optional(),
    /** The seller on the invoices: name, postal address (one line; "|" breaks lines) and VAT or tax number. */
    INVOICE_SELLER_NAME: z.string().max(200).default('CorpAtlas Ltd'),
    INVOICE_SELLER_ADDRESS: z.string().max(500).default(''),
    INVOICE_SELLER_TAX_ID: z.string().max(64).default(''),
    /** VAT included in the plan prices, in percent (20 for 20 %); 0: no VAT line on the invoices. */
    VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(0),
    /** Days a broker has to answer an approved report before it is listed as not cooperating (nonCooperativeTraders). */
    COMPLAINT_REPLY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** The service line's phone number, shown to VIP members only (E.164, e.g. +442079460000; formatted with libphonenumber-js). */
    SERVICE_PHONE: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'an E.164 number such as +442079460000')
      .refine((v) => isValidPhoneNumber(v), 'not a valid phone number')
      .optional(),
    /** Where the service line's mails to staff go (a member wrote in their support thread). */
    SUPPORT_STAFF_EMAIL: z.email().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.DATABASE_READ_URL.length && !/^postgres(ql)?:\/\//.test(v.DATABASE_URL ?? ''))
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'replicas copy a PostgreSQL primary: DATABASE_URL must be a postgres:// URL too',
      });
    if (v.NODE_ENV === 'production' && v.ALERT_LEASE_SECONDS < 30)
      ctx.addIssue({ code: 'custom', path: ['ALERT_LEASE_SECONDS'], message: 'at least 30 in production' });
  });

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

export const env = {
  ...parsed.data,
  SITE_URL: parsed.data.SITE_URL ?? LOCAL_SITE_URL,
  /** False when SITE_URL was not given: canonical links, sitemaps and the QR login link then say localhost. */
  siteUrlSet: parsed.data.SITE_URL !== undefined,
  brandHosts: parseBrandHosts(parsed.data.BRAND_HOSTS),
};
