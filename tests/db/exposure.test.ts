import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { bundleRows, type BrokerBundle } from '../../src/server/brokers/broker-bundle.ts';
import { replaceBrokers } from '../../src/server/brokers/broker-bundle.repository.ts';
import { openDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { EVIDENCE_LIMITS } from '../../src/server/exposure/evidence-limits.ts';
import {
  addEvidence,
  brokerExposure,
  decide,
  decisionsAbout,
  evidenceFile,
  fileComplaint,
  grantRepresentative,
  grantStaffRole,
  memberComplaints,
  nonCooperativeTraders,
  replyToComplaint,
  staffQueue,
} from '../../src/server/exposure/exposure.service.ts';
import { approvedComplaints } from '../../src/server/brokers/broker-scoring.repository.ts';
import { loadBrokerDetail } from '../../src/server/brokers/broker-detail.service.ts';
import { stableId } from '../../src/server/import/stable-id.ts';
import { fakePng, jpegWithGps, pdfBytes, pngBytes, scriptBytes } from '../fixtures/evidence.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const t = translator('en');
const NOW = '2026-11-24T07:00:00.000Z';
const at = (day: number, hour = 8) => new Date(Date.UTC(2026, 10, day, hour));
const CODE = '0000007001';
const BROKER = stableId('broker', CODE);

const bundle: BrokerBundle = {
  broker: {
    id: BROKER,
    code: CODE,
    name: 'Lantern Trade',
    normalised_name: 'lantern trade',
    country: 'CY',
    founded_year: 2015,
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

async function refusal(p: Promise<unknown>) {
  try {
    await p;
    return undefined;
  } catch (err) {
    const e = err as AppError;
    if (!e.code) throw err;
    return { status: e.status, message: t(e.code, e.params) };
  }
}

const fields = (over: Record<string, string> = {}) => ({
  dealer: BROKER,
  category: 'withdrawal_refused',
  description: 'I asked to withdraw 2,000 USD on 3 October and the broker kept asking for more documents.',
  amount: '2000',
  currency: 'USD',
  happenedFrom: '2026-10-03',
  happenedTo: '2026-11-01',
  ...over,
});

describe.each(ENGINES)('exposure on %s', (engine) => {
  let db: TestDb;
  let member: string;
  let other: string;
  let staff: string;
  let rep: string;
  beforeAll(async () => {
    db = await freshDb(engine);
    await replaceBrokers(db.db, [bundleRows(bundle, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW })]);
    member = (await createUser(db.db, { email: 'reporter@example.com', password: 'secret-1' })).id;
    other = (await createUser(db.db, { email: 'other@example.com', password: 'secret-1' })).id;
    staff = (await createUser(db.db, { email: 'staff@example.com', phone: '+442079460077', password: 'secret-1' })).id;
    rep = (await createUser(db.db, { email: 'rep@lantern.example', password: 'secret-1' })).id;
    await grantStaffRole(db.db, staff, at(20));
    await grantRepresentative(db.db, CODE, rep, at(20));
  });
  afterAll(() => db?.drop());

  it('files a report with evidence, pending and invisible until staff approve it, and logs the decision', async () => {
    const png = { name: 'screenshot.png', bytes: await pngBytes() };
    const pdf = { name: 'statement.pdf', bytes: pdfBytes() };
    const { id, files } = await fileComplaint(db.db, {
      userId: member,
      fields: fields(),
      files: [png, pdf],
      ip: '203.0.113.1',
      lang: 'en',
      now: at(21),
    });
    expect(files).toBe(2);
    expect((await brokerExposure(db.db, BROKER)).total).toBe(0);
    expect((await memberComplaints(db.db, member)).map((c) => c.status)).toEqual(['pending']);
    const queue = await staffQueue(db.db);
    expect(queue.counts).toEqual({ complaints: 1, replies: 0 });
    expect(queue.complaints[0]).toMatchObject({ id, broker_name: 'Lantern Trade', amount: 2000, currency: 'USD' });
    expect(queue.complaints[0].files.map((f) => f.content_type)).toEqual(['image/png', 'application/pdf']);

    // Evidence of a pending report: staff only; a visitor or another member finds nothing.
    const fileId = queue.complaints[0].files[0].id;
    expect(await evidenceFile(db.db, fileId, undefined)).toBeUndefined();
    expect(await evidenceFile(db.db, fileId, other)).toBeUndefined();
    expect(await evidenceFile(db.db, fileId, staff)).toMatchObject({ public: false, content_type: 'image/png' });

    // A member who is not staff cannot decide (404, as if there were nothing); a reason is required.
    expect(await refusal(decide(db.db, other, { subject: 'complaint', id, action: 'approve', reason: 'Looks right to me' }))).toMatchObject(
      { status: 404 },
    );
    expect(await refusal(decide(db.db, staff, { subject: 'complaint', id, action: 'approve', reason: ' ' }))).toEqual({
      status: 400,
      message: 'Give the reason for the decision (5 to 1000 characters).',
    });
    const before = await db.db.selectFrom('page_changes').select('seq').where('kind', '=', 'dealer').execute();
    await decide(db.db, staff, { subject: 'complaint', id, action: 'approve', reason: 'Bank statement matches the dates' }, at(22));
    const changes = await db.db.selectFrom('page_changes').select(['kind', 'entity_id']).where('kind', '=', 'dealer').execute();
    expect(changes.length).toBe(before.length + 1);
    expect(changes.at(-1)).toEqual({ kind: 'dealer', entity_id: BROKER });
    // Decided once: a second decision (another staff member at the same time) is refused.
    expect(await refusal(decide(db.db, staff, { subject: 'complaint', id, action: 'reject', reason: 'Changed my mind' }))).toMatchObject({
      status: 409,
    });

    const log = await decisionsAbout(db.db, 'complaint', id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      staff_user_id: staff,
      action: 'approve',
      subject_kind: 'complaint',
      reason: 'Bank statement matches the dates',
    });
    expect(new Date(log[0].at).toISOString()).toBe(at(22).toISOString());

    const shown = await brokerExposure(db.db, BROKER);
    expect(shown.total).toBe(1);
    expect(shown.items[0]).toMatchObject({ id, category: 'withdrawal_refused', amount: 2000, currency: 'USD', happenedFrom: '2026-10-03' });
    expect(shown.items[0].files.map((f) => f.image)).toEqual([true, false]);
    expect(await evidenceFile(db.db, fileId, undefined)).toMatchObject({ public: true });
    expect((await memberComplaints(db.db, member))[0]).toMatchObject({
      status: 'approved',
      decision_reason: 'Bank statement matches the dates',
    });
  });

  it('keeps a rejected report off the page, with its reason for the member', async () => {
    const { id } = await fileComplaint(db.db, {
      userId: other,
      fields: fields({
        category: 'other',
        description: 'They are bad and I do not like their website colours at all.',
        amount: '',
        currency: '',
      }),
      files: [],
      ip: '203.0.113.2',
      lang: 'en',
      now: at(21),
    });
    await decide(db.db, staff, { subject: 'complaint', id, action: 'reject', reason: 'No facts about a dealing with the broker' }, at(22));
    expect((await brokerExposure(db.db, BROKER)).items.map((i) => i.id)).not.toContain(id);
    expect((await memberComplaints(db.db, other))[0]).toMatchObject({
      status: 'rejected',
      decision_reason: 'No facts about a dealing with the broker',
    });
    expect(await decisionsAbout(db.db, 'complaint', id)).toHaveLength(1);
  });

  it('refuses wrong fields and files with clear messages', async () => {
    const file = (over: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) =>
      refusal(fileComplaint(db.db, { userId: other, fields: fields(over), files, ip: '203.0.113.3', lang: 'en', now: at(21) }));
    expect(await file({ category: 'bribery' })).toEqual({ status: 400, message: 'Choose what happened from the list.' });
    expect(await file({ description: 'too short' })).toMatchObject({ status: 400 });
    expect(await file({ amount: '12abc' })).toMatchObject({ status: 400 });
    expect(await file({ happenedFrom: '2026-11-02', happenedTo: '2026-11-01' })).toMatchObject({ status: 400 });
    expect(await file({ happenedTo: '2027-01-01' })).toMatchObject({ status: 400 });
    expect(await file({ dealer: stableId('broker', '999') })).toEqual({ status: 404, message: 'This broker was not found.' });
    expect(await file({}, [{ name: 'photo.png', bytes: scriptBytes() }])).toEqual({
      status: 415,
      message: 'The file photo.png is not a PNG, JPEG or WebP image or a PDF document. Its content was checked, not its name.',
    });
    expect(await file({}, [{ name: 'shell.png', bytes: fakePng() }])).toEqual({
      status: 415,
      message: 'The file shell.png could not be read as an image.',
    });
    expect(await file({}, [{ name: 'empty.png', bytes: Buffer.alloc(0) }])).toEqual({
      status: 400,
      message: 'The file empty.png is empty.',
    });
    const many = await Promise.all(
      Array.from({ length: EVIDENCE_LIMITS.maxFiles + 1 }, async (_, i) => ({ name: `${i}.png`, bytes: await pngBytes() })),
    );
    expect(await file({}, many)).toEqual({ status: 413, message: `A report may have at most ${EVIDENCE_LIMITS.maxFiles} files.` });
    // Nothing of the refused reports was kept.
    expect((await memberComplaints(db.db, other)).length).toBe(1);
  });

  it('strips EXIF and GPS from a JPEG and applies its orientation', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { id } = await fileComplaint(db.db, {
      userId: member,
      fields: fields(),
      files: [{ name: 'IMG_0001.jpg', bytes: original }],
      ip: '203.0.113.4',
      lang: 'en',
      now: at(21),
    });
    const row = await db.db.selectFrom('complaint_files').selectAll().where('complaint_id', '=', id).executeTakeFirstOrThrow();
    const stored = Buffer.from(row.bytes);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect([row.width, row.height]).toEqual([64, 48]);
  });

  it("adds evidence to the member's own pending report only, within the limits", async () => {
    const { id } = await fileComplaint(db.db, { userId: member, fields: fields(), files: [], ip: '203.0.113.5', lang: 'en', now: at(23) });
    const png = { name: 'a.png', bytes: await pngBytes() };
    expect(
      await refusal(addEvidence(db.db, { userId: other, complaintId: id, files: [png], ip: '203.0.113.5', now: at(23) })),
    ).toMatchObject({ status: 404 });
    const added = await addEvidence(db.db, { userId: member, complaintId: id, files: [png, png], ip: '203.0.113.5', now: at(23) });
    expect(added.files).toBe(2);
    const small = { ...EVIDENCE_LIMITS, maxFiles: 3 };
    expect(
      await refusal(
        addEvidence(db.db, { userId: member, complaintId: id, files: [png, png], ip: '203.0.113.5', now: at(23), limits: small }),
      ),
    ).toEqual({
      status: 413,
      message: 'A report may have at most 3 files.',
    });
    await decide(db.db, staff, { subject: 'complaint', id, action: 'approve', reason: 'Consistent with the other reports' }, at(23, 9));
    expect(
      await refusal(addEvidence(db.db, { userId: member, complaintId: id, files: [png], ip: '203.0.113.5', now: at(23) })),
    ).toMatchObject({ status: 409 });
  });

  it("lets the broker's representative reply once, shown only after staff approve the reply", async () => {
    const [first] = (await brokerExposure(db.db, BROKER)).items.slice(-1);
    expect(await refusal(replyToComplaint(db.db, other, first.id, 'We paid this client in full on 2 November.'))).toMatchObject({
      status: 404,
    });
    const replyId = await replyToComplaint(db.db, rep, first.id, 'We paid this client in full on 2 November.', at(24));
    expect(await refusal(replyToComplaint(db.db, rep, first.id, 'A second answer to the same report.'))).toMatchObject({ status: 409 });
    expect((await brokerExposure(db.db, BROKER)).items.find((i) => i.id === first.id)?.reply).toBeUndefined();
    expect((await staffQueue(db.db)).replies.map((r) => r.id)).toEqual([replyId]);
    await decide(db.db, staff, { subject: 'reply', id: replyId, action: 'approve', reason: 'Polite and on topic' }, at(24, 9));
    expect((await brokerExposure(db.db, BROKER)).items.find((i) => i.id === first.id)?.reply).toMatchObject({
      body: 'We paid this client in full on 2 November.',
    });
    expect(await decisionsAbout(db.db, 'reply', replyId)).toHaveLength(1);
    // The scoring job reads approved reports only, and sees this one answered.
    const scored = await approvedComplaints(db.db);
    const shown = (await brokerExposure(db.db, BROKER)).items;
    expect(scored.map((c) => [c.id, !!c.replied]).sort()).toEqual(shown.map((i) => [i.id, i.id === first.id]).sort());
    // The broker page's detail carries the section's data.
    expect((await loadBrokerDetail(db.db, BROKER))?.exposure.total).toBe(shown.length);
  });

  it('lists brokers with approved reports left unanswered past the reply days (nonCooperativeTraders)', async () => {
    // Approved on the 22nd and 23rd; one answered on the 24th. Thirty days later the others are overdue.
    expect((await nonCooperativeTraders(db.db, at(25))).items).toEqual([]);
    const later = new Date(at(23, 10).getTime() + 31 * 86_400_000);
    const list = await nonCooperativeTraders(db.db, later);
    expect(list.days).toBe(30);
    expect(list.items).toEqual([{ id: BROKER, code: CODE, name: 'Lantern Trade', unanswered: 1, since: expect.any(String) }]);
  });

  it('counts reports per member and per address (429 past the day)', async () => {
    const fresh = (await createUser(db.db, { email: `limit-${engine}@example.com`, password: 'secret-1' })).id;
    for (let i = 0; i < 5; i++)
      await fileComplaint(db.db, { userId: fresh, fields: fields(), files: [], ip: '198.51.100.9', lang: 'en', now: at(26) });
    expect(
      await refusal(fileComplaint(db.db, { userId: fresh, fields: fields(), files: [], ip: '198.51.100.9', lang: 'en', now: at(26) })),
    ).toMatchObject({
      status: 429,
    });
  });
});

