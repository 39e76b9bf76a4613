import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAnswer } from '../../src/server/accounts/accounts.responses.ts';
import { openIdAnswer } from '../../src/server/accounts/third-party.responses.ts';
import { baseUrl } from './browser.ts';
import { startFakeWeChatQq, startIssuer } from './third-party-peers.ts';

/**
 * Third-party login over HTTP against the built site: a real local OpenID provider (oidc-provider)
 * driven through its login and consent pages as a browser would (cookies kept by hand), and a fake
 * of WeChat's and QQ's endpoints for the app's code exchange.
 */

/** Cookies of one browser for one host: enough for the provider's pages and ours (paths are not told apart). */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (!value || /max-age=0|expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A visitor's browser: one jar for our site, one for the provider. */
const browser = () => ({ site: new Jar(), issuer: new Jar() });
type Browser = ReturnType<typeof browser>;

const api = (path: string) => `${baseUrl()}/api/v1/${path}`;
const sameSite = { 'sec-fetch-site': 'same-origin', languagecode: 'en' };
// This file's own client address (the site trusts X-Forwarded-For in these tests, as behind its
// proxy), so its text messages count against limits of their own.
const CLIENT = { 'x-forwarded-for': '203.0.113.61' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en', ...CLIENT, ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string, headers: Record<string, string> = {}) => fetch(api(path), { headers: { ...sameSite, ...CLIENT, ...headers } });
const site = () => new DatabaseSync(inject('sitePath'), { readOnly: true });

/** Starts a sign-in on our site: the provider's URL (the state is in the browser's cookie). */
async function authorize(b: Browser, provider: string, returnPath: string): Promise<string> {
  const res = await fetch(api(`oauth/authorize?provider=${provider}&return=${encodeURIComponent(returnPath)}`), {
    redirect: 'manual',
    headers: { ...sameSite, cookie: b.site.header() },
  });
  expect(res.status).toBe(302);
  b.site.take(res);
  return res.headers.get('location')!;
}

/**
 * Goes through the provider as the person: follows its redirects, signs in as `login` on its login
 * page and agrees on its consent page (or cancels), until it sends the browser back to our site.
 */
async function throughProvider(b: Browser, url: string, login: string, cancel = false): Promise<string> {
  let next: { url: string; form?: Record<string, string> } = { url };
  for (let hop = 0; hop < 15; hop++) {
    if (next.url.startsWith(baseUrl())) return next.url;
    const res = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: b.issuer.header(), ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: next.form ? new URLSearchParams(next.form).toString() : undefined,
    });
    b.issuer.take(res);
    const location = res.headers.get('location');
    if (location) {
      next = { url: new URL(location, next.url).href };
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 400)}`);
    if (cancel) {
      next = { url: new URL(`${action}/abort`, next.url).href };
      continue;
    }
    next = { url: new URL(action, next.url).href, form: prompt === 'login' ? { prompt, login, password: 'any' } : { prompt } };
  }
  throw new Error('the provider never sent the browser back');
}

/** Our callback page, opened by the browser the provider sent back. */
async function callback(b: Browser, url: string): Promise<Response> {
  const res = await fetch(url, { redirect: 'manual', headers: { cookie: `${b.site.header()}; lang=en` } });
  b.site.take(res);
  return res;
}

async function solvedSlider(): Promise<string> {
  const puzzle = (await (await get('captcha/create')).json()).Data;
  const db = site();
  const { gap_x } = db.prepare('select gap_x from captcha_challenges where id = ?').get(puzzle.id) as { gap_x: number };
  db.close();
  const track = Array.from({ length: 12 }, (_, i) => [i * 90 + (i % 3) * 7, Math.round((gap_x * (1 - Math.cos((Math.PI * i) / 11))) / 2)]);
  // A person takes a moment: the server refuses an answer sooner than the drag it reports.
  await new Promise((r) => setTimeout(r, 1100));
  return (await (await post('captcha/verify', { id: puzzle.id, x: gap_x, track })).json()).Data.pass;
}

/** Sends a bind_phone code (slider first) and reads it from the outbox, as the person reads their phone. */
async function bindPhoneCode(localPhone: string, e164: string): Promise<{ requestid: string; code: string }> {
  const sent = await get(`oauth/smsSend?phone=${localPhone}&areaCode=0044&purpose=bind_phone&captcha=${await solvedSlider()}`);
  expect(sent.status).toBe(200);
  const { requestid } = (await sent.json()).Data;
  const db = site();
  const row = db.prepare('select body from sms_outbox where phone = ? order by created_at desc limit 1').get(e164) as { body: string };
  db.close();
  return { requestid, code: /\b(\d{4})\b/.exec(row.body)![1] };
}

let stops: Array<() => Promise<void>> = [];
beforeAll(async () => {
  const ports = inject('oauthPorts');
  const issuer = await startIssuer(ports.issuer, [`${baseUrl()}/en/connect`, `${baseUrl()}/de/connect`]);
  const fake = await startFakeWeChatQq(ports.fake);
  stops = [issuer.stop, fake.stop];
});
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('signing in with an OpenID provider', () => {
  const b = browser();
  let first: { userId: string } | undefined;

  it('lists the configured providers on the connect page, as plain links', async () => {
    const html = await (await fetch(`${baseUrl()}/en/connect?return=%2Fen%2Fabout`, { headers: { cookie: 'lang=en' } })).text();
    expect(html).toContain('Continue with Test OpenID');
    expect(html).toContain('href="/api/v1/oauth/authorize?provider=op&amp;return=%2Fen%2Fabout"');
    expect(html).toContain('Continue with WeChat');
    expect(html).not.toContain('e2e-oidc-client-secret');
  });

  it('a first sign-in comes back with a ticket, and binding a new phone signs in', async () => {
    const providerUrl = new URL(await authorize(b, 'op', '/en/about?tab=1'));
    expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(providerUrl.searchParams.get('nonce')).toBeTruthy();
    expect(providerUrl.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/en/connect`);
    expect(b.site.get('oauth_state')).toBe(providerUrl.searchParams.get('state'));
    const back = await throughProvider(b, providerUrl.href, 'alice');
    expect(back).toMatch(new RegExp(`^${baseUrl()}/en/connect\\?code=`));
    const res = await callback(b, back);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, baseUrl());
    expect(location.pathname + location.search).toMatch(/^\/en\/about\?tab=1&openid=[A-Za-z0-9_-]{43}$/);
    expect(b.site.get('Authorization')).toBeUndefined(); // not signed in yet
    const openid = location.searchParams.get('openid')!;
    // The overlay's bind-phone mode: is the phone registered? then the code, then the binding.
    expect((await (await post('oauth/validateRegisterPhone', { phone: '020 7946 0101', areaCode: '0044' })).json()).Data).toEqual({
      registered: false,
    });
    const { requestid, code } = await bindPhoneCode('02079460101', '+442079460101');
    expect(
      (
        await (
          await get(`oauth/validateCode?phone=02079460101&areaCode=0044&code=${code}&requestid=${requestid}&purpose=bind_phone`)
        ).json()
      ).Data,
    ).toEqual({ valid: true });
    const bound = await post('oauth/thirdRegister', { openid, phone: '020 7946 0101', areaCode: '0044', code, requestid, agreement: true });
    expect(bound.status).toBe(200);
    const body = loginAnswer.parse((await bound.json()).Data);
    expect(body.user_info).toMatchObject({ phone: '+442079460101', nickname: 'Person alice' });
    expect(bound.headers.getSetCookie().find((c) => c.startsWith('Authorization='))).toMatch(/HttpOnly/i);
    first = { userId: body.user_info.userId };
    // The ticket is spent.
    const again = await post('oauth/thirdPartyLogin', { openid });
    expect([again.status, (await again.json()).Message]).toEqual([
      400,
      'This third-party sign-in has expired. Please sign in with it again.',
    ]);
  });

  it('the next sign-in of the same person goes straight back, signed in', async () => {
    const back = await throughProvider(b, await authorize(b, 'op', '/en/about'), 'alice');
    const res = await callback(b, back);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/about');
    const cookie = b.site.get('Authorization');
    expect(cookie).toBeTruthy();
    const me = await (await fetch(api('user/info'), { headers: { cookie: `Authorization=${cookie}` } })).json();
    expect(me.Data.userId).toBe(first?.userId);
  });

  it('refuses the same callback twice, a made-up state, and a callback in another browser', async () => {
    const back = await throughProvider(b, await authorize(b, 'op', '/en'), 'bob');
    const state = new URL(back).searchParams.get('state')!;
    const cookieBefore = b.site.header();
    expect((await callback(b, back)).status).toBe(303);
    // Replayed, with the same cookie as the first time.
    const replay = await fetch(back, { redirect: 'manual', headers: { cookie: `${cookieBefore}; lang=en` } });
    expect(replay.status).toBe(400);
    const html = await replay.text();
    expect(html).toContain('This sign-in has expired, was already used or was started in another browser. Please start again.');
    expect(html).toContain('href="/en/connect"');
    const madeUp = await fetch(`${baseUrl()}/en/connect?code=abc&state=made-up-state`, {
      redirect: 'manual',
      headers: { cookie: 'lang=en; oauth_state=made-up-state' },
    });
    expect(madeUp.status).toBe(400);
    // Someone sends their own callback link to another browser (which has no state cookie, or another one).
    const other = browser();
    const theirs = await throughProvider(other, await authorize(other, 'op', '/en'), 'mallory');
    const victim = browser();
    await authorize(victim, 'op', '/en');
    const forced = await callback(victim, theirs);
    expect(forced.status).toBe(400);
    expect(victim.site.get('Authorization')).toBeUndefined();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('comes back to the connect page in the language of the page the sign-in started from', async () => {
    const d = browser();
    const url = new URL(await authorize(d, 'op', '/de/about'));
    expect(url.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/de/connect`);
    const res = await callback(d, await throughProvider(d, url.href, 'dora'));
    expect(res.headers.get('location')).toMatch(/^\/de\/about\?openid=/);
  });

  it('says so clearly when the person cancels at the provider', async () => {
    const c = browser();
    const back = await throughProvider(c, await authorize(c, 'op', '/en'), 'carol', true);
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');
    const res = await callback(c, back);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The sign-in was cancelled or refused by the other service.');
  });

  it('follows no return address off this site, and lets no other site start a sign-in', async () => {
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
      const res = await fetch(api(`oauth/authorize?provider=op&return=${encodeURIComponent(evil)}`), {
        redirect: 'manual',
        headers: sameSite,
      });
      expect(res.status, evil).toBe(400);
      expect((await res.json()).Message).toBe('The return address must be a page of this site');
    }
    const cross = await fetch(api('oauth/authorize?provider=op&return=%2Fen'), {
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const unknown = await fetch(api('oauth/authorize?provider=nope'), { redirect: 'manual', headers: sameSite });
    expect([unknown.status, (await unknown.json()).Message]).toEqual([404, 'This sign-in service is not available']);
  });
});

describe('signing in with WeChat and QQ', () => {
  it('the app exchanges a WeChat code: unbound first, bound to a new phone, then signs in directly', async () => {
    const res = await get('oauth/getWeChatOpenId?code=ok:wx-user-1:Wei');
    expect(res.status).toBe(200);
    const first = openIdAnswer.parse((await res.json()).Data);
    expect(first.bound).toBe(false);
    expect(first.openid).not.toContain('wx-user-1');
    const unbound = await post('oauth/thirdPartyLogin', { openid: first.openid });
    expect([unbound.status, (await unbound.json()).Message]).toEqual([409, 'Please bind a phone number to finish signing in']);
    const { requestid, code } = await bindPhoneCode('02079460102', '+442079460102');
    const bound = await post('oauth/thirdRegister', {
      openid: first.openid,
      phone: '02079460102',
      areaCode: '0044',
      code,
      requestid,
      agreement: true,
    });
    expect(bound.status).toBe(200);
    const user = (await bound.json()).Data.user_info;
    expect(user.nickname).toBe('Wei');
    const second = openIdAnswer.parse((await (await get('oauth/getWeChatOpenId?code=ok:wx-user-1:Wei')).json()).Data);
    expect(second.bound).toBe(true);
    const login = await post('oauth/thirdPartyLogin', { openid: second.openid });
    expect(login.status).toBe(200);
    expect((await login.json()).Data.user_info.userId).toBe(user.userId);
    expect(login.headers.getSetCookie().find((c) => c.startsWith('Authorization='))).toMatch(/HttpOnly/i);
  });

  it('refuses a WeChat code the provider refuses, clearly', async () => {
    const res = await get('oauth/getWeChatOpenId?code=expired-code');
    expect([res.status, (await res.json()).Message]).toEqual([400, 'The sign-in service did not accept this sign-in. Please try again.']);
    expect((await get('oauth/getWeChatOpenId')).status).toBe(400);
  });

  it('binds a QQ account to the existing account of a phone, without asking for the agreement', async () => {
    const { openid, bound } = openIdAnswer.parse((await (await get('oauth/getQqOpenId?code=ok:qq-user-1:Qiang')).json()).Data);
    expect(bound).toBe(false);
    expect((await (await post('oauth/validateRegisterPhone', { phone: '020 7946 0018', areaCode: '0044' })).json()).Data).toEqual({
      registered: true,
    });
    const { requestid, code } = await bindPhoneCode('02079460018', '+442079460018');
    const res = await post('oauth/thirdRegister', { openid, phone: '020 7946 0018', areaCode: '0044', code, requestid, agreement: false });
    expect(res.status).toBe(200);
    expect((await res.json()).Data.user_info).toMatchObject({ nickname: 'Member', email: 'member@example.com' });
    const again = openIdAnswer.parse((await (await get('oauth/getQqOpenId?code=ok:qq-user-1:Qiang')).json()).Data);
    expect(again.bound).toBe(true);
  });

  it('refuses a QQ token issued to another application', async () => {
    const res = await get('oauth/getQqOpenId?code=other-app:qq-user-2');
    expect(res.status).toBe(400);
  });

  it('a WeChat sign-in on the web comes back with a ticket', async () => {
    const b = browser();
    const url = new URL(await authorize(b, 'wechat', '/en'));
    expect(url.searchParams.get('appid')).toBe('wx-e2e-app');
    expect(url.hash).toBe('#wechat_redirect');
    const res = await callback(b, await throughProvider(b, url.href, ''));
    expect(res.headers.get('location')).toMatch(/^\/en\?openid=[A-Za-z0-9_-]{43}$/);
  });
});

describe('third-party calls refuse what they must', () => {
  it('refuses forged tickets, a provider subject posing as one, and a missing one, never with a 500', async () => {
    for (const openid of ['forged', 'wx-user-1', 'A'.repeat(43)]) {
      const res = await post('oauth/thirdPartyLogin', { openid });
      expect([res.status, (await res.json()).Message]).toEqual([
        400,
        'This third-party sign-in has expired. Please sign in with it again.',
      ]);
    }
    expect((await post('oauth/thirdPartyLogin', {})).status).toBe(400);
    expect(
      (
        await post('oauth/thirdRegister', {
          openid: 'forged',
          phone: '02079460103',
          areaCode: '0044',
          code: '1234',
          requestid: crypto.randomUUID(),
          agreement: true,
        })
      ).status,
    ).toBe(400);
    expect((await get('oauth/validateCode?phone=02079460103&areaCode=0044&code=1234&requestid=not-a-uuid')).status).toBe(400);
    expect((await post('oauth/validateRegisterPhone', { phone: '12', areaCode: '0086' })).status).toBe(400);
  });

  it('refuses state changes a browser says come from another site', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await post('oauth/thirdPartyLogin', { openid: 'x' }, evil)).status).toBe(403);
    expect((await post('oauth/thirdRegister', { openid: 'x' }, evil)).status).toBe(403);
    expect((await post('oauth/validateRegisterPhone', { phone: '02079460103', areaCode: '0044' }, evil)).status).toBe(403);
    expect((await get('oauth/getWeChatOpenId?code=ok:wx-evil:E', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await get('oauth/validateCode?phone=1&code=1&requestid=1', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('documents every third-party call in the OpenAPI document', async () => {
    const doc = (await (await fetch(api('openapi.json'))).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/oauth/authorize',
        '/oauth/getWeChatOpenId',
        '/oauth/getQqOpenId',
        '/oauth/thirdPartyLogin',
        '/oauth/validateRegisterPhone',
        '/oauth/thirdRegister',
        '/oauth/validateCode',
      ]),
    );
  });
});
