import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { login, quickLogin } from '../../src/server/accounts/accounts.service.ts';
import { changePassword, register, resetPassword } from '../../src/server/accounts/passwords.service.ts';
import { createSession, sessionUser } from '../../src/server/accounts/sessions.ts';
import type { CodePurpose } from '../../src/server/accounts/codes.service.ts';
import { LIFETIME, SLIDER } from '../../src/server/accounts/limits.ts';
import { PNG } from 'pngjs';
import { createPuzzle, plausibleDrag, solvePuzzle, spendPass, type Track } from '../../src/server/accounts/captcha.service.ts';
import { sendPhoneCode, useCode } from '../../src/server/accounts/codes.service.ts';
import { developmentSms } from '../../src/server/accounts/sms.ts';
import { drag, sliderPass } from './slider-pass.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const t = translator('en');
/** The chunk types of a PNG file, in order. */
const pngChunks = (bytes: Buffer) => {
  const types: string[] = [];
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at)) types.push(bytes.toString('latin1', at + 4, at + 8));
  return [...new Set(types)];
};
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
/** Key presses to x as a keyboard user makes them: Shift+arrow (20 px) then arrow (4 px), at uneven human intervals. */
const keySteps = (x: number): Track => {
  const steps: Track = [];
  let p = 0;
  let t = 0;
  while (p + 20 <= x) steps.push([(t += 90 + (steps.length % 4) * 35), (p += 20)]);
  while (p + 4 <= x) steps.push([(t += 160 + (steps.length % 2) * 45), (p += 4)]);
  return steps.map(([time, pos]) => [time - steps[0][0], pos] as [number, number]);
};

describe('the slider', () => {
  it('tells a hand-like drag from a scripted one', () => {
    expect(plausibleDrag(drag(120), 120)).toBe(true);
    expect(plausibleDrag([], 120)).toBe(false); // no trajectory
    expect(
      plausibleDrag(
        [
          [0, 0],
          [100, 120],
        ],
        120,
      ),
    ).toBe(false); // too few points
    expect(
      plausibleDrag(
        Array.from({ length: 12 }, (_, i) => [i * 100, i * 10] as [number, number]),
        110,
      ),
    ).toBe(false); // a straight line at constant speed
    expect(
      plausibleDrag(
        Array.from({ length: 12 }, (_, i) => [i * 100, 120] as [number, number]),
        120,
      ),
    ).toBe(false); // no movement at all
    expect(
      plausibleDrag(
        Array.from({ length: 12 }, (_, i) => [i * 10, Math.round((120 * (1 - Math.cos((Math.PI * i) / 11))) / 2)] as [number, number]),
        120,
      ),
    ).toBe(false); // 110 ms
    expect(plausibleDrag(drag(120), 150)).toBe(false); // the drag ends far from the claimed position
  });

  it('accepts the arrow keys as key steps with human timing, and refuses scripted key steps', () => {
    expect(plausibleDrag(keySteps(132), 132, 'keys')).toBe(true);
    // The same presses at one fixed interval, quicker than a key repeats, or in steps the island never makes.
    expect(
      plausibleDrag(
        keySteps(132).map(([, p], i) => [i * 100, p] as [number, number]),
        132,
        'keys',
      ),
    ).toBe(false);
    expect(
      plausibleDrag(
        keySteps(132).map(([t, p]) => [t / 20, p] as [number, number]),
        132,
        'keys',
      ),
    ).toBe(false);
    expect(
      plausibleDrag(
        [
          [0, 33],
          [170, 66],
          [420, 99],
          [560, 132],
        ],
        132,
        'keys',
      ),
    ).toBe(false);
    // A pointer's drag is not a key track.
    expect(plausibleDrag(drag(132), 132, 'keys')).toBe(false);
  });
});

