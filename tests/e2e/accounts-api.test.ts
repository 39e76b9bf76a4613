import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

/** Sign-in over HTTP on the built site (the member is created in global-setup.ts). */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => fetch(`${baseUrl()}/api/v1/${path}`, {
  method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl(), languagecode: 'en', ...headers }, body: JSON.stringify(body),
});
const info = (headers: Record<string, string>) => fetch(`${baseUrl()}/api/v1/user/info`, { headers });
const cookiesOf = (res: Response) => res.headers.getSetCookie();

describe('signing in over HTTP', () => {
  it('signs in with a password, sets an HttpOnly session cookie and answers authorization and user_info', async () => {
    const res = await post('oauth/login', { account: 'member@example.com', password: 'secret-1' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.Data.user_info).toMatchObject({ isemailcomfirm: false, nickname: 'Member', email: 'member@example.com' });
    const set = cookiesOf(res);
    expect(set.find((c) => c.startsWith('Authorization='))).toMatch(/HttpOnly/i);
    expect(set.find((c) => c.startsWith('Authorization='))).toMatch(/SameSite=Lax/i);
    expect(set.find((c) => c.startsWith('contentcookie='))).not.toMatch(/HttpOnly/i);
    const cookie = set.map((c) => c.split(';')[0]).join('; ');
    expect((await (await info({ cookie })).json()).Data.nickname).toBe('Member');
    // The app sends the same token as a bearer token.
    expect((await (await info({ authorization: `Bearer ${body.Data.authorization}` })).json()).Data.userId).toBe(body.Data.user_info.userId);
  });

  it('signs in with the phone number under its dial code', async () => {
    const res = await post('oauth/login', { account: '020 7946 0018', password: 'secret-1', areaCode: '0044' });
    expect(res.status).toBe(200);
  });

  it('ends the session at logout: the token no longer works', async () => {
    const token = (await (await post('oauth/login', { account: 'member@example.com', password: 'secret-1' })).json()).Data.authorization;
    expect((await post('oauth/logout', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await info({ authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('refuses a state change from another origin (CSRF) and a request with neither origin nor token', async () => {
    const res = await post('oauth/login', { account: 'member@example.com', password: 'secret-1' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(cookiesOf(res)).toEqual([]);
    const bare = await fetch(`${baseUrl()}/api/v1/oauth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":"member@example.com","password":"secret-1"}' });
    expect(bare.status).toBe(403);
  });

  it('answers wrong passwords, unknown accounts and missing fields with the same clear messages, never a 500', async () => {
    const wrong = await post('oauth/login', { account: 'member@example.com', password: 'nope' });
    const unknown = await post('oauth/login', { account: 'ghost@example.com', password: 'nope' });
    expect([wrong.status, (await wrong.json()).Message]).toEqual([401, 'The account or password is incorrect']);
    expect([unknown.status, (await unknown.json()).Message]).toEqual([401, 'The account or password is incorrect']);
    expect((await (await post('oauth/login', { account: 'member@example.com' })).json()).Message).toBe('Please enter your password');
    expect((await (await post('oauth/login', { password: 'x' })).json()).Message).toBe('Please enter your account');
    expect((await info({})).status).toBe(401);
    expect((await info({ authorization: 'Bearer not-a-token' })).status).toBe(401);
  });
});
