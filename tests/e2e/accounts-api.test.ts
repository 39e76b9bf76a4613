import { DatabaseSync } from 'node:sqlite';
import { describe, expect, inject, it } from 'vitest';
import { loginAnswer, userInfoSchema } from '../../src/server/accounts/accounts.responses.ts';
import { baseUrl } from './browser.ts';

/** Sign-in over HTTP on the built site (the member is created in global-setup.ts). */
// This file's own client address (the site trusts X-Forwarded-For in these tests, as behind its
// proxy), so its limited calls count against limits of their own.
const CLIENT = { 'x-forwarded-for': '203.0.113.62' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en', ...CLIENT, ...headers },
    body: JSON.stringify(body),
  });
const info = (headers: Record<string, string>) => fetch(`${baseUrl()}/api/v1/user/info`, { headers });
const cookiesOf = (res: Response) => res.headers.getSetCookie();
/** The app's flag for the session token in the sign-in answer. */
const APP = { 'x-client': 'app' };

describe('signing in over HTTP', () => {
  it('signs in with a password, sets an HttpOnly session cookie and answers authorization (to the app) and user_info', async () => {
    const web = await post('oauth/login', { account: 'member@example.com', password: 'secret-1' });
    expect(web.status).toBe(200);
    // The web's session is the HttpOnly cookie: no script gets the token.
    expect((await web.json()).Data.authorization).toBeUndefined();
    expect(cookiesOf(web).find((c) => c.startsWith('Authorization='))).toMatch(/HttpOnly/i);
    const res = await post('oauth/login', { account: 'member@example.com', password: 'secret-1' }, APP);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.Data.authorization).toMatch(/\S{20,}/);
    loginAnswer.parse(body.Data); // the shape the OpenAPI document promises
    expect(body.Data.user_info).toMatchObject({ isemailcomfirm: false, nickname: 'Member', email: 'member@example.com' });
    const set = cookiesOf(res);
    expect(set.find((c) => c.startsWith('Authorization='))).toMatch(/HttpOnly/i);
    expect(set.find((c) => c.startsWith('Authorization='))).toMatch(/SameSite=Lax/i);
    expect(set.find((c) => c.startsWith('contentcookie='))).not.toMatch(/HttpOnly/i);
    const cookie = set.map((c) => c.split(';')[0]).join('; ');
    expect(userInfoSchema.parse((await (await info({ cookie })).json()).Data).nickname).toBe('Member');
    // The app sends the same token as a bearer token.
    expect((await (await info({ authorization: `Bearer ${body.Data.authorization}` })).json()).Data.userId).toBe(
      body.Data.user_info.userId,
    );
  });

  it('signs in with the phone number under its dial code', async () => {
    const res = await post('oauth/login', { account: '020 7946 0018', password: 'secret-1', areaCode: '0044' });
    expect(res.status).toBe(200);
  });

  it('ends the session at logout: the token no longer works', async () => {
    const token = (await (await post('oauth/login', { account: 'member@example.com', password: 'secret-1' }, APP)).json()).Data
      .authorization;
    expect((await post('oauth/logout', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await info({ authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('refuses a state change a browser says comes from another site (CSRF), and serves the app, which sends neither header', async () => {
    const res = await post('oauth/login', { account: 'member@example.com', password: 'secret-1' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(cookiesOf(res)).toEqual([]);
    const crossSite = await fetch(`${baseUrl()}/api/v1/oauth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    const app = await fetch(`${baseUrl()}/api/v1/oauth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(app.status).toBe(200);
  });

  it('never adopts a session a browser brings (fixation): signing in always issues a new token', async () => {
    const attacker = (await (await post('oauth/login', { account: 'attacker@example.com', password: 'secret-1' }, APP)).json()).Data;
    // The victim's browser carries a token the attacker planted: a made-up one, or the attacker's own session.
    for (const planted of ['planted-token-0123456789', attacker.authorization]) {
      const res = await post(
        'oauth/login',
        { account: 'victim@example.com', password: 'secret-1' },
        { cookie: `Authorization=${planted}; contentcookie=1` },
      );
      expect(res.status).toBe(200);
      const issued = cookiesOf(res)
        .find((c) => c.startsWith('Authorization='))!
        .split(';')[0]
        .slice('Authorization='.length);
      expect(issued).not.toBe(planted);
      expect((await (await info({ cookie: `Authorization=${issued}` })).json()).Data.email).toBe('victim@example.com');
    }
    // The planted token signs no one in as the victim.
    expect((await info({ cookie: 'Authorization=planted-token-0123456789' })).status).toBe(401);
    expect((await (await info({ cookie: `Authorization=${attacker.authorization}` })).json()).Data.email).toBe('attacker@example.com');
  });

  it('answers wrong passwords, unknown accounts and missing fields with the same clear messages, never a 500', async () => {
    const wrong = await post('oauth/login', { account: 'member@example.com', password: 'nope' });
    const unknown = await post('oauth/login', { account: 'ghost@example.com', password: 'nope' });
    expect([wrong.status, (await wrong.json()).Message]).toEqual([401, 'The account or password is incorrect']);
    expect([unknown.status, (await unknown.json()).Message]).toEqual([401, 'The account or password is incorrect']);
    expect((await (await post('oauth/login', { account: 'member@example.com' })).json()).Message).toBe('Please enter your password');
    expect((await (await post('oauth/login', { password: 'x' })).json()).Message).toBe('Please enter your phone number or e-mail address');
    expect((await info({})).status).toBe(401);
    expect((await info({ authorization: 'Bearer not-a-token' })).status).toBe(401);
  });
});

describe('phone and code over HTTP', () => {
  /** The site's database, read-only: the slider's answer (the test plays the person) and the SMS outbox (their phone). */
  const site = () => new DatabaseSync(inject('sitePath'), { readOnly: true });
  const drag = (x: number) =>
    Array.from({ length: 12 }, (_, i) => [i * 90 + (i % 3) * 7, Math.round((x * (1 - Math.cos((Math.PI * i) / 11))) / 2)]);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}/api/v1/${path}`, { headers: { 'sec-fetch-site': 'same-origin', languagecode: 'en', ...CLIENT, ...headers } });

  async function solvedSlider(): Promise<string> {
    const puzzle = (await (await get('captcha/create')).json()).Data;
    // The pictures are PNGs (their base64 may spell anything); the rest of the answer names no gap.
    expect([puzzle.image, puzzle.pieceImage]).toEqual([
      expect.stringMatching(/^data:image\/png;base64,/),
      expect.stringMatching(/^data:image\/png;base64,/),
    ]);
    expect(JSON.stringify({ ...puzzle, image: '', pieceImage: '' })).not.toMatch(/gap|svg|rect/i);
    const db = site();
    const { gap_x } = db.prepare('select gap_x from captcha_challenges where id = ?').get(puzzle.id) as { gap_x: number };
    db.close();
    // A person takes a moment: the server refuses an answer sooner than the drag it reports.
    await new Promise((r) => setTimeout(r, 1100));
    const res = await post('captcha/verify', { id: puzzle.id, x: gap_x, track: drag(gap_x) });
    const body = await res.json();
    expect(body.Data.message).toBe('Verified');
    return body.Data.pass;
  }

  const lastCode = (phone: string) => {
    const db = site();
    const row = db.prepare('select body from sms_outbox where phone = ? order by created_at desc limit 1').get(phone) as { body: string };
    db.close();
    return /\b(\d{4})\b/.exec(row.body)![1];
  };

  it('signs a new phone in with the code from the outbox, once', async () => {
    const captcha = await solvedSlider();
    const sent = await get(`oauth/smsSend?phone=02079460077&areaCode=0044&captcha=${captcha}`);
    expect(sent.status).toBe(200);
    const { requestid } = (await sent.json()).Data;
    const code = lastCode('+442079460077');
    const res = await post('oauth/quickLogin', { phone: '020 7946 0077', areaCode: '0044', code, requestid, agreement: true }, APP);
    expect(res.status).toBe(200);
    const { authorization, user_info } = (await res.json()).Data;
    expect(user_info.phone).toBe('+442079460077');
    expect((await info({ authorization: `Bearer ${authorization}` })).status).toBe(200);
    // Replayed: the code is spent.
    const again = await post('oauth/quickLogin', { phone: '020 7946 0077', areaCode: '0044', code, requestid, agreement: true });
    expect([again.status, (await again.json()).Message]).toEqual([400, 'The verification code is incorrect']);
  });

  it('sends no message without a solved slider, from another site, to a malformed number, or twice in a minute', async () => {
    expect((await (await get('oauth/smsSend?phone=02079460078&areaCode=0044')).json()).Message).toBe('Please complete the slider first');
    expect(
      (await get(`oauth/smsSend?phone=02079460078&areaCode=0044&captcha=${await solvedSlider()}`, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await (await get(`oauth/smsSend?phone=12345&areaCode=0086&captcha=${await solvedSlider()}`)).json()).Message).toBe(
      'Please enter a valid phone number',
    );
    expect((await get(`oauth/smsSend?phone=02079460079&areaCode=0044&captcha=${await solvedSlider()}`)).status).toBe(200);
    const twice = await get(`oauth/smsSend?phone=02079460079&areaCode=0044&captcha=${await solvedSlider()}`);
    expect(twice.status).toBe(429);
    expect(Number(twice.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('QR login over HTTP, a computer and a phone', () => {
  /** A signed-in phone: the cookie header of a fresh session of the member. */
  const phoneSession = async () =>
    cookiesOf(await post('oauth/login', { account: 'qr-member@example.com', password: 'secret-1' }))
      .map((c) => c.split(';')[0])
      .join('; ');
  /** The token in the confirm form of the page the phone was shown. */
  const formToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const desktopUa = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const newQr = async () => {
    const res = await fetch(`${baseUrl()}/api/v1/oauth/qr/create`, {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        languagecode: 'en',
        ...CLIENT,
        'user-agent': desktopUa,
      },
      body: '{}',
    });
    return (await res.json()).Data as { id: string; secret: string; url: string };
  };

  it('shows the phone which computer asks, and signs the computer in once confirmed on the phone and then on the computer', async () => {
    const phoneCookie = await phoneSession();
    // The computer asks for a QR login and polls it with its secret.
    const qr = await newQr();
    expect(qr.url).toMatch(/\/en\/qrLogin\?id=[A-Za-z0-9_-]{22}$/);
    const poll = async (confirm = false) => (await (await post('oauth/qr/poll', { id: qr.id, secret: qr.secret, confirm })).json()).Data;
    expect((await poll()).state).toBe('pending');
    // The phone opens the link: the page shows the computer (browser, system, place, time) and asks to confirm.
    const link = new URL(qr.url).pathname + new URL(qr.url).search;
    const html = await (await fetch(`${baseUrl()}${link}`, { headers: { cookie: `${phoneCookie}; lang=en` } })).text();
    expect(html).toContain('Confirm login');
    expect(html).toContain('Chrome · Windows');
    expect(html).toMatch(/Approximate place<\/dt>\s*<dd>[^<]+<\/dd>/);
    expect(formToken(html)).toMatch(/^[\w-]{32}$/);
    expect((await poll()).state).toBe('scanned');
    // Confirms by the page's form (same origin, with the scan's token).
    const confirmed = await fetch(`${baseUrl()}${link}`, {
      method: 'POST',
      headers: { cookie: `${phoneCookie}; lang=en`, origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${formToken(html)}`,
    });
    expect(await confirmed.text()).toContain('your computer is now logged in');
    // The computer is shown whose account is about to sign in, and has no session until it confirms too.
    const asked = await post('oauth/qr/poll', { id: qr.id, secret: qr.secret });
    expect((await asked.json()).Data).toEqual({ state: 'confirm-on-desktop', account: 'q••••@example.com' });
    expect(cookiesOf(asked).find((c) => c.startsWith('Authorization='))).toBeUndefined();
    const res = await post('oauth/qr/poll', { id: qr.id, secret: qr.secret, confirm: true });
    const done = (await res.json()).Data;
    expect(done.state).toBe('confirmed');
    expect(done.user_info.email).toBe('qr-member@example.com');
    expect(cookiesOf(res).find((c) => c.startsWith('Authorization='))).toMatch(/HttpOnly/i);
    expect((await poll(true)).state).toBe('expired');
  });

  it('refuses the link to someone not signed in, a confirmation from another site or without the scan token, and a second phone', async () => {
    const qr = await newQr();
    const link = new URL(qr.url).pathname + new URL(qr.url).search;
    // Signing in from there comes back to the same link.
    expect(await (await fetch(`${baseUrl()}${link}`, { headers: { cookie: 'lang=en' } })).text()).toContain(
      `href="/en/login?next=${encodeURIComponent(link)}"`,
    );
    const phoneCookie = await phoneSession();
    const token = formToken(await (await fetch(`${baseUrl()}${link}`, { headers: { cookie: phoneCookie } })).text());
    const confirm = (headers: Record<string, string>, body: string) =>
      fetch(`${baseUrl()}${link}`, {
        method: 'POST',
        headers: { cookie: phoneCookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    // From another site, even with the right token: Astro's origin check.
    expect((await confirm({ origin: 'https://evil.example' }, `token=${token}`)).status).toBe(403);
    // Without the token, or with another (what a page elsewhere could send): no confirmation.
    expect((await confirm({ origin: baseUrl() }, '')).status).toBe(410);
    expect((await confirm({ origin: baseUrl() }, 'token=guessed')).status).toBe(410);
    expect((await (await post('oauth/qr/poll', { id: qr.id, secret: qr.secret })).json()).Data.state).toBe('scanned');
    // A second phone (another session, even of the same member) finds the code used, and cannot confirm it with the first one's token.
    const second = await phoneSession();
    const other = await fetch(`${baseUrl()}${link}`, { headers: { cookie: `${second}; lang=en` } });
    expect([other.status, (await other.text()).includes('This QR code has expired')]).toEqual([410, true]);
    const stolen = await fetch(`${baseUrl()}${link}`, {
      method: 'POST',
      headers: { cookie: second, origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(stolen.status).toBe(410);
    // The first phone still can.
    expect((await confirm({ origin: baseUrl() }, `token=${token}`)).status).toBe(200);
  });
});

describe('the sign-in page without JavaScript', () => {
  const form = (fields: Record<string, string>, next = '') =>
    fetch(`${baseUrl()}/en/login${next}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=en' },
      body: new URLSearchParams(fields).toString(),
    });

  it('signs in by the plain form and goes back where the member came from, on this site only', async () => {
    const res = await form({ account: '020 7946 0018', areaCode: '0044', password: 'secret-1' }, '?next=%2Fen%2Fabout');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/about');
    expect(cookiesOf(res).find((c) => c.startsWith('Authorization='))).toMatch(/HttpOnly/i);
    const elsewhere = await form({ account: '020 7946 0018', areaCode: '0044', password: 'secret-1' }, '?next=%2F%2Fevil.example%2F');
    expect(elsewhere.headers.get('location')).toBe('/en');
  });

  it('shows the refusal in the page, keeping what was typed', async () => {
    const res = await form({ account: 'ghost@example.com', password: 'nope' });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('The account or password is incorrect');
    expect(html).toContain('value="ghost@example.com"');
    expect(await (await form({ account: '', password: 'x' })).text()).toContain('Please enter your phone number or e-mail address');
  });
});
