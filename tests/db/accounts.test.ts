import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import { AppError } from '../../src/server/app-error.ts';
import { createUser, login } from '../../src/server/accounts/accounts.service.ts';
import { LOGIN_LIMITS } from '../../src/server/accounts/limits.ts';
import { hashPassword, verifyPassword } from '../../src/server/accounts/password.ts';
import { hitLimits } from '../../src/server/accounts/rate-limit.ts';
import { pruneAccounts } from '../../src/server/accounts/housekeeping.ts';
import { createSession, endAllSessions, endSession, sessionUser, tokenHash } from '../../src/server/accounts/sessions.ts';
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

describe('passwords', () => {
  it('are hashed with argon2id in PHC form, salted, and verified only by the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'not a hash')).toBe(false);
  });
});

describe.each(ENGINES)('accounts on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());
  const pass = () => sliderPass(db.db);

  it('keeps only a hash of each session token, ends one session or all of them, and honours expiry', async () => {
    const user = await createUser(db.db, { email: 'ann@example.com' });
    const token = await createSession(db.db, user.id);
    const other = await createSession(db.db, user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();
    expect(
      await db.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', tokenHash(token)).executeTakeFirst(),
    ).toBeDefined();
    expect(await sessionUser(db.db, token)).toBe(user.id);
    expect(await sessionUser(db.db, token, new Date(Date.now() + 31 * 86_400_000))).toBeUndefined();
    await endSession(db.db, token);
    expect(await sessionUser(db.db, token)).toBeUndefined();
    expect(await sessionUser(db.db, other)).toBe(user.id);
    await endAllSessions(db.db, user.id);
    expect(await sessionUser(db.db, other)).toBeUndefined();
    expect(await sessionUser(db.db, 'made-up')).toBeUndefined();
  });

  it('counts attempts in shared windows and says how long to wait once over the limit', async () => {
    const at = Date.UTC(2026, 10, 23, 12, 0, 10);
    const limit = [{ key: `t:${engine}`, max: 2, windowSeconds: 60 }];
    expect(await hitLimits(db.db, limit, at)).toEqual({ allowed: true });
    expect(await hitLimits(db.db, limit, at)).toEqual({ allowed: true });
    expect(await hitLimits(db.db, limit, at + 5_000)).toEqual({ allowed: false, retryAfter: 45 });
    expect(await hitLimits(db.db, limit, at + 60_000)).toEqual({ allowed: true });
  });

  it('signs in by e-mail or phone with the password, and refuses a wrong password and an unknown account alike', async () => {
    await createUser(db.db, { phone: '+8613800138000', email: 'bo@example.com', password: 'secret-1', nickname: 'Bo' });
    const byPhone = await login(db.db, { account: '13800138000', password: 'secret-1', areaCode: '0086' }, `ip-${engine}-1`);
    expect(byPhone.user).toMatchObject({ isemailcomfirm: false, nickname: 'Bo', phone: '+8613800138000' });
    const byEmail = await login(db.db, { account: 'BO@example.com', password: 'secret-1' }, `ip-${engine}-1`);
    expect(byEmail.token).not.toBe(byPhone.token); // a new session at every login
    const wrong = await refusal(login(db.db, { account: 'bo@example.com', password: 'secret-2' }, `ip-${engine}-2`));
    const unknown = await refusal(login(db.db, { account: 'nobody@example.com', password: 'secret-2' }, `ip-${engine}-3`));
    expect([wrong?.status, wrong?.message]).toEqual([401, 'The account or password is incorrect']);
    expect([unknown?.status, unknown?.message]).toEqual([wrong?.status, wrong?.message]);
  });

  it('takes as long to refuse an unknown account as a wrong password (no timing oracle)', async () => {
    await createUser(db.db, { email: `timing-${engine}@example.com`, password: 'secret-1' });
    const time = async (account: string, ip: string) => {
      const s = performance.now();
      await refusal(login(db.db, { account, password: 'nope-nope' }, ip));
      return performance.now() - s;
    };
    await time('warm-up@example.com', 'w');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(`timing-${engine}@example.com`, `k${i}`));
      unknown.push(await time(`ghost-${i}@example.com`, `u${i}`));
    }
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[1];
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('asks only for the slider after a stranger’s wrong passwords from many addresses: the owner who solves it gets in (no lock-out)', async () => {
    const account = `target-${engine}@example.com`;
    await createUser(db.db, { email: account, password: 'secret-1' });
    const statuses: Array<number | undefined> = [];
    for (let i = 0; i < 5; i++) statuses.push((await refusal(login(db.db, { account, password: `guess-${i}` }, `g${i}`)))?.status);
    expect(statuses).toEqual([401, 401, 401, 428, 428]);
    // The stranger keeps guessing with solved sliders, from yet more addresses, past the day's ceiling.
    for (let i = 0; i < LOGIN_LIMITS.sliderAfterDay; i++)
      expect((await refusal(login(db.db, { account, password: `more-${i}`, captcha: await pass() }, `h${i}`)))?.status).toBe(401);
    const asked = await refusal(login(db.db, { account, password: 'secret-1' }, 'owner-ip'));
    expect(asked?.status).toBe(428); // never 429: the account is not locked
    const owner = await login(db.db, { account: account.toUpperCase(), password: 'secret-1', captcha: await pass() }, 'owner-ip');
    expect(owner.token).toBeTruthy();
  });

  it('keeps the hard cap per address: one address guessing many accounts is refused with 429 and Retry-After', async () => {
    const ip = `guesser-${engine}`;
    let blocked: Awaited<ReturnType<typeof refusal>> = undefined;
    for (let i = 0; i <= LOGIN_LIMITS.ipShort && !blocked; i++) {
      const r = await refusal(login(db.db, { account: `victim-${i}@example.com`, password: 'x', captcha: await pass() }, ip));
      if (r?.status === 429) blocked = r;
    }
    expect(blocked?.status).toBe(429);
    expect(Number(blocked?.headers['Retry-After'])).toBeGreaterThan(0);
    expect(blocked?.message).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
  });

  it('counts every spelling of one phone against one account (spaces, dashes, +44, 0044, the leading zero)', async () => {
    const end = engine === 'sqlite' ? '51' : '52';
    await createUser(db.db, { phone: `+4420794601${end}`, password: 'secret-1' });
    for (const [digits, label] of [
      [`4420794601${end}`, 'an existing account'],
      [`4420794609${end}`, 'an account that does not exist'],
    ] as const) {
      const national = digits.slice(2);
      const spellings: Array<{ account: string; areaCode?: string }> = [
        { account: `+44 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}` },
        { account: `0044-${national}` },
        { account: `0${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`, areaCode: '0044' },
        { account: `(0${national.slice(0, 2)}) ${national.slice(2, 6)}-${national.slice(6)}`, areaCode: '+44' },
        { account: national, areaCode: '0044' },
        { account: `+440${national}` },
      ];
      const statuses: Array<number | undefined> = [];
      for (const [i, spelling] of spellings.entries())
        statuses.push((await refusal(login(db.db, { ...spelling, password: 'wrong-1' }, `sp-${engine}-${label}-${i}`)))?.status);
      expect(statuses, label).toEqual([401, 401, 401, 428, 428, 428]);
    }
  });

  it('lets the right password in after the slider, and the slider appears alike for an account that does not exist', async () => {
    await createUser(db.db, { email: `slider-${engine}@example.com`, password: 'secret-1' });
    // Three wrong passwords per account, then the slider, whether the account exists or not.
    for (const account of [`slider-${engine}@example.com`, `no-such-${engine}@example.com`]) {
      for (let i = 0; i < LOGIN_LIMITS.sliderAfter; i++) await refusal(login(db.db, { account, password: 'wrong' }, `s${i}`));
      const asked = await refusal(login(db.db, { account, password: 'secret-1' }, 's9'));
      expect([asked?.status, asked?.message]).toEqual([428, 'Please complete the slider first']);
    }
    // A made-up pass is no pass; a solved slider's pass lets the right password in.
    expect(
      (await refusal(login(db.db, { account: `no-such-${engine}@example.com`, password: 'secret-1', captcha: 'made-up' }, 's9')))?.status,
    ).toBe(428);
    const signedIn = await login(db.db, { account: `slider-${engine}@example.com`, password: 'secret-1', captcha: await pass() }, 's9');
    expect(signedIn.token).toBeTruthy();
  });
});

describe.each(ENGINES)('account housekeeping on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());

  it('drops ended sessions and old rate windows, and keeps what is still in use', async () => {
    const user = await createUser(db.db, { email: `keep-${engine}@example.com` });
    const live = await createSession(db.db, user.id);
    await createSession(db.db, user.id, new Date(Date.now() - 31 * 86_400_000));
    await hitLimits(db.db, [{ key: 'old', max: 1, windowSeconds: 60 }], Date.now() - 3 * 86_400_000);
    await hitLimits(db.db, [{ key: 'new', max: 1, windowSeconds: 60 }]);
    const dropped = await pruneAccounts(db.db);
    expect(dropped).toMatchObject({ sessions: 1, rate_limits: 1 });
    expect(await sessionUser(db.db, live)).toBe(user.id);
    expect((await db.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual(['new']);
  });
});
