import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { baseUrl } from './browser.ts';
import { E2E_ALERTS_SECRET } from './global-setup.ts';

/** An unsubscribe link's token as the alert e-mails carry it (src/server/alerts/unsubscribe-token.ts), signed with the site's secret. */
const tokenOf = (userId: string) =>
  `${userId}.${createHmac('sha256', E2E_ALERTS_SECRET).update(`alerts-unsubscribe:${userId}`).digest('base64url')}`;

describe('unsubscribing from alert e-mails without signing in', () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  let member: string;
  let other: string;
  const mode = async (id: string) =>
    (await db.db.selectFrom('alert_settings').select('mode').where('user_id', '=', id).executeTakeFirst())?.mode ?? 'immediate';
  beforeAll(async () => {
    member = (await createUser(db.db, { email: 'alerts-one-click@example.com' })).id;
    other = (await createUser(db.db, { email: 'alerts-page@example.com' })).id;
  });
  afterAll(() => db.close());

  it('one-click POST (RFC 8058) from a mail provider: no cookie, no Origin, a form body', async () => {
    const url = `${baseUrl()}/api/v1/alerts/unsubscribe?token=${encodeURIComponent(tokenOf(member))}`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).Data.mode).toBe('off');
    expect(await mode(member)).toBe('off');
  });

  it('refuses a forged or cut link with 400 and a clear message', async () => {
    const forged = `${other}.${tokenOf(member).split('.')[1]}`;
    const res = await fetch(`${baseUrl()}/api/v1/alerts/unsubscribe?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).Message).toMatch(/unsubscribe link is not valid/);
    expect(await mode(other)).toBe('immediate');
    const page = await fetch(`${baseUrl()}/en/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This unsubscribe link is not valid.');
  });

  it('a person opening the link gets a confirm page (a GET changes nothing), and its button unsubscribes', async () => {
    const token = encodeURIComponent(tokenOf(other));
    const link = await fetch(`${baseUrl()}/api/v1/alerts/unsubscribe?token=${token}`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    // In the language of the member's e-mails; this member has none yet, so the caller's.
    expect(link.headers.get('location')).toMatch(/^\/[a-z-]+\/unsubscribe\?token=/);
    expect(link.headers.get('location')?.endsWith(`?token=${token}`)).toBe(true);
    const page = await fetch(`${baseUrl()}/de/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('E-Mails abbestellen');
    expect(html).toContain('<form method="post" action="/de/unsubscribe">');
    expect(await mode(other)).toBe('immediate');
    const done = await fetch(`${baseUrl()}/de/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
      body: `token=${token}`,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Sie erhalten keine Benachrichtigungs-E-Mails mehr');
    expect(await mode(other)).toBe('off');
  });
});
