import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { createUser, userInfoById } from '../../src/server/accounts/accounts.service.ts';
import { sendEmailCode } from '../../src/server/accounts/codes.service.ts';
import { smtpMailer } from '../../src/server/accounts/mail.ts';
import { confirmEmail } from '../../src/server/accounts/passwords.service.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const t = translator('en');
// A refusal as the caller reads it: its status, and its code worded in English as the API words it.
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return undefined;
  } catch (err) {
    const e = err as AppError;
    return { status: e.status, code: e.code, message: t(e.code, e.params), headers: e.headers };
  }
};

/** A real SMTP peer on a free port, keeping what it receives. */
const inbox: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});
let port = 0;
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      smtp.listen(0, '127.0.0.1', () => {
        port = (smtp.server.address() as { port: number }).port;
        resolve();
      }),
    ),
);
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const mailer = () =>
  smtpMailer(nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }), 'no-reply@corpatlas.com');
const codeIn = (to: string) =>
  /\b(\d{4})\b/.exec(
    inbox
      .filter((m) => m.to.includes(to))
      .at(-1)!
      .raw.split('\r\n\r\n')
      .slice(1)
      .join('\n'),
  )![1];

describe.each(ENGINES)('binding an e-mail address on %s, through a real SMTP server', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());

  it('mails a code, and the code binds the address, confirmed', async () => {
    const user = await createUser(db.db, { phone: `+4420794602${engine === 'sqlite' ? '11' : '12'}` });
    const email = `ann-${engine}@example.com`;
    const requestid = await sendEmailCode(db.db, { email, userId: user.id, ip: 'a' }, mailer(), 'en');
    const message = inbox.filter((m) => m.to.includes(email)).at(-1)!;
    expect(message.raw).toMatch(/Subject: Your verification code/);
    const code = codeIn(email);
    expect((await refusal(confirmEmail(db.db, user.id, { email, code: code === '0000' ? '0001' : '0000', requestid })))?.message).toBe(
      'The verification code is incorrect',
    );
    await confirmEmail(db.db, user.id, { email, code, requestid });
    expect(await userInfoById(db.db, user.id)).toMatchObject({ email, isemailcomfirm: true });
  });

  it('refuses an address another member holds, a code for another address, and mail floods', async () => {
    const owner = await createUser(db.db, { email: `taken-${engine}@example.com` });
    const user = await createUser(db.db, { phone: `+4420794602${engine === 'sqlite' ? '21' : '22'}` });
    const taken = `taken-${engine}@example.com`;
    const requestid = await sendEmailCode(db.db, { email: taken, userId: user.id, ip: 'b' }, mailer(), 'en');
    expect((await refusal(confirmEmail(db.db, user.id, { email: taken, code: codeIn(taken), requestid })))?.status).toBe(409);
    expect((await userInfoById(db.db, owner.id))?.email).toBe(taken);
    const other = `other-${engine}@example.com`;
    const second = await sendEmailCode(db.db, { email: other, userId: user.id, ip: 'b' }, mailer(), 'en');
    expect(
      (await refusal(confirmEmail(db.db, user.id, { email: `else-${engine}@example.com`, code: codeIn(other), requestid: second })))
        ?.status,
    ).toBe(400);
    const again = await refusal(sendEmailCode(db.db, { email: other, userId: user.id, ip: 'b' }, mailer(), 'en'));
    expect(again?.status).toBe(429);
  });
});
