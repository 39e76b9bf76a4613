import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { confirmQrLogin, createQrLogin, pollQrLogin, scanQrLogin } from '../../src/server/accounts/qr-login.service.ts';
import { LIFETIME } from '../../src/server/accounts/limits.ts';
import { sessionUser } from '../../src/server/accounts/sessions.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

describe.each(ENGINES)('QR login on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());
  const link = (id: string) => `https://corpatlas.com/en/qrLogin?id=${id}`;

  it('goes shown, scanned, confirmed, and hands the desktop a session once', async () => {
    const member = await createUser(db.db, { email: `qr-${engine}@example.com` });
    const qr = await createQrLogin(db.db, link);
    expect(qr.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.image.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'pending' });
    expect(await scanQrLogin(db.db, qr.id, member.id)).toBe(true);
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'scanned' });
    expect(await confirmQrLogin(db.db, qr.id, member.id)).toBe(true);
    const done = await pollQrLogin(db.db, qr.id, qr.secret);
    expect(done.state).toBe('confirmed');
    expect(await sessionUser(db.db, done.token)).toBe(member.id);
    expect(await pollQrLogin(db.db, qr.id, qr.secret)).toEqual({ state: 'expired' }); // collected once
  });

  it('gives nothing to a poller without the secret, nor lets a second member take a scanned code', async () => {
    const member = await createUser(db.db, { email: `qr2-${engine}@example.com` });
    const other = await createUser(db.db, { email: `qr3-${engine}@example.com` });
    const qr = await createQrLogin(db.db, link);
    expect(await scanQrLogin(db.db, qr.id, member.id)).toBe(true);
    expect(await scanQrLogin(db.db, qr.id, other.id)).toBe(false);
    expect(await confirmQrLogin(db.db, qr.id, other.id)).toBe(false);
    expect(await confirmQrLogin(db.db, qr.id, member.id)).toBe(true);
    expect(await pollQrLogin(db.db, qr.id, 'guessed-secret')).toEqual({ state: 'expired' });
    expect((await pollQrLogin(db.db, qr.id, qr.secret)).token).toBeDefined();
  });

  it('expires after two minutes', async () => {
    const member = await createUser(db.db, { email: `qr4-${engine}@example.com` });
    const qr = await createQrLogin(db.db, link);
    const later = new Date(Date.now() + LIFETIME.qrMs + 1000);
    expect(await scanQrLogin(db.db, qr.id, member.id, later)).toBe(false);
    expect(await pollQrLogin(db.db, qr.id, qr.secret, later)).toEqual({ state: 'expired' });
  });
});
