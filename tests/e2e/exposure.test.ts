import { request as httpRequest } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { bundleRows, type BrokerBundle } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { openDb } from '../../src/server/db/client.ts';
import { grantStaffRole } from '../../src/server/exposure/exposure.service.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { brokenPdf, encryptedPdf, fakePng, jpegWithGps, pdfBytes, pngBytes, scriptBytes, webpBytes } from '../fixtures/evidence.ts';
import { baseUrl } from './browser.ts';

/**
 * Exposure over HTTP against the built site: the report form (multipart, no JavaScript), good and
 * bad evidence (wrong type, a script renamed .png, empty, too large, too many, a huge declared body),
 * EXIF stripped, the member centre, the staff console (404 for everyone else, CSRF refused, files only
 * for staff, approve with a reason), public evidence after approval, and the complaint API calls.
 */

const CODE = '0000008001';
const BROKER = stableId('broker', CODE);
const NOW = '2026-11-24T07:00:00.000Z';
const CLIENT = { 'x-forwarded-for': '203.0.113.181' };
const bundle: BrokerBundle = {
  broker: {
    id: BROKER,
    code: CODE,
    name: 'Beacon Capital FX',
    normalised_name: 'beacon capital fx',
    country: 'GB',
    founded_year: 2016,
    status: 'active',
    description: null,
    contact_phone: null,
    contact_other: null,
    trial_users: null,
    trading_orders: null,
    margin_used_usd: null,
    influence: null,
    environment: null,
    capital_ratio: null,
  },
  companies: [],
  websites: [],
  accounts: [],
  software: [],
  vps: [],
  claims: [],
};
const DESCRIPTION = 'My withdrawal of 1,200 EUR requested on 2 October was refused twice without a reason.';

beforeAll(async () => {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  try {
    await replaceBrokers(db.db, [bundleRows(bundle, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW })]);
    for (const name of ['exp-reporter', 'exp-api', 'exp-stranger'])
      await createUser(db.db, { email: `${name}@example.com`, password: 'secret-1' });
    const staff = await createUser(db.db, { email: 'exp-staff@example.com', password: 'secret-1' });
    await grantStaffRole(db.db, staff.id);
  } finally {
    await db.close();
  }
});

