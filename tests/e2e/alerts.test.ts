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

describe('notifications in the member centre and over the API', () => {
  const CLIENT = { 'x-forwarded-for': '203.0.113.191' };
  let reader: string;
  let stranger: string;
  let changeId: string;
  let cookie = '';
  let strangerCookie = '';
  async function signIn(email: string): Promise<string> {
    const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
      body: JSON.stringify({ account: email, password: 'secret-1' }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  beforeAll(async () => {
    const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
    reader = (await createUser(db.db, { email: 'alerts-reader@example.com', password: 'secret-1' })).id;
    stranger = (await createUser(db.db, { email: 'alerts-stranger@example.com', password: 'secret-1' })).id;
    // A change the site's second import recorded (global-setup.ts), as the fan-out would have delivered it.
    const change = await db.db
      .selectFrom('record_changes')
      .select(['id', 'record_id'])
      .where('table_name', '=', 'companies')
      .executeTakeFirstOrThrow();
    changeId = change.id;
    const at = new Date().toISOString();
    await db.db
      .insertInto('notifications')
      .values({
        user_id: reader,
        change_id: change.id,
        kind: 'company',
        record_id: change.record_id,
        outbox_id: null,
        created_at: at,
        read_at: null,
      })
      .execute();
    await db.close();
    cookie = await signIn('alerts-reader@example.com');
    strangerCookie = await signIn('alerts-stranger@example.com');
  });
  const call = (path: string, who: string, body?: object) =>
    fetch(`${baseUrl()}/api/v1/notifications/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en', cookie: who, ...CLIENT },
      body: body && JSON.stringify(body),
    });

  it('lists, counts and marks read over the API; someone else’s notification is 404; a visitor 401', async () => {
    expect((await (await call('unread', cookie)).json()).Data).toEqual({ unread: 1 });
    const list = (await (await call('list', cookie)).json()).Data;
    expect(list.items[0]).toMatchObject({ id: changeId, read: false });
    expect(list.items[0].events.length).toBeGreaterThan(0);
    const theirs = await call('read', strangerCookie, { ids: [changeId] });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).Message).toBe('This notification could not be found.');
    expect((await call('unread', '')).status).toBe(401);
    expect(stranger).not.toBe(reader);
  });

  it('shows the list in the member centre with plain forms: mark as read, and the choice of e-mails', async () => {
    const page = await fetch(`${baseUrl()}/en/user?id=notifications`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Notifications</h1>');
    expect(html).toContain('Mark as read');
    expect(html).toContain('value="digest"');
    const post = (body: string) =>
      fetch(`${baseUrl()}/en/user?id=notifications`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const read = await post(`action=read&nid=${encodeURIComponent(changeId)}`);
    expect(read.status).toBe(200);
    expect(await read.text()).not.toContain('Mark as read</button>');
    expect((await (await call('unread', cookie)).json()).Data).toEqual({ unread: 0 });
    const digest = await post('action=mode&mode=digest');
    expect(await digest.text()).toMatch(/value="digest" checked/);
    const bad = await post('action=mode&mode=hourly');
    expect(bad.status).toBe(400);
  });
});
