import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPuzzle } from '../../src/server/accounts/captcha.service.ts';
import { smtpMailer, type Mailer } from '../../src/server/accounts/mail.ts';
import type { AppError } from '../../src/server/app-error.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { mailPendingLeads, submitInquiry, type Inquiry } from '../../src/server/quotation/quotation.service.ts';
import { lastMailTo, startMailPeer } from '../e2e/mail-peer.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

/**
 * Advertising leads from the quotation page (issue 20) on both engines: stored with the price the rate
 * card gives, mailed to sales at a real SMTP peer, refused without the captcha, limited per address and
 * per contact, and kept (then sent later) when the mail server is down.
 */

const SALES = 'sales@example.com';
const NOW = new Date('2026-11-24T09:00:00.000Z');
const dir = mkdtempSync(join(tmpdir(), 'ad-leads-mail-'));
let peer: { port: number; close: () => Promise<void> };
beforeAll(async () => {
  peer = await startMailPeer(dir);
});
afterAll(async () => {
  await peer.close();
  rmSync(dir, { recursive: true, force: true });
});
const mailer = (): Mailer =>
  smtpMailer(nodemailer.createTransport({ host: '127.0.0.1', port: peer.port, secure: false, ignoreTLS: true }), 'no-reply@corpatlas.com');
/** A mail server that is not there. */
const deadMailer = (): Mailer =>
  smtpMailer(
    nodemailer.createTransport({ host: '127.0.0.1', port: 1, secure: false, ignoreTLS: true, connectionTimeout: 500 }),
    'no-reply@corpatlas.com',
  );

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return undefined;
  } catch (err) {
    const e = err as AppError;
    return { status: e.status, code: e.code, headers: e.headers };
  }
};

/** A puzzle made two seconds before NOW, and where its gap is (the test is the person who sees it). */
async function puzzle(db: Kysely<Database>): Promise<{ id: string; x: number }> {
  const p = await createPuzzle(db, new Date(NOW.getTime() - 2000));
  const { gap_x } = await db.selectFrom('captcha_challenges').select('gap_x').where('id', '=', p.id).executeTakeFirstOrThrow();
  return { id: p.id, x: gap_x };
}

const inquiry = (captcha: { id: string; x: number }, over: Partial<Inquiry['fields']> = {}, ip = '203.0.113.10'): Inquiry => ({
  fields: {
    company: 'Acme Ltd',
    contact: 'Ann Lee',
    email: 'ann@acme.example',
    phone: '',
    message: 'A banner in Europe in December, please.',
    ...over,
  },
  request: {
    placements: ['topBanner', 'detail'],
    regions: ['europe'],
    languages: ['en', 'de'],
    start: '2026-12-01',
    end: '2026-12-30',
    currency: 'EUR',
  },
  lang: 'de',
  ip,
  captcha,
});

