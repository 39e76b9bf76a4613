import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../../src/server/api/handler.ts';
import { signedInAnswer, wantsSessionToken } from '../../src/server/api/signed-in.ts';

const request = (headers: Record<string, string>) => new Request('http://corpatlas.com/api/v1/oauth/login', { method: 'POST', headers });

function api(headers: Record<string, string>) {
  const set: string[] = [];
  const ctx = {
    request: request(headers),
    secure: true,
    cookies: { set: (name: string) => set.push(name), delete: () => {} },
  } as unknown as ApiContext;
  return { ctx, set };
}

describe('the session token in a sign-in answer', () => {
  it('goes to the app, which asks with X-Client: app or already uses a bearer token', () => {
    expect(wantsSessionToken(request({ 'x-client': 'app' }))).toBe(true);
    expect(wantsSessionToken(request({ 'x-client': ' App ' }))).toBe(true);
    expect(wantsSessionToken(request({ authorization: 'Bearer abc' }))).toBe(true);
  });
  it('never goes to the web, whose session is the HttpOnly cookie', () => {
    expect(wantsSessionToken(request({}))).toBe(false);
    expect(wantsSessionToken(request({ 'x-client': 'web', origin: 'http://corpatlas.com' }))).toBe(false);
    expect(wantsSessionToken(request({ authorization: 'Basic abc' }))).toBe(false);
  });
  it('sets the session cookie either way, and answers authorization only to the app', async () => {
    const web = api({ origin: 'http://corpatlas.com' });
    const webBody = await signedInAnswer(web.ctx, 'tok-123', { userId: 'u1' }).json();
    expect(webBody.Data).toEqual({ user_info: { userId: 'u1' } });
    expect(web.set).toContain('Authorization');
    const app = api({ 'x-client': 'app' });
    expect((await signedInAnswer(app.ctx, 'tok-123', { userId: 'u1' }).json()).Data).toEqual({
      authorization: 'tok-123',
      user_info: { userId: 'u1' },
    });
  });
});