describe.each(ENGINES)('codes and the slider on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());

  const pass = () => sliderPass(db.db);

  /** A puzzle that appeared `ago` ms before now, and its gap as the test (the person) reads it. */
  const puzzle = async (ago = 2000) => {
    const p = await createPuzzle(db.db, new Date(Date.now() - ago));
    const { gap_x } = await db.db.selectFrom('captcha_challenges').select('gap_x').where('id', '=', p.id).executeTakeFirstOrThrow();
    return { p, gap: gap_x };
  };

  it('gives one try per puzzle and a pass that is spent once', async () => {
    const { p, gap } = await puzzle();
    expect(await solvePuzzle(db.db, p.id, gap + 20, drag(gap + 20))).toBeUndefined();
    expect(await solvePuzzle(db.db, p.id, gap, drag(gap))).toBeUndefined(); // the one try is gone
    const good = await pass();
    expect(await spendPass(db.db, good)).toBe(true);
    expect(await spendPass(db.db, good)).toBe(false);
    expect(await spendPass(db.db, 'made-up')).toBe(false);
  });

  it('draws the puzzle as PNG pictures, and the create answer holds the gap position in no form', async () => {
    let coincidences = 0;
    for (let i = 0; i < 30; i++) {
      const { p, gap } = await puzzle(0);
      expect(Object.keys(p).sort()).toEqual(['height', 'id', 'image', 'piece', 'pieceImage', 'pieceY', 'width']);
      expect([p.width, p.height, p.piece]).toEqual([SLIDER.width, SLIDER.height, SLIDER.piece]);
      // The pictures are PNGs of the right size with nothing but pixels in them (no text chunk, no markup).
      for (const [url, w, h] of [
        [p.image, SLIDER.width, SLIDER.height],
        [p.pieceImage, SLIDER.piece, SLIDER.piece],
      ] as const) {
        expect(url).toMatch(/^data:image\/png;base64,/);
        const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
        expect(pngChunks(bytes).filter((c) => c !== 'IDAT')).toEqual(['IHDR', 'IEND']);
        const png = PNG.sync.read(bytes);
        expect([png.width, png.height]).toEqual([w, h]);
      }
      // The rest of the answer (the pictures and the random id left out: an id may spell "SvG" by
      // chance), searched for the number and for markup.
      const rest = JSON.stringify({ ...p, id: '', image: '', pieceImage: '' });
      expect(rest).not.toMatch(/gap|svg|rect/i);
      const numbers = (rest.match(/(?<![\w-])\d+(?![\w-])/g) ?? []).map(Number);
      expect(numbers.sort()).toEqual([SLIDER.width, SLIDER.height, SLIDER.piece, p.pieceY].sort());
      // pieceY is a row, not the gap's column: it meets the column no more often than chance would.
      if (Math.abs(p.pieceY - gap) <= SLIDER.tolerance) coincidences++;
    }
    expect(coincidences).toBeLessThan(6);
  });

  it('refuses an answer quicker than a person, a straight-line or missing trajectory, and passes a human-like one', async () => {
    // Too fast: 100 ms after the puzzle appeared, or sooner than the drag it reports took.
    let { p, gap } = await puzzle(100);
    expect(await solvePuzzle(db.db, p.id, gap, drag(gap))).toBeUndefined();
    ({ p, gap } = await puzzle(600));
    expect(await solvePuzzle(db.db, p.id, gap, drag(gap))).toBeUndefined(); // the drag says 1 s
    // A straight line at constant speed, no trajectory, one that ends far from the claimed spot.
    ({ p, gap } = await puzzle());
    const line = Array.from({ length: 12 }, (_, i) => [i * 90, Math.round((gap * i) / 11)] as [number, number]);
    expect(await solvePuzzle(db.db, p.id, gap, line)).toBeUndefined();
    ({ p, gap } = await puzzle());
    expect(await solvePuzzle(db.db, p.id, gap, [])).toBeUndefined();
    ({ p, gap } = await puzzle());
    expect(await solvePuzzle(db.db, p.id, gap, drag(gap - 40))).toBeUndefined();
    // A hand's drag, within the tolerance, two seconds after the puzzle appeared; and the keyboard's steps.
    ({ p, gap } = await puzzle());
    expect(await solvePuzzle(db.db, p.id, gap + 4, drag(gap + 4))).toMatch(/^[\w-]{32}$/);
    ({ p, gap } = await puzzle(4000));
    const keys = keySteps(gap);
    expect(await solvePuzzle(db.db, p.id, keys[keys.length - 1][1], keys, new Date(), 'keys')).toMatch(/^[\w-]{32}$/);
  });

  it('sends a four-digit code only after the slider, writes it to the outbox, and keeps only its hash', async () => {
    const phone = `+4420794600${engine === 'sqlite' ? '11' : '12'}`;
    expect(
      (await refusal(sendPhoneCode(db.db, { phone, purpose: 'login', ip: 'a', captchaPass: undefined }, developmentSms(db.db), 'en')))
        ?.message,
    ).toBe('Please complete the slider first');
    const id = await sendPhoneCode(db.db, { phone, purpose: 'login', ip: 'a', captchaPass: await pass() }, developmentSms(db.db), 'en');
    const sms = await db.db.selectFrom('sms_outbox').select('body').where('phone', '=', phone).executeTakeFirstOrThrow();
    const code = /\b(\d{4})\b/.exec(sms.body)![1];
    const row = await db.db.selectFrom('verification_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(await useCode(db.db, { requestId: id, target: phone, purpose: 'reset', code })).toBe(false); // another purpose
    expect(await useCode(db.db, { requestId: id, target: '+442079460099', purpose: 'login', code })).toBe(false); // another phone
    expect(await useCode(db.db, { requestId: id, target: phone, purpose: 'login', code })).toBe(true);
    expect(await useCode(db.db, { requestId: id, target: phone, purpose: 'login', code })).toBe(false); // replayed
  });

  it('kills a code after five wrong tries and at five minutes', async () => {
    const phone = `+4420794600${engine === 'sqlite' ? '21' : '22'}`;
    const id = await sendPhoneCode(db.db, { phone, purpose: 'login', ip: 'b', captchaPass: await pass() }, developmentSms(db.db), 'en');
    const code = /\b(\d{4})\b/.exec(
      (await db.db.selectFrom('sms_outbox').select('body').where('phone', '=', phone).executeTakeFirstOrThrow()).body,
    )![1];
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < 5; i++) expect(await useCode(db.db, { requestId: id, target: phone, purpose: 'login', code: wrong })).toBe(false);
    expect(await useCode(db.db, { requestId: id, target: phone, purpose: 'login', code })).toBe(false); // brute force stopped
    const firstMessage = (await db.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
    const later = await sendPhoneCode(
      db.db,
      { phone, purpose: 'login', ip: 'b', captchaPass: await pass() },
      developmentSms(db.db),
      'en',
      new Date(Date.now() + 61_000),
    );
    const laterCode = /\b(\d{4})\b/.exec(
      (
        await db.db
          .selectFrom('sms_outbox')
          .select('body')
          .where('phone', '=', phone)
          .where('id', '!=', firstMessage)
          .executeTakeFirstOrThrow()
      ).body,
    )![1];
    expect(
      await useCode(
        db.db,
        { requestId: later, target: phone, purpose: 'login', code: laterCode },
        new Date(Date.now() + 61_000 + LIFETIME.codeMs + 1000),
      ),
    ).toBe(false); // expired
  });

  it('limits messages per phone (a minute apart) and per address, with Retry-After', async () => {
    const phone = `+4420794600${engine === 'sqlite' ? '31' : '32'}`;
    await sendPhoneCode(db.db, { phone, purpose: 'login', ip: 'c', captchaPass: await pass() }, developmentSms(db.db), 'en');
    const again = await refusal(
      sendPhoneCode(db.db, { phone, purpose: 'login', ip: 'c2', captchaPass: await pass() }, developmentSms(db.db), 'en'),
    );
    expect(again?.status).toBe(429);
    expect(Number(again?.headers['Retry-After'])).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++)
      await refusal(
        sendPhoneCode(
          db.db,
          { phone: `+44207946${String(1000 + i)}`, purpose: 'login', ip: `flood-${engine}`, captchaPass: await pass() },
          developmentSms(db.db),
          'en',
        ),
      );
    expect(
      (
        await refusal(
          sendPhoneCode(
            db.db,
            { phone: '+442079462000', purpose: 'login', ip: `flood-${engine}`, captchaPass: await pass() },
            developmentSms(db.db),
            'en',
          ),
        )
      )?.status,
    ).toBe(429);
  });

  it('signs in with phone and code, making an account for a new phone only with the agreement', async () => {
    const phone = `+4420794600${engine === 'sqlite' ? '41' : '42'}`;
    const seen = new Set<string>();
    const codeFor = async (ip: string, at = new Date()) => {
      const id = await sendPhoneCode(db.db, { phone, purpose: 'login', ip, captchaPass: await pass() }, developmentSms(db.db), 'en', at);
      const fresh = (await db.db.selectFrom('sms_outbox').select(['id', 'body']).where('phone', '=', phone).execute()).filter(
        (m) => !seen.has(m.id),
      );
      for (const m of fresh) seen.add(m.id);
      return { id, code: /\b(\d{4})\b/.exec(fresh[0].body)![1] };
    };
    const first = await codeFor('d');
    expect((await refusal(quickLogin(db.db, { phone, code: first.code, requestid: first.id, agreement: false })))?.message).toBe(
      'Please read and accept the service agreement',
    );
    const second = await codeFor('d', new Date(Date.now() + 61_000));
    const done = await quickLogin(db.db, { phone, code: second.code, requestid: second.id, agreement: true });
    expect(done.user.phone).toBe(phone);
    expect((await refusal(quickLogin(db.db, { phone, code: second.code, requestid: second.id, agreement: true })))?.message).toBe(
      'The verification code is incorrect',
    );
  });

  /** A code sent to a phone for a purpose, read from the outbox as the person would. */
  async function codeFor(phone: string, purpose: CodePurpose, ip: string, at = new Date()) {
    const before = new Set((await db.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).map((m) => m.id));
    const id = await sendPhoneCode(db.db, { phone, purpose, ip, captchaPass: await pass() }, developmentSms(db.db), 'en', at);
    const fresh = (await db.db.selectFrom('sms_outbox').select(['id', 'body']).where('phone', '=', phone).execute()).find(
      (m) => !before.has(m.id),
    )!;
    return { requestid: id, code: /\b(\d{4})\b/.exec(fresh.body)![1] };
  }

  it('registers a phone with a password once, and checks the new password first', async () => {
    const phone = `+4420794601${engine === 'sqlite' ? '51' : '52'}`;
    const a = await codeFor(phone, 'register', 'r');
    expect((await refusal(register(db.db, { phone, ...a, password: '12345', agreement: true })))?.message).toBe(
      'Please enter a new password of 6 to 18 characters',
    );
    expect((await refusal(register(db.db, { phone, ...a, password: 'secret-1', confirm: 'secret-2', agreement: true })))?.message).toBe(
      'The two entered passwords do not match',
    );
    const done = await register(db.db, { phone, ...a, password: 'secret-1', confirm: 'secret-1', agreement: true });
    expect(done.user.phone).toBe(phone);
    const b = await codeFor(phone, 'register', 'r', new Date(Date.now() + 61_000));
    expect((await refusal(register(db.db, { phone, ...b, password: 'secret-9', agreement: true })))?.status).toBe(409);
    expect((await login(db.db, { account: phone, password: 'secret-1' }, `r-${engine}`)).user.phone).toBe(phone);
  });

  it('resets a password by phone and ends every session; the answer does not tell unknown phones apart', async () => {
    const phone = `+4420794601${engine === 'sqlite' ? '61' : '62'}`;
    const a = await codeFor(phone, 'register', 's');
    const { token } = await register(db.db, { phone, ...a, password: 'secret-1', agreement: true });
    const b = await codeFor(phone, 'reset', 's', new Date(Date.now() + 61_000));
    await resetPassword(db.db, { phone, ...b, password: 'secret-2' });
    expect(await sessionUser(db.db, token)).toBeUndefined();
    expect((await login(db.db, { account: phone, password: 'secret-2' }, `s-${engine}`)).user.phone).toBe(phone);
    const stranger = `+4420794601${engine === 'sqlite' ? '71' : '72'}`;
    const c = await codeFor(stranger, 'reset', 's2');
    await expect(resetPassword(db.db, { phone: stranger, ...c, password: 'secret-2' })).resolves.toBeUndefined();
  });

  it('changes a password with the old one, rotating the session and ending the others', async () => {
    const phone = `+4420794601${engine === 'sqlite' ? '81' : '82'}`;
    const a = await codeFor(phone, 'register', 'm');
    const { token, user } = await register(db.db, { phone, ...a, password: 'secret-1', agreement: true });
    const elsewhere = await createSession(db.db, user.userId);
    expect((await refusal(changePassword(db.db, user.userId, { oldPassword: 'wrong-1', password: 'secret-3' })))?.message).toBe(
      'The current password is incorrect',
    );
    expect((await refusal(changePassword(db.db, user.userId, { oldPassword: 'secret-1', password: 'secret-1' })))?.message).toBe(
      'The new password must be different from the current one',
    );
    const fresh = await changePassword(db.db, user.userId, { oldPassword: 'secret-1', password: 'secret-3', confirm: 'secret-3' });
    expect(await sessionUser(db.db, token)).toBeUndefined();
    expect(await sessionUser(db.db, elsewhere)).toBeUndefined();
    expect(await sessionUser(db.db, fresh)).toBe(user.userId);
  });
});