describe.each(ENGINES)('advertising leads on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());

  it('stores the inquiry with the price of the rate card and mails it to sales, who can answer it directly', async () => {
    const email = `ann-${engine}@acme.example`;
    const { id, mailed } = await submitInquiry(db.db, mailer(), SALES, inquiry(await puzzle(db.db), { email }), NOW);
    expect(mailed).toBe(true);
    const lead = await db.db.selectFrom('ad_leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // 30 days of the top banner (14000 × 0.9 × (1 + 0.7)) and the details unit (8300 × 0.9 × 1.7), less 10 %.
    expect(lead).toMatchObject({
      company: 'Acme Ltd',
      email,
      phone: null,
      lang: 'de',
      currency: 'EUR',
      start_date: '2026-12-01',
      end_date: '2026-12-30',
      mail_state: 'sent',
      mail_attempts: 1,
    });
    expect(Number(lead.quoted_total)).toBe(Math.round((21_420 + 12_699) * 30 * 0.9));
    expect(JSON.parse(lead.placements)).toEqual(['topBanner', 'detail']);
    const mail = lastMailTo(dir, SALES)!;
    expect(mail).toContain('Subject: Advertising inquiry: Acme Ltd');
    expect(mail).toContain(`Reply-To: ${email}`);
    expect(mail).toContain('Placements: topBanner, detail');
    expect(mail).toContain('Quoted total: 9212.13 EUR');
    expect(mail).toContain('A banner in Europe in December, please.');
  });

  it('refuses a wrong point, a second try at one puzzle and an answer quicker than a person, storing nothing', async () => {
    const before = (await db.db.selectFrom('ad_leads').select('id').execute()).length;
    const p = await puzzle(db.db);
    expect(await refusal(submitInquiry(db.db, mailer(), SALES, inquiry({ id: p.id, x: p.x + 20 }), NOW))).toMatchObject({
      status: 400,
      code: 'quotation.captcha.wrong',
    });
    expect(await refusal(submitInquiry(db.db, mailer(), SALES, inquiry(p), NOW))).toMatchObject({
      status: 400,
      code: 'quotation.captcha.wrong',
    });
    const quick = await createPuzzle(db.db, new Date(NOW.getTime() - 500));
    const { gap_x } = await db.db.selectFrom('captcha_challenges').select('gap_x').where('id', '=', quick.id).executeTakeFirstOrThrow();
    expect(await refusal(submitInquiry(db.db, mailer(), SALES, inquiry({ id: quick.id, x: gap_x }), NOW))).toMatchObject({
      code: 'quotation.captcha.wrong',
    });
    expect(await refusal(submitInquiry(db.db, mailer(), SALES, inquiry({ id: 'no-such-puzzle', x: 10 }), NOW))).toMatchObject({
      code: 'quotation.captcha.wrong',
    });
    expect(await refusal(submitInquiry(db.db, mailer(), SALES, inquiry(await puzzle(db.db), { email: '', phone: '' }), NOW))).toMatchObject(
      { status: 400, code: 'quotation.inquiry.invalid' },
    );
    expect((await db.db.selectFrom('ad_leads').select('id').execute()).length).toBe(before);
  });

  it('takes 3 inquiries a day from one contact and 5 an hour from one address', async () => {
    const phone = `+44 20 7946 ${engine === 'sqlite' ? '0101' : '0102'}`;
    for (let i = 0; i < 3; i++)
      await submitInquiry(db.db, mailer(), SALES, inquiry(await puzzle(db.db), { email: '', phone }, `198.51.100.${i + 1}`), NOW);
    const fourth = await refusal(
      submitInquiry(
        db.db,
        mailer(),
        SALES,
        inquiry(await puzzle(db.db), { email: '', phone: phone.replace(/ /g, '') }, '198.51.100.9'),
        NOW,
      ),
    );
    expect(fourth).toMatchObject({ status: 429, code: 'auth.tooMany' });
    expect(Number(fourth!.headers['Retry-After'])).toBeGreaterThan(0);
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++)
      await submitInquiry(db.db, mailer(), SALES, inquiry(await puzzle(db.db), { email: `buyer${i}-${engine}@shop.example` }, ip), NOW);
    expect(
      await refusal(
        submitInquiry(db.db, mailer(), SALES, inquiry(await puzzle(db.db), { email: `buyer9-${engine}@shop.example` }, ip), NOW),
      ),
    ).toMatchObject({ status: 429 });
  });

  it('keeps a lead when the mail server is down, and sends it once later', async () => {
    const email = `later-${engine}@acme.example`;
    const { id, mailed } = await submitInquiry(db.db, deadMailer(), SALES, inquiry(await puzzle(db.db), { email }, '203.0.113.200'), NOW);
    expect(mailed).toBe(false);
    expect(
      await db.db.selectFrom('ad_leads').select(['mail_state', 'mail_attempts']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ mail_state: 'failed', mail_attempts: 1 });
    const files = readdirSync(dir).length;
    expect(await mailPendingLeads(db.db, mailer(), SALES, NOW)).toBe(1);
    expect(await mailPendingLeads(db.db, mailer(), SALES, NOW)).toBe(0);
    expect(readdirSync(dir).length).toBe(files + 1);
    expect(lastMailTo(dir, SALES)).toContain(`Reply-To: ${email}`);
    expect(
      await db.db.selectFrom('ad_leads').select(['mail_state', 'mail_attempts']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ mail_state: 'sent', mail_attempts: 2 });
  });
});