const sessions = new Map<string, string>();
async function signIn(email: string): Promise<string> {
  const known = sessions.get(email);
  if (known) return known;
  const res = await fetch(`${baseUrl()}/api/v1/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), ...CLIENT },
    body: JSON.stringify({ account: email, password: 'secret-1' }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  sessions.set(email, cookie);
  return cookie;
}

const site = () => new DatabaseSync(inject('sitePath'), { readOnly: true });
const query = <T>(sql: string, ...params: string[]): T[] => {
  const db = site();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};

const reportUrl = () => `${baseUrl()}/en/exposure/report?dealer=${BROKER}`;
function reportForm(files: Array<{ name: string; bytes: Buffer; type?: string }>, over: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    category: 'withdrawal_refused',
    description: DESCRIPTION,
    amount: '1200',
    currency: 'EUR',
    happenedFrom: '2026-10-02',
    happenedTo: '2026-10-20',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files)
    form.append('evidence', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return form;
}
const postReport = async (cookie: string, form: FormData, headers: Record<string, string> = {}) =>
  fetch(reportUrl(), { method: 'POST', headers: { origin: baseUrl(), cookie, ...CLIENT, ...headers }, body: form, redirect: 'manual' });
/**
 * Posts the form as a browser does when the answer comes before the whole upload is read: the answer is
 * taken as soon as it arrives. A refusal over the size limit is answered early with `Connection: close`
 * (server/exposure/multipart.ts); fetch (undici) can report the closed connection instead of that
 * answer when the close reaches it while it still counts the upload as in flight.
 */
async function postReportEarly(cookie: string, form: FormData): Promise<{ status: number; text: string }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(reportUrl());
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          origin: baseUrl(),
          cookie,
          ...CLIENT,
          'content-type': encoded.headers.get('content-type')!,
          'content-length': String(body.length),
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    // Once the answer is in, the server closing the connection under the rest of the upload is expected.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    req.end(body);
  });
}
/** The page's refusal message (compressed HTML drops attribute quotes: role=alert). */
const alertText = (html: string) => /role="?alert"?[^>]*>([^<]*)</.exec(html)?.[1]?.replaceAll('&#39;', "'");

describe('the report form', () => {
  it('asks a visitor to sign in, privately and unindexed', async () => {
    const res = await fetch(reportUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).toContain('noindex');
    expect(html).toContain(`/en/login?next=${encodeURIComponent(`/en/exposure/report?dealer=${BROKER}`)}`);
    expect((await fetch(`${baseUrl()}/en/exposure/report?dealer=${stableId('broker', 'none')}`)).status).toBe(404);
  });

  it('takes a report with a PNG, a JPEG and a PDF, and keeps the JPEG without its EXIF and GPS', async () => {
    const cookie = await signIn('exp-reporter@example.com');
    const form = await fetch(reportUrl(), { headers: { cookie } });
    expect(await form.text()).toContain('enctype="multipart/form-data"');
    const res = await postReport(
      cookie,
      reportForm([
        { name: 'chat.png', bytes: await pngBytes(), type: 'image/png' },
        { name: 'IMG_2031.JPG', bytes: await jpegWithGps(), type: 'image/jpeg' },
        { name: 'statement.pdf', bytes: pdfBytes(), type: 'application/pdf' },
        { name: 'app.webp', bytes: await webpBytes(), type: 'image/webp' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thank you, your report has been received.');
    const [complaint] = query<{ id: string; status: string; amount: number; currency: string }>(
      'select id, status, amount, currency from broker_complaints where description = ?',
      DESCRIPTION,
    );
    expect(complaint).toMatchObject({ status: 'pending', amount: 1200, currency: 'EUR' });
    const files = query<{ content_type: string; bytes: Uint8Array }>(
      'select content_type, bytes from complaint_files where complaint_id = ? order by position',
      complaint.id,
    );
    expect(files.map((f) => f.content_type)).toEqual(['image/png', 'image/jpeg', 'application/pdf', 'image/webp']);
    const jpeg = Buffer.from(files[1].bytes);
    expect((await sharp(jpeg).metadata()).exif).toBeUndefined();
    expect(jpeg.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The member centre lists it, under review.
    const mine = await (await fetch(`${baseUrl()}/en/user?id=reports`, { headers: { cookie } })).text();
    expect(mine).toContain('Beacon Capital FX');
    expect(mine).toContain('Under review');
  });

  it('refuses bad evidence with a clear message and keeps nothing', async () => {
    const cookie = await signIn('exp-reporter@example.com');
    const before = query<{ n: number }>('select count(*) as n from broker_complaints')[0].n;
    const cases: Array<[Array<{ name: string; bytes: Buffer }>, number, string]> = [
      [
        [{ name: 'invoice.png', bytes: scriptBytes() }],
        415,
        'The file invoice.png is not a PNG, JPEG or WebP image or a PDF document. Its content was checked, not its name.',
      ],
      [
        [{ name: 'notes.txt', bytes: Buffer.from('just some notes about the broker') }],
        415,
        'The file notes.txt is not a PNG, JPEG or WebP image or a PDF document. Its content was checked, not its name.',
      ],
      [[{ name: 'shell.png', bytes: fakePng() }], 415, 'The file shell.png could not be read as an image.'],
      [[{ name: 'scan.pdf', bytes: brokenPdf() }], 415, 'The file scan.pdf could not be read as a PDF document.'],
      [
        [{ name: 'locked.pdf', bytes: encryptedPdf() }],
        415,
        'The file locked.pdf is a password-protected PDF. Send it without the password protection.',
      ],
      [[{ name: 'empty.png', bytes: Buffer.alloc(0) }], 400, 'The file empty.png is empty.'],
      [
        [{ name: 'huge.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]) }],
        413,
        'The file huge.pdf is larger than 5 MB.',
      ],
      [
        await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ name: `p${i}.png`, bytes: await pngBytes() }))),
        413,
        'A report may have at most 5 files.',
      ],
    ];
    for (const [files, status, message] of cases) {
      const res = await postReportEarly(cookie, reportForm(files));
      expect(res.status, message).toBe(status);
      expect(alertText(res.text)).toBe(message);
    }
    expect(query<{ n: number }>('select count(*) as n from broker_complaints')[0].n).toBe(before);
  });

  it('cuts off a body declared larger than the limit before reading it (413)', async () => {
    const url = new URL(reportUrl());
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('refuses a post from another site', async () => {
    const cookie = await signIn('exp-reporter@example.com');
    const res = await postReport(cookie, reportForm([]), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('the staff console', () => {
  const consoleUrl = () => `${baseUrl()}/en/staff/complaints`;
  it('is a 404 for visitors and members who are not staff', async () => {
    expect((await fetch(consoleUrl())).status).toBe(404);
    const res = await fetch(consoleUrl(), { headers: { cookie: await signIn('exp-stranger@example.com') } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Reports to review');
  });

  it('shows staff the pending report with its evidence, downloadable by staff only', async () => {
    const cookie = await signIn('exp-staff@example.com');
    const res = await fetch(consoleUrl(), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).toContain('noindex');
    expect(html).toContain(DESCRIPTION.replaceAll("'", '&#39;'));
    const links = [...html.matchAll(/href="(\/en\/evidence\/[0-9a-f-]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(4);
    const file = await fetch(baseUrl() + links[0], { headers: { cookie } });
    expect(file.status).toBe(200);
    // The console lists every pending report's evidence, ordered by report id: the first may be another test's PDF.
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="evidence-[0-9a-f]{12}\.(?:png|pdf)"$/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect((await fetch(baseUrl() + links[0])).status).toBe(404);
    expect((await fetch(baseUrl() + links[0], { headers: { cookie: await signIn('exp-stranger@example.com') } })).status).toBe(404);
  });

  it('refuses a decision posted from another site, then approves with a reason; the evidence becomes public', async () => {
    // The broker page, shared and cached, shows no report while it is pending.
    const dealer = `${baseUrl()}/en/dealer/${BROKER}.html`;
    const before = await (await fetch(dealer)).text();
    expect(before).toContain('No published reports about this broker.');
    expect(before).not.toContain('refused twice without a reason');
    const cookie = await signIn('exp-staff@example.com');
    const [complaint] = query<{ id: string }>('select id from broker_complaints where description = ?', DESCRIPTION);
    const decide = (origin: string, reason: string) =>
      fetch(consoleUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie, ...CLIENT },
        body: new URLSearchParams({ subject: 'complaint', id: complaint.id, action: 'approve', reason }),
      });
    expect((await decide('https://evil.example', 'Statement matches')).status).toBe(403);
    expect(query<{ status: string }>('select status from broker_complaints where id = ?', complaint.id)[0].status).toBe('pending');
    const noReason = await decide(baseUrl(), '');
    expect(noReason.status).toBe(400);
    expect(alertText(await noReason.text())).toBe('Give the reason for the decision (5 to 1000 characters).');
    const ok = await decide(baseUrl(), 'Statement matches the dates');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Approved. The broker&#39;s page shows it now.');
    expect(query<{ status: string }>('select status from broker_complaints where id = ?', complaint.id)[0].status).toBe('approved');
    expect(
      query<{ action: string; reason: string }>('select action, reason from staff_decisions where subject_id = ?', complaint.id),
    ).toEqual([{ action: 'approve', reason: 'Statement matches the dates' }]);
    expect(
      query<{ n: number }>("select count(*) as n from page_changes where kind = 'dealer' and entity_id = ?", BROKER)[0].n,
    ).toBeGreaterThan(0);
    // Approved: the re-encoded images are public and inline; PDFs stay downloads.
    const [image] = query<{ id: string }>(
      "select id from complaint_files where complaint_id = ? and content_type = 'image/jpeg'",
      complaint.id,
    );
    // A first visit gets the site's visitor cookies (an answer that sets one is never shared); a browser that has them gets a public answer.
    const first = await fetch(`${baseUrl()}/en/evidence/${image.id}`);
    const jar = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const pub = await fetch(`${baseUrl()}/en/evidence/${image.id}`, { headers: { cookie: jar } });
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(pub.headers.get('cache-control')).toContain('public');
    expect((await sharp(Buffer.from(await pub.arrayBuffer())).metadata()).exif).toBeUndefined();
    const [pdf] = query<{ id: string }>(
      "select id from complaint_files where complaint_id = ? and content_type = 'application/pdf'",
      complaint.id,
    );
    expect((await fetch(`${baseUrl()}/en/evidence/${pdf.id}`)).headers.get('content-disposition')).toMatch(/^attachment;/);
    // The approval marked the cached broker page stale (page_changes): it shows the report now.
    await expect
      .poll(async () => (await (await fetch(dealer)).text()).includes('refused twice without a reason'), { timeout: 10_000, interval: 250 })
      .toBe(true);
    const page = await (await fetch(dealer)).text();
    expect(page).toContain('Published reports: 1');
    expect(page).toContain(`/en/evidence/${image.id}`);
    expect(page).toContain(`/en/exposure/report?dealer=${BROKER}`);
    const mine = await (
      await fetch(`${baseUrl()}/en/user?id=reports`, { headers: { cookie: await signIn('exp-reporter@example.com') } })
    ).text();
    expect(mine).toContain('Published');
    expect(mine).toContain('Statement matches the dates');
  });
});

describe('the complaint calls', () => {
  const api = (path: string) => `${baseUrl()}/api/v1/complaint/${path}`;
  it('describes the categories in the caller language, the limits and the rules', async () => {
    const res = await fetch(api('describe'), { headers: { languagecode: 'de' } });
    const body = await res.json();
    expect(body.Data.categories[0]).toEqual({ key: 'withdrawal_refused', label: 'Auszahlung verweigert' });
    expect(body.Data.evidence).toMatchObject({
      maxFiles: 5,
      maxFileBytes: 5 * 1024 * 1024,
      types: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
    });
    expect(body.Data.replyDays).toBe(30);
  });

  it('adds a report as JSON and uploads evidence to it; refuses visitors, strangers and bad files', async () => {
    const cookie = await signIn('exp-api@example.com');
    const headers = { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en', cookie, ...CLIENT };
    const body = {
      dealer: BROKER,
      category: 'account_frozen',
      description: 'The broker froze my account after I made a profit of 800 USD.',
      amount: 800,
      currency: 'usd',
    };
    expect((await fetch(api('add'), { method: 'POST', headers: { ...headers, cookie: '' }, body: JSON.stringify(body) })).status).toBe(401);
    const added = await (await fetch(api('add'), { method: 'POST', headers, body: JSON.stringify(body) })).json();
    expect(added.Data).toMatchObject({ status: 'pending', files: 0 });
    const upload = async (files: Array<{ name: string; bytes: Buffer }>, who = cookie, id = added.Data.id) => {
      const form = new FormData();
      form.set('complaintId', id);
      for (const f of files) form.append('evidence', new Blob([new Uint8Array(f.bytes)]), f.name);
      const res = await fetch(api('upload'), {
        method: 'POST',
        headers: { origin: baseUrl(), languagecode: 'en', cookie: who, ...CLIENT },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const good = await upload([{ name: 'a.png', bytes: await pngBytes() }]);
    expect(good.status).toBe(200);
    expect(good.body.Data).toMatchObject({ files: 1 });
    expect(await upload([{ name: 'run.png', bytes: scriptBytes() }])).toMatchObject({ status: 415, body: { succeed: false } });
    expect((await upload([{ name: 'b.png', bytes: await pngBytes() }], await signIn('exp-stranger@example.com'))).status).toBe(404);
    expect((await upload([{ name: 'c.png', bytes: await pngBytes() }], '')).status).toBe(401);
    const notMultipart = await fetch(api('upload'), { method: 'POST', headers, body: '{}' });
    expect(notMultipart.status).toBe(415);
    expect((await fetch(api('nonCooperativeTraders'))).status).toBe(200);
  });
});
