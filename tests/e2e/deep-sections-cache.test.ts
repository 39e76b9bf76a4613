import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { extendVip } from '../../src/server/membership/membership.service.ts';
import { openDeepSections } from '../../src/server/membership/view-quota.service.ts';
import { baseUrl } from './browser.ts';

/**
 * The quota fragment's deeper sections are kept in memory per record and variant
 * (src/server/pages/deep-sections-cache.ts) on the built site: two members get the same sections
 * (each with their own quota line), a visitor and a member whose day is spent never get them from the
 * cache, and a change to the record (a row of the page-change log, as an import writes) shows in the
 * fragment within the poller's second.
 */

const CLIENT = { 'x-forwarded-for': '203.0.113.231' };
const MEMBERS = ['kept-ordinary', 'kept-vip', 'kept-spent', 'kept-after'];
const ids: Record<string, string> = {};
let company = '';
let licence: { position: number; licence_number: string } | undefined;
let others: string[] = [];

beforeAll(async () => {
  const site = new DatabaseSync(inject('sitePath'), { readOnly: true });
  // A company with a licence number to change (shown in full only in the deeper sections).
  const row = site
    .prepare(
      'select company_id, position, licence_number from licences where licence_number is not null order by company_id, position limit 1',
    )
    .get() as { company_id: string; position: number; licence_number: string };
  company = row.company_id;
  licence = { position: row.position, licence_number: row.licence_number };
  others = (site.prepare('select id from companies where id <> ? order by id limit 5').all(company) as Array<{ id: string }>).map(
    (r) => r.id,
  );
  site.close();
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  for (const name of MEMBERS) ids[name] = (await createUser(db.db, { email: `${name}@example.com`, password: 'secret-1' })).id;
  await extendVip(db.db, ids['kept-vip'], 1, { kind: 'staff_granted', reason: 'e2e' });
  // A day spent on five other records.
  for (const id of others) await openDeepSections(db.db, ids['kept-spent'], 'company', id);
  await db.close();
});

afterAll(() => {
  // The licence number as it was, and the page-change row that says so.
  const site = new DatabaseSync(inject('sitePath'));
  site
    .prepare('update licences set licence_number = ? where company_id = ? and position = ?')
    .run(licence!.licence_number, company, licence!.position);
  site.prepare("insert into page_changes (kind, entity_id, changed_at) values ('company', ?, ?)").run(company, new Date().toISOString());
  site.close();
});

async function signIn(name: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
    body: JSON.stringify({ account: `${name}@example.com`, password: 'secret-1' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const more = (cookie = '', lang = 'en') =>
  fetch(`${baseUrl()}/${lang}/company/${company}/more`, { headers: { ...CLIENT, ...(cookie && { cookie }) } });
/** The sections alone: the fragment without the member's own quota line. */
const sectionsOf = (html: string) => html.replace(/<p class="deep-used[^"]*"[^>]*>[^<]*<\/p>/, '');

describe('the deeper sections kept in memory', () => {
  it('gives two members the same sections, each with their own quota line; a visitor and a spent day get none', async () => {
    const ordinary = await more(await signIn('kept-ordinary'));
    expect([ordinary.status, ordinary.headers.get('x-deep-state'), ordinary.headers.get('cache-control')]).toEqual([
      200,
      'granted',
      'private, no-store',
    ]);
    const first = await ordinary.text();
    expect(first).toContain('<section id="licences"');
    expect(first).toContain(licence!.licence_number);
    expect(first).toContain('Opened in depth today: 1 of 5.');
    const vip = await (await more(await signIn('kept-vip'))).text();
    expect(vip).toContain('Opened in depth today: 1 of 100.');
    expect(sectionsOf(vip)).toBe(sectionsOf(first));
    // Another language is a variant of its own.
    expect(await (await more(await signIn('kept-vip'), 'de')).text()).toContain('Heute im Detail geöffnet: 1 von 100.');

    // With the sections kept, a visitor still gets the sign-in prompt and a spent member the message.
    const visitor = await more();
    expect(visitor.headers.get('x-deep-state')).toBe('signIn');
    const prompt = await visitor.text();
    expect(prompt).not.toContain('<section id="licences"');
    expect(prompt).not.toContain(licence!.licence_number);
    const spent = await more(await signIn('kept-spent'));
    expect(spent.headers.get('x-deep-state')).toBe('spent');
    const message = await spent.text();
    expect(message).toContain('You have opened 5 of your 5 companies and executives in depth for today.');
    expect(message).not.toContain('<section id="licences"');
    expect(message).not.toContain(licence!.licence_number);
  });

  it('answers repeat views from memory, and shows a change to the record once the page-change log names it', async () => {
    const cookie = await signIn('kept-after');
    // Each server process keeps its own sections; a few views reach one that holds them.
    await expect.poll(async () => (await more(cookie)).headers.get('x-deep-cache'), { timeout: 10_000, interval: 100 }).toBe('HIT');
    expect(await (await more(cookie)).text()).toContain(licence!.licence_number);
    // The change and its log row, as an import writes them in one transaction.
    const site = new DatabaseSync(inject('sitePath'));
    site.exec('begin');
    site
      .prepare('update licences set licence_number = ? where company_id = ? and position = ?')
      .run('KEPT-CHANGED-42', company, licence!.position);
    site.prepare("insert into page_changes (kind, entity_id, changed_at) values ('company', ?, ?)").run(company, new Date().toISOString());
    site.exec('commit');
    site.close();
    await expect.poll(async () => (await more(cookie)).text(), { timeout: 10_000, interval: 250 }).toContain('KEPT-CHANGED-42');
    // Every process dropped the old sections: no view shows them any more.
    await new Promise((r) => setTimeout(r, 1500));
    for (let i = 0; i < 6; i++) {
      const html = await (await more(cookie)).text();
      expect(html).toContain('KEPT-CHANGED-42');
      expect(html).not.toContain(licence!.licence_number);
    }
  });
});
