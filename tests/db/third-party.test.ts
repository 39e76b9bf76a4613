import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import { AppError } from '../../src/server/app-error.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { isCodeRight, sendPhoneCode, useCode } from '../../src/server/accounts/codes.service.ts';
import { CODE_TRIES, LIFETIME } from '../../src/server/accounts/limits.ts';
import { pruneAccounts } from '../../src/server/accounts/housekeeping.ts';
import { sessionUser } from '../../src/server/accounts/sessions.ts';
import { developmentSms } from '../../src/server/accounts/sms.ts';
import {
  codeIsValid,
  createState,
  finishSignIn,
  issueTicket,
  takeState,
  thirdPartyLogin,
  thirdPartyProviders,
  thirdRegister,
  withOpenid,
} from '../../src/server/accounts/third-party.service.ts';
import { sliderPass } from './slider-pass.ts';
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
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(ENGINES)('third-party login on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());

  /**
   * A bind_phone code sent to a phone, read from the outbox as the person would. Each further code
   * to the same phone is sent "a minute later" (one a minute per phone is the sending limit).
   */
  const sends = new Map<string, number>();
  async function bindCode(phone: string, ip: string): Promise<{ requestid: string; code: string }> {
    const k = sends.get(phone) ?? 0;
    sends.set(phone, k + 1);
    const before = new Set((await db.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).map((r) => r.id));
    const requestid = await sendPhoneCode(
      db.db,
      { phone, purpose: 'bind_phone', ip, captchaPass: await sliderPass(db.db) },
      developmentSms(db.db),
      'en',
      later(61_000 * k),
    );
    const fresh = (await db.db.selectFrom('sms_outbox').select(['id', 'body']).where('phone', '=', phone).execute()).find(
      (r) => !before.has(r.id),
    )!;
    return { requestid, code: /\b(\d{4})\b/.exec(fresh.body)![1] };
  }
  let n = 0;
  const phone = () => `+44207946${String(3000 + n++ + (engine === 'postgres' ? 500 : 0))}`;
  const ticketFor = (subject: string, nickname: string | null = 'Ming') => issueTicket(db.db, { provider: 'wx', subject, nickname });

  it('offers no provider when OAUTH_PROVIDERS is unset', () => {
    expect(thirdPartyProviders()).toEqual([]);
  });

  it('keeps only a hash of each state and hands it out once, while alive', async () => {
    const s = await createState(db.db, { provider: 'op', returnPath: '/en/about', redirectUri: 'http://localhost/en/connect' });
    expect(s.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await db.db.selectFrom('oauth_states').select('state_hash').where('state_hash', '=', s.state).executeTakeFirst(),
    ).toBeUndefined();
    const row = await takeState(db.db, s.state);
    expect(row).toMatchObject({ provider: 'op', return_path: '/en/about', code_verifier: s.codeVerifier, nonce: s.nonce });
    expect(await takeState(db.db, s.state)).toBeUndefined(); // single use
    const old = await createState(db.db, { provider: 'op', returnPath: '/en', redirectUri: 'http://localhost/en/connect' });
    expect(await takeState(db.db, old.state, later(LIFETIME.oauthStateMs + 1000))).toBeUndefined(); // expired
    expect(await takeState(db.db, old.state)).toBeUndefined(); // and gone
    expect(await takeState(db.db, 'guessed')).toBeUndefined();
  });

  it('refuses a callback from another browser, a reused state, a denial, and uses the state up either way', async () => {
    const s = await createState(db.db, { provider: 'op', returnPath: '/en', redirectUri: 'http://localhost/en/connect' });
    const q = (extra: Record<string, string>) => new URLSearchParams({ state: s.state, ...extra });
    const other = await refusal(finishSignIn(db.db, { query: q({ code: 'c' }), browserState: 'someone-else' }));
    expect([other?.status, other?.message]).toEqual([400, t('auth.oauthStateInvalid')]);
    expect((await refusal(finishSignIn(db.db, { query: q({ code: 'c' }), browserState: s.state })))?.message).toBe(
      t('auth.oauthStateInvalid'),
    );
    const d = await createState(db.db, { provider: 'op', returnPath: '/en', redirectUri: 'http://localhost/en/connect' });
    const denied = await refusal(
      finishSignIn(db.db, { query: new URLSearchParams({ state: d.state, error: 'access_denied' }), browserState: d.state }),
    );
    expect([denied?.status, denied?.message]).toEqual([400, t('auth.oauthDenied')]);
    expect(await takeState(db.db, d.state)).toBeUndefined();
    // A state whose provider was removed from the configuration since.
    const gone = await createState(db.db, { provider: 'removed', returnPath: '/en', redirectUri: 'http://localhost/en/connect' });
    expect(
      (await refusal(finishSignIn(db.db, { query: new URLSearchParams({ state: gone.state, code: 'c' }), browserState: gone.state })))
        ?.message,
    ).toBe(t('auth.providerUnknown'));
  });

  it('adds the ticket to the return path as openid, keeping its query and replacing an old openid', () => {
    expect(withOpenid('/en/company/x.html?tab=2#top', 'T')).toBe('/en/company/x.html?tab=2&openid=T#top');
    expect(withOpenid('/en?openid=old', 'T')).toBe('/en?openid=T');
  });

  it('binds a ticket to a new account only with the agreement, with the provider nickname, and signs it in', async () => {
    const p = phone();
    const ticket = await ticketFor('wx-subject-new');
    expect(await db.db.selectFrom('third_party_tickets').select('id').where('id', '=', ticket).executeTakeFirst()).toBeUndefined(); // hashed
    // Unbound: thirdPartyLogin says to bind a phone, and keeps the ticket.
    expect((await refusal(thirdPartyLogin(db.db, { openid: ticket, ip: 'i1' })))?.status).toBe(409);
    const first = await bindCode(p, 'i1');
    const noAgreement = await refusal(thirdRegister(db.db, { openid: ticket, phone: p, ...first, agreement: false, ip: 'i1' }));
    expect([noAgreement?.status, noAgreement?.message]).toEqual([400, t('auth.agreementRequired')]);
    const second = await bindCode(p, 'i1b');
    const done = await thirdRegister(db.db, { openid: ticket, phone: p, ...second, agreement: true, ip: 'i1' });
    expect(done.user).toMatchObject({ phone: p, nickname: 'Ming' });
    expect(await sessionUser(db.db, done.token)).toBe(done.user.userId);
    // The ticket is used up.
    expect((await refusal(thirdPartyLogin(db.db, { openid: ticket, ip: 'i1' })))?.message).toBe(t('auth.ticketInvalid'));
    // A new ticket for the same provider account is bound: it signs in, once.
    const again = await ticketFor('wx-subject-new');
    const login = await thirdPartyLogin(db.db, { openid: again, ip: 'i1' });
    expect(login.user.userId).toBe(done.user.userId);
    expect((await refusal(thirdPartyLogin(db.db, { openid: again, ip: 'i1' })))?.status).toBe(400);
  });

  it('binds to the existing account of the phone, whatever the agreement, keeping its name', async () => {
    const p = phone();
    const member = await createUser(db.db, { phone: p, nickname: 'Existing' });
    const ticket = await ticketFor('wx-subject-existing');
    const done = await thirdRegister(db.db, { openid: ticket, phone: p, ...(await bindCode(p, 'i2')), agreement: false, ip: 'i2' });
    expect(done.user).toMatchObject({ userId: member.id, nickname: 'Existing' });
    expect(
      (await db.db.selectFrom('user_identities').selectAll().where('user_id', '=', member.id).execute()).map((r) => r.subject),
    ).toEqual(['wx-subject-existing']);
  });

  it('checks the code before binding: a wrong code binds nothing and uses no ticket', async () => {
    const p = phone();
    const ticket = await ticketFor('wx-subject-wrong-code');
    const { requestid, code } = await bindCode(p, 'i3');
    const wrong = await refusal(
      thirdRegister(db.db, { openid: ticket, phone: p, requestid, code: code === '0000' ? '1111' : '0000', agreement: true, ip: 'i3' }),
    );
    expect([wrong?.status, wrong?.message]).toEqual([400, t('auth.codeIncorrect')]);
    expect(await db.db.selectFrom('user_identities').selectAll().where('subject', '=', 'wx-subject-wrong-code').execute()).toEqual([]);
    // A login code is not a bind_phone code.
    const before = new Set((await db.db.selectFrom('sms_outbox').select('id').where('phone', '=', p).execute()).map((r) => r.id));
    const loginCode = await sendPhoneCode(
      db.db,
      { phone: p, purpose: 'login', ip: 'i3b', captchaPass: await sliderPass(db.db) },
      developmentSms(db.db),
      'en',
      later(61_000),
    );
    const body = (await db.db.selectFrom('sms_outbox').select(['id', 'body']).where('phone', '=', p).execute()).find(
      (r) => !before.has(r.id),
    )!.body;
    expect(
      (
        await refusal(
          thirdRegister(db.db, {
            openid: ticket,
            phone: p,
            requestid: loginCode,
            code: /\b(\d{4})\b/.exec(body)![1],
            agreement: true,
            ip: 'i3',
          }),
        )
      )?.message,
    ).toBe(t('auth.codeIncorrect'));
    expect((await thirdRegister(db.db, { openid: ticket, phone: p, requestid, code, agreement: true, ip: 'i3' })).user.phone).toBe(p);
  });

  it('refuses a provider account bound to another member, and a second account of the same provider', async () => {
    const a = phone();
    const b = phone();
    await thirdRegister(db.db, { openid: await ticketFor('wx-taken'), phone: a, ...(await bindCode(a, 'i4')), agreement: true, ip: 'i4' });
    // The same WeChat account, now offered to b's account.
    const taken = await refusal(
      thirdRegister(db.db, { openid: await ticketFor('wx-taken'), phone: b, ...(await bindCode(b, 'i4b')), agreement: true, ip: 'i4' }),
    );
    expect([taken?.status, taken?.message]).toEqual([409, t('auth.identityTaken')]);
    // Another WeChat account offered to a's account, which has one.
    const second = await refusal(
      thirdRegister(db.db, { openid: await ticketFor('wx-other'), phone: a, ...(await bindCode(a, 'i4c')), agreement: true, ip: 'i4' }),
    );
    expect([second?.status, second?.message]).toEqual([409, t('auth.providerAlreadyLinked')]);
    expect(
      await db.db.selectFrom('user_identities').select('subject').where('subject', '=', 'wx-other').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets a ticket expire after ten minutes', async () => {
    const ticket = await ticketFor('wx-subject-late');
    const expired = await refusal(thirdPartyLogin(db.db, { openid: ticket, ip: 'i5' }, later(LIFETIME.ticketMs + 1000)));
    expect([expired?.status, expired?.message]).toEqual([400, t('auth.ticketInvalid')]);
    expect((await refusal(thirdPartyLogin(db.db, { openid: 'forged-ticket', ip: 'i5' })))?.message).toBe(t('auth.ticketInvalid'));
  });

  it('tells whether a code is right without using it, and counts wrong checks towards its five tries', async () => {
    const p = phone();
    const { requestid, code } = await bindCode(p, 'i6');
    const wrong = code === '0000' ? '1111' : '0000';
    const o = { phone: p, requestid, purpose: 'bind_phone' as const, ip: 'i6' };
    expect(await codeIsValid(db.db, { ...o, code })).toBe(true);
    expect(await codeIsValid(db.db, { ...o, code })).toBe(true); // not used up
    expect(await codeIsValid(db.db, { ...o, purpose: 'login', code })).toBe(false);
    for (let i = 0; i < CODE_TRIES - 1; i++)
      expect(await isCodeRight(db.db, { requestId: requestid, target: p, purpose: 'bind_phone', code: wrong })).toBe(false);
    expect(await codeIsValid(db.db, { ...o, code })).toBe(true); // four wrong tries: still alive
    expect(await codeIsValid(db.db, { ...o, code: wrong })).toBe(false); // the fifth kills it
    expect(await codeIsValid(db.db, { ...o, code })).toBe(false);
    expect(await useCode(db.db, { requestId: requestid, target: p, purpose: 'bind_phone', code })).toBe(false);
  });

  it('drops states and tickets dead for over a day', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await createState(db.db, { provider: 'op', returnPath: '/en', redirectUri: 'http://localhost/en/connect' }, twoDaysAgo);
    await issueTicket(db.db, { provider: 'wx', subject: 'old', nickname: null }, twoDaysAgo);
    const live = await ticketFor('wx-live');
    const dropped = await pruneAccounts(db.db);
    expect(dropped).toMatchObject({ oauth_states: 1, third_party_tickets: 1 });
    expect((await refusal(thirdPartyLogin(db.db, { openid: live, ip: 'i7' })))?.status).toBe(409); // still there
  });
});
