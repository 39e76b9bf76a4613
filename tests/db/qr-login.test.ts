import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../src/server/app-error.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { confirmQrLogin, createQrLogin, maskedAccount, pollQrLogin, scanQrLogin } from '../../src/server/accounts/qr-login.service.ts';
import { LIFETIME } from '../../src/server/accounts/limits.ts';
import { createSession, sessionUser } from '../../src/server/accounts/sessions.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('the account a desktop is shown before a QR login', () => {
  it('is masked: enough to recognise, not to learn', () => {
    expect(maskedAccount({ nickname: 'Phone Member', phone: '+442079460042', email: null })).toBe('P••••r (+44••••0042)');
    expect(maskedAccount({ nickname: '', phone: null, email: 'qr@example.com' })).toBe('q••••@example.com');
  });
});

describe.each(ENGINES)('QR login on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());
  const link = (id: string) => `https://corpatlas.com/en/qrLogin?id=${id}`;
  let n = 0;
  /** A QR login asked for by a Safari on a Mac (each from an address of its own, unless given). */
  const newQr = (ip = `198.51.100.${++n}`) => createQrLogin(db.db, link, { ip, userAgent: DESKTOP });
  /** A member signed in on a phone: their id and the phone's session token. */
  const phone = async (email: string) => {
    const member = await createUser(db.db, { email: `${email}-${engine}@example.com`, nickname: 'Phone Member' });
    return { id: member.id, session: await createSession(db.db, member.id) };
  };

  it('goes shown, scanned (showing the computer), confirmed on the phone, confirmed on the desktop, and hands the desktop a session once', async () => {
    const member = await phone('qr');
    const qr = await createQrLogin(db.db, link, { ip: '8.8.8.8', userAgent: DESKTOP });
    expect(qr.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.image.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'pending' });
    const scan = await scanQrLogin(db.db, qr.id, member.id, member.session);
    expect(scan?.device).toMatchObject({ browser: 'Safari', os: 'macOS', country: 'US' });
    expect(Date.now() - Date.parse(scan!.device.createdAt)).toBeLessThan(60_000);
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'scanned' });
    expect(await confirmQrLogin(db.db, qr.id, member.id, member.session, scan!.token)).toBe(true);
    // The desktop must confirm too: until then it is shown the account and has no session.
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'confirm-on-desktop', account: 'P••••r (q••••@example.com)' });
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'confirm-on-desktop', account: 'P••••r (q••••@example.com)' });
    const done = await pollQrLogin(db.db, qr.id, qr.secret, true);
    expect(done.state).toBe('confirmed');
    expect(await sessionUser(db.db, done.token)).toBe(member.id);
    expect(await pollQrLogin(db.db, qr.id, qr.secret, true)).toEqual({ state: 'expired' }); // collected once
  });

  it('gives nothing to a poller without the secret, and a desktop confirm before the phone confirmed signs nothing in', async () => {
    const member = await phone('qr1');
    const qr = await newQr();
    expect(await pollQrLogin(db.db, qr.id, qr.secret, true)).toEqual({ state: 'pending' });
    const scan = await scanQrLogin(db.db, qr.id, member.id, member.session);
    expect(await pollQrLogin(db.db, qr.id, qr.secret, true)).toEqual({ state: 'scanned' });
    expect(await confirmQrLogin(db.db, qr.id, member.id, member.session, scan!.token)).toBe(true);
    expect(await pollQrLogin(db.db, qr.id, 'guessed-secret', true)).toEqual({ state: 'expired' });
    expect((await pollQrLogin(db.db, qr.id, qr.secret, true)).token).toBeDefined();
  });

  it('binds the scan to the first phone: a second phone (another session, even of the same member) finds it used', async () => {
    const first = await phone('qr2');
    const other = await phone('qr3');
    const sameMemberElsewhere = await createSession(db.db, first.id);
    const qr = await newQr();
    const scan = await scanQrLogin(db.db, qr.id, first.id, first.session);
    expect(scan).toBeDefined();
    expect(await scanQrLogin(db.db, qr.id, other.id, other.session)).toBeUndefined();
    expect(await scanQrLogin(db.db, qr.id, first.id, sameMemberElsewhere)).toBeUndefined();
    expect(await confirmQrLogin(db.db, qr.id, other.id, other.session, scan!.token)).toBe(false);
    expect(await confirmQrLogin(db.db, qr.id, first.id, sameMemberElsewhere, scan!.token)).toBe(false);
    // The first phone may open it again (a new token; the old one is spent) and confirm.
    const again = await scanQrLogin(db.db, qr.id, first.id, first.session);
    expect(await confirmQrLogin(db.db, qr.id, first.id, first.session, scan!.token)).toBe(false);
    expect(await confirmQrLogin(db.db, qr.id, first.id, first.session, again!.token)).toBe(true);
  });

  it('confirms only with the token of the scan (what a page on another site cannot know)', async () => {
    const member = await phone('qr4');
    const qr = await newQr();
    await scanQrLogin(db.db, qr.id, member.id, member.session);
    expect(await confirmQrLogin(db.db, qr.id, member.id, member.session, '')).toBe(false);
    expect(await confirmQrLogin(db.db, qr.id, member.id, member.session, 'guessed-token')).toBe(false);
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'scanned' });
  });

  it('limits QR logins per address: 20 in 10 minutes, then 429 with Retry-After', async () => {
    const ip = `qr-flood-${engine}`;
    for (let i = 0; i < 20; i++) await newQr(ip);
    const refused = await newQr(ip).then(
      () => undefined,
      (e: AppError) => e,
    );
    expect([refused?.status, refused?.code]).toEqual([429, 'auth.tooMany']);
    expect(Number(refused?.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect((await newQr()).id).toMatch(/^[\w-]{22}$/); // another address is not held up
  });

  it('expires after two minutes', async () => {
    const member = await phone('qr5');
    const qr = await newQr();
    const later = new Date(Date.now() + LIFETIME.qrMs + 1000);
    expect(await scanQrLogin(db.db, qr.id, member.id, member.session, later)).toBeUndefined();
    expect(await pollQrLogin(db.db, qr.id, qr.secret, true, later)).toEqual({ state: 'expired' });
  });
});
