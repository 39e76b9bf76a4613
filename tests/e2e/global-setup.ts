import type { TestProject } from 'vitest/node';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../../scripts/lib/site-server.ts';
import { openDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { writeSitemaps } from '../../src/server/sitemaps/sitemap-writer.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { writeBrokerFixtures } from '../fixtures/brokers.ts';
import { searchRegisterChangesJsonl, searchRegisterJsonl } from '../fixtures/search/register.ts';
import { seedSearchBrokers } from '../fixtures/brokers/search-brokers.ts';
import { seedRegWorld } from '../fixtures/reg/reg-world.ts';
import { oauthProvidersFor, peerPorts, type PeerPorts } from './third-party-peers.ts';
import { startMailPeer } from './mail-peer.ts';
import { startFakeStripe } from '../fixtures/fake-stripe.ts';

/** The site's Stripe webhook signing secret in the e2e run (a test value, nothing real). */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_local_test_secret';

/** The site's ALERTS_SECRET in the e2e run. */
export const E2E_ALERTS_SECRET = 'e2e-alerts-secret-of-at-least-32-characters';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    sitePath: string;
    oauthPorts: PeerPorts;
    mailDir: string;
    stripeUrl: string;
  }
}

/** A register of its own for the site under test: the search fixture, imported as any file would be. */
async function testRegister(dir: string): Promise<string> {
  const file = join(dir, 'site.db');
  writeFileSync(join(dir, 'register.jsonl'), searchRegisterJsonl());
  const database = openDb({ sqlitePath: file, databaseUrl: '' });
  await migrateToLatest(database.db);
  await runImport(database.db, jsonl, join(dir, 'register.jsonl'));
  // A later file with a few changes: the History section and the home page's latest changes have something to show.
  writeFileSync(join(dir, 'register-changes.jsonl'), searchRegisterChangesJsonl());
  await runImport(database.db, jsonl, join(dir, 'register-changes.jsonl'));
  // A few brokers with their companies and licences (fixed trader codes 90000000xx): the search lane's
  // broker search, rank lists and broker calls (tests/e2e/broker-search.test.ts).
  await seedSearchBrokers(database.db);
  // A member for the sign-in tests (see tests/e2e/accounts-api.test.ts).
  await createUser(database.db, { email: 'member@example.com', phone: '+442079460018', password: 'secret-1', nickname: 'Member' });
  // Another for the QR tests: password tries are limited per account (5 in 15 minutes).
  await createUser(database.db, { email: 'qr-member@example.com', password: 'secret-1' });
  // And two for the session fixation test (a victim, and an attacker with a session of their own).
  await createUser(database.db, { email: 'victim@example.com', password: 'secret-1' });
  await createUser(database.db, { email: 'attacker@example.com', password: 'secret-1' });
  // As `npm run rebuild` does after an import; small files, so the test sees more than one.
  await writeSitemaps(database.db, { dir: join(dir, 'sitemaps'), origin: 'https://corpatlas.com', langs: ['en', 'de'], maxUrls: 500 });
  // Regulators, brokers and trading venues with fixed ids of their own (tests/e2e/regulators.test.ts);
  // written after the sitemaps, which other tests count.
  await seedRegWorld(database.db);
  // Two brokers for the broker page tests (tests/e2e/broker-page.test.ts), written after the sitemaps and
  // without change records, so that the other tests' counts stay as they are (replaceBrokers gives them
  // broker search keys, which no company or executive count sees).
  await writeBrokerFixtures(database.db);
  await database.close();
  return file;
}

/** Starts the built site once for all browser tests (npm test builds it first). */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-site-'));
  const sitePath = await testRegister(dir);
  // Third-party login: the site is configured for a local OpenID provider and a WeChat/QQ fake, which
  // tests/e2e/third-party.test.ts starts on these ports (see third-party-peers.ts).
  const oauthPorts = await peerPorts();
  // Mail goes to a real SMTP peer; the e-mail binding tests read what it received (tests/e2e/mail-peer.ts).
  const mailDir = join(dir, 'mail');
  const mail = await startMailPeer(mailDir);
  // Stripe's API for the site is a local fake (tests/fixtures/fake-stripe.ts): a member's renewal change calls it, never the internet.
  const fakeStripe = await startFakeStripe();
  const site = await startSite({
    SMTP_URL: `smtp://127.0.0.1:${mail.port}/?ignoreTLS=true`,
    // As behind one proxy of ours (the last X-Forwarded-For entry is the client): browser tests give
    // each visitor its own address, so one file's code sending does not use up another's per-address limits.
    TRUST_PROXY: '1',
    ICP_NOTICE: 'ICP 12345678',
    BRAND_HOSTS: 'corpatlas.com=1,corpatlas.cc=2,bizlens.com=3,bizlens.cc=4',
    SQLITE_PATH: sitePath,
    DATABASE_URL: '',
    // Signs the alert e-mails' unsubscribe links; tests/e2e/alerts.test.ts signs with the same value.
    ALERTS_SECRET: E2E_ALERTS_SECRET,
    SITEMAP_DIR: join(dir, 'sitemaps'),
    // The enterprise data reports this run prints (tests/e2e/company-report.test.ts).
    REPORT_CACHE_DIR: join(dir, 'reports'),
    OAUTH_PROVIDERS: oauthProvidersFor(oauthPorts),
    // The service line (tests/e2e/support.test.ts): staff mails go here; VIP members see this number.
    SUPPORT_STAFF_EMAIL: 'service-desk@example.com',
    SERVICE_PHONE: '+442079460000',
    // Stripe's webhook endpoint answers (tests/e2e/vip.test.ts signs events with this secret); orders still go to the dev provider;
    // Stripe's API calls (a member's renewal change, tests/e2e/vip-renewal.test.ts) go to the local fake.
    STRIPE_SECRET_KEY: 'sk_test_e2e_not_a_real_key',
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: fakeStripe.url,
  });
  project.provide('baseUrl', site.url);
  // The phone-login tests read the slider's answer and the development SMS outbox from the database, as a person reads their phone.
  project.provide('sitePath', sitePath);
  project.provide('chromiumPath', chromiumPath);
  project.provide('oauthPorts', oauthPorts);
  project.provide('mailDir', mailDir);
  project.provide('stripeUrl', fakeStripe.url);
  return async () => {
    await site.stop();
    await mail.close();
    await fakeStripe.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
