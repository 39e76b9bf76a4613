import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { sendPhoneCode } from '../../src/server/accounts/codes.service.ts';
import { countInWindow, hitLimits } from '../../src/server/accounts/rate-limit.ts';
import { developmentSms } from '../../src/server/accounts/sms.ts';
import { parseSmsCountries } from '../../src/server/accounts/sms-countries.ts';
import { captureLog } from '../../src/server/log.ts';
import { sliderPass } from './slider-pass.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const t = translator('en');
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return undefined;
  } catch (err) {
    const e = err as AppError;
    return { status: e.status, code: e.code, message: t(e.code, e.params), headers: e.headers };
  }
};

/** Ten seconds into the current hour: the hour's and the day's windows hold every message of a test. */
const hourStart = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 10_000);
const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

describe.each(ENGINES)('text messages on %s: who pays, and who can be blocked', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());
  afterEach(() => vi.restoreAllMocks());

  const send = async (phone: string, ip: string, at: Date, allowed = parseSmsCountries(undefined)!) =>
    sendPhoneCode(db.db, { phone, purpose: 'login', ip, captchaPass: await sliderPass(db.db) }, developmentSms(db.db), 'en', at, allowed);
  const outbox = async (phone: string) => (await db.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).length;

  it('does not let a stranger’s refused requests use up the owner’s quota for a phone', async () => {
    const phone = `+4420794603${engine === 'sqlite' ? '11' : '12'}`;
    const at = hourStart();
    await send(phone, 'stranger-1', at);
    // Six more within the resend minute, from other addresses: all refused, none sent.
    for (let i = 0; i < 6; i++) expect((await refusal(send(phone, `stranger-${i + 2}`, later(at, i))))?.status).toBe(429);
    expect(await countInWindow(db.db, `sms:phone-hour:${phone}`, 3600, at.getTime())).toBe(1);
    // A minute later the owner still gets a code (the hour's five were not spent by the refusals).
    await expect(send(phone, 'owner', later(at, 61))).resolves.toBeTruthy();
    expect(await outbox(phone)).toBe(2);
  });

  it('still counts every request against its address', async () => {
    const at = hourStart();
    const ip = `one-address-${engine}`;
    const statuses: Array<number | undefined> = [];
    // The same phone each time: one message is sent, the others are refused, and all eleven count for the address.
    for (let i = 0; i < 11; i++) statuses.push((await refusal(send(`+4420794604${engine === 'sqlite' ? '11' : '12'}`, ip, at)))?.status);
    expect(statuses[0]).toBeUndefined();
    expect(statuses.slice(1).every((s) => s === 429)).toBe(true);
    expect((await refusal(send(`+4420794604${engine === 'sqlite' ? '21' : '22'}`, ip, later(at, 61))))?.status).toBe(429);
  });

  it('refuses premium-rate and unallocated prefixes and countries not served, without sending', async () => {
    for (const phone of ['+882123456789', '+88312345678', '+2476123', '+67570123456', '+18765550123', '+19005550123']) {
      const r = await refusal(send(phone, `prefix-${engine}-${phone}`, hourStart()));
      expect([r?.status, r?.message], phone).toEqual([400, t('auth.smsCountryRefused')]);
      expect(await outbox(phone)).toBe(0);
    }
    // The operator can allow a country (SMS_ALLOWED_COUNTRIES=PG).
    await expect(send('+67570123456', `prefix-${engine}-pg`, hourStart(), parseSmsCountries('PG')!)).resolves.toBeTruthy();
  });
});

describe.each(ENGINES)('caps on all text messages on %s (SMS pumping)', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());
  afterEach(() => vi.restoreAllMocks());

  const send = async (phone: string, ip: string, at: Date) =>
    sendPhoneCode(
      db.db,
      { phone, purpose: 'login', ip, captchaPass: await sliderPass(db.db) },
      developmentSms(db.db),
      'en',
      at,
      parseSmsCountries(undefined)!,
    );
  const fill = async (key: string, windowSeconds: number, times: number, at: Date) => {
    for (let i = 0; i < times; i++) await hitLimits(db.db, [{ key, max: Number.MAX_SAFE_INTEGER, windowSeconds }], at.getTime());
  };

  // The alert is written once per cap and window in a process: each engine takes its own minute and
  // country. Minutes already past: a slider's pass is good for two minutes from now.
  const minute = engine === 'sqlite' ? 0 : 5;
  const minutesAgo = (n: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - n * 60_000 + 1000);
  const china = engine === 'sqlite';
  /** The alert lines the server logs (pino JSON), caught for the rest of the test. */
  const alerts = () => {
    const lines: Array<Record<string, unknown>> = [];
    const stop = captureLog((line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.alert === 'sms-cap') lines.push(entry);
    });
    onTestFinished(stop);
    return lines;
  };

  it('refuses once the messages of a minute across all numbers reach the cap, with an alert line and a clear message, never a 500', async () => {
    const at = minutesAgo(minute);
    const alert = alerts();
    await fill('sms:all-minute', 60, 30, at);
    const r = await refusal(send(`+4420794605${engine === 'sqlite' ? '11' : '12'}`, `pump-${engine}-1`, at));
    expect([r?.status, r?.code]).toEqual([429, 'auth.smsPaused']);
    expect(r?.message).toMatch(/^Text messages are paused for a while\. Please try again in \d+ seconds/);
    expect(Number(r?.headers['Retry-After'])).toBeGreaterThan(0);
    expect(alert).toEqual([expect.objectContaining({ level: 50, msg: 'ALERT sms-cap sms-global-minute', callingCode: '44' })]);
    // Refused by the cap: nothing of the phone's quota is used.
    expect(await countInWindow(db.db, `sms:phone-minute:+4420794605${engine === 'sqlite' ? '11' : '12'}`, 60, at.getTime())).toBe(0);
    // One alert per cap and window, not one per refusal.
    await refusal(send(`+4420794605${engine === 'sqlite' ? '21' : '22'}`, `pump-${engine}-2`, at));
    expect(alert).toHaveLength(1);
  });

  it('caps the messages to one country calling code per hour', async () => {
    const at = minutesAgo(minute + 2);
    const alert = alerts();
    await fill(`sms:country-hour:${china ? '86' : '81'}`, 3600, 100, at);
    const r = await refusal(send(china ? '+8613800138000' : '+819012345678', `pump-${engine}-3`, at));
    expect([r?.status, r?.code]).toEqual([429, 'auth.smsPaused']);
    expect(alert[0]).toMatchObject({ msg: 'ALERT sms-cap sms-country-hour', country: china ? 'CN' : 'JP' });
    // Another country is not held up by that country's cap.
    await expect(send(`+4420794605${engine === 'sqlite' ? '31' : '32'}`, `pump-${engine}-4`, at)).resolves.toBeTruthy();
  });
});