describe('npm run staff', () => {
  const dir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  const sqlite = join(dir, 'site.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/staff.ts', ...args], {
      env: { ...process.env, SQLITE_PATH: sqlite, DATABASE_URL: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('grants, lists and revokes staff by phone or e-mail as sign-in spells them, and names a representative by broker code', async () => {
    const { db, close } = openDb({ sqlitePath: sqlite, databaseUrl: '' });
    let id: string;
    try {
      await migrateToLatest(db);
      await replaceBrokers(db, [bundleRows(bundle, { contentHash: 'h', source: 'test', sourceUrl: null, retrievedAt: NOW, now: NOW })]);
      id = (await createUser(db, { email: 'Mod@Example.com', phone: '+442079460055', password: 'secret-1' })).id;
    } finally {
      await close();
    }
    expect(cli('grant', '0044 20 7946 0055')).toContain(`granted staff to ${id}`);
    expect(cli('grant', 'MOD@example.com')).toContain('is already staff');
    expect(cli('list')).toContain(`${id}  mod@example.com  +442079460055`);
    expect(cli('representative', CODE, 'mod@example.com')).toContain(`${id} now represents Lantern Trade (${CODE})`);
    expect(() => cli('representative', '404', 'mod@example.com')).toThrow(/no broker with the code/);
    expect(() => cli('grant', 'nobody@example.com')).toThrow(/no member with the phone or e-mail/);
    expect(cli('revoke', '+44 20 7946 0055')).toContain(`revoked staff from ${id}`);
    expect(cli('list')).not.toContain(id);
    const check = openDb({ sqlitePath: sqlite, databaseUrl: '' });
    try {
      expect(await check.db.selectFrom('staff_roles').selectAll().execute()).toEqual([]);
      expect(await check.db.selectFrom('broker_representatives').select(['broker_id', 'user_id']).execute()).toEqual([
        { broker_id: BROKER, user_id: id },
      ]);
    } finally {
      await check.close();
    }
  });
});
