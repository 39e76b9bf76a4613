import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { createSession } from '../../src/server/accounts/sessions.ts';
import { openDb, type Db } from '../../src/server/db/client.ts';
import {
  byCodesAnswer,
  companyInfo,
  countryHit,
  geoAnswer,
  officerInfo,
  versionAnswer,
} from '../../src/server/lookups/lookups.responses.ts';
import { addClient } from '../../src/server/partners/partner-oauth.service.ts';
import { partnerTokenAnswer, partnerTokenError } from '../../src/server/partners/partner-oauth.responses.ts';
import { baseUrl } from './browser.ts';

/**
 * Spec section 7's remaining calls over HTTP on the built site: the detail data as JSON, companies by
 * codes, app versions, IP geolocation, the country search, the log call, JSON answers for every
 * unknown API path, and the partner apps' OAuth (authorize, the consent page, token, the bearer token).
 */

// This file's own client address (the site trusts one proxy hop in the tests).
let n = 0;
const client = () => ({ 'x-forwarded-for': `198.51.100.${++n % 250}` });
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers: { languagecode: 'en', ...client(), ...headers }, redirect: 'manual' });
const envelopeOf = async (res: Response) => (await res.json()) as { succeed: boolean; ErrorCode: number; Message?: string; Data: unknown };

let database: Db;
let companyId: string;
let officerId: string;
beforeAll(async () => {
  database = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  companyId = (await database.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  officerId = (await database.db.selectFrom('officers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => database.close());

describe('the detail data as JSON', () => {
  it('answers a company with the fields of its page, from the same service', async () => {
    const res = await get(`/api/v1/search/company/info?uuid=${companyId.toUpperCase()}`);
    expect(res.status).toBe(200);
    const body = await envelopeOf(res);
    const data = companyInfo.parse(body.Data);
    expect(data.company.id).toBe(companyId);
    expect(data.company).not.toHaveProperty('content_hash');
    const page = await (await fetch(`${baseUrl()}/en/company/${companyId}.html`)).text();
    expect(page).toContain(data.company.name.replaceAll('&', '&amp;'));
  });

  it('answers an executive with the fields of their page', async () => {
    const res = await get(`/api/v1/search/officers/info?uuid=${officerId}`);
    expect(res.status).toBe(200);
    const data = officerInfo.parse((await envelopeOf(res)).Data);
    expect(data.officer.id).toBe(officerId);
    expect(data.officer).not.toHaveProperty('other_names');
  });

  it('answers 404 for an unknown id and 400 for something that is no id, in the envelope', async () => {
    const missing = await get('/api/v1/search/company/info?uuid=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await envelopeOf(missing)).toMatchObject({ succeed: false, ErrorCode: 404 });
    expect((await get('/api/v1/search/officers/info?uuid=../../etc/passwd')).status).toBe(400);
    expect((await get('/api/v1/search/officers/info')).status).toBe(400);
  });
});

describe('companies by codes', () => {
  it('answers the known codes in the order asked, each with its code', async () => {
    const ids = (await database.db.selectFrom('companies').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
    const res = await get(`/api/v1/search/company/byCodes?codes=${ids[1]},00000000-0000-4000-8000-000000000000,${ids[0]}`);
    const data = byCodesAnswer.parse((await envelopeOf(res)).Data);
    expect(data.map((d) => d.code)).toEqual([ids[1], ids[0]]);
  });

  it('refuses more than 50 codes and codes that are not ids', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect((await get(`/api/v1/search/company/byCodes?codes=${many}`)).status).toBe(400);
    expect((await get(`/api/v1/search/company/byCodes?codes=1,2,3`)).status).toBe(400);
    expect((await get(`/api/v1/search/company/byCodes?codes=,`)).status).toBe(400);
  });
});

describe('the app versions', () => {
  it('answers the configured minimum and latest (default 1.1.0) and whether a version must update', async () => {
    const old = versionAnswer.parse((await envelopeOf(await get('/api/v1/version/getVersion?version=1.0.9'))).Data);
    expect(old).toMatchObject({ minVersion: '1.1.0', latestVersion: '1.1.0', updateRequired: true, updateAvailable: true });
    const current = versionAnswer.parse((await envelopeOf(await get('/api/v1/version/getVersion?version=1.1.0'))).Data);
    expect(current).toMatchObject({ updateRequired: false, updateAvailable: false });
    expect((await get('/api/v1/version/getVersion?version=latest')).status).toBe(400);
  });
});

describe('IP geolocation', () => {
  it('answers the country of an address, with province and city null (the database is country-level)', async () => {
    for (const path of ['/api/v1/geo/getWithIpToLocation', '/api/v1/getipgeo']) {
      const data = geoAnswer.parse((await envelopeOf(await get(`${path}?ip=8.8.8.8`))).Data);
      expect(data).toMatchObject({
        ip: '8.8.8.8',
        country_code: 'us',
        countryCode: '840',
        country: 'United States',
        province: null,
        city: null,
      });
    }
  });

  it("answers the caller's own address (as our proxy saw it) without ?ip=, in the caller's language", async () => {
    const res = await get('/api/v1/getipgeo', { 'x-forwarded-for': '114.114.114.114', languagecode: 'de' });
    expect(geoAnswer.parse((await envelopeOf(res)).Data)).toMatchObject({ ip: '114.114.114.114', country_code: 'cn', country: 'China' });
  });

  it('refuses something that is not an address', async () => {
    const res = await get('/api/v1/geo/getWithIpToLocation?ip=999.1.1.1');
    expect(res.status).toBe(400);
    expect((await envelopeOf(res)).Message).toBe('That is not a valid IP address.');
  });
});

describe('the country search', () => {
  it('finds countries by name in the caller\u2019s language, by code and by dial prefix', async () => {
    const search = async (content: string, lang = 'en') =>
      countryHit
        .array()
        .parse((await envelopeOf(await get(`/api/v1/country/search?content=${encodeURIComponent(content)}`, { languagecode: lang }))).Data);
    expect((await search('germ')).map((c) => [c.code, c.name])).toContainEqual(['0049', 'Germany']);
    expect((await search('deutsch', 'de')).map((c) => c.name)).toContain('Deutschland');
    expect((await search('0086')).map((c) => c.twoCharCode)).toContain('CN');
    expect((await search('')).length).toBeGreaterThan(200);
    expect(await search('zzzz')).toEqual([]);
  });
});

describe('the log call', () => {
  it('stores the message of the header at /{lang}/api/log and never answers it back', async () => {
    const message = `render failed <script>alert(${Date.now()})</script>`;
    const res = await get('/zh-cn/api/log?url=%2Fzh-cn%2Fcompany%2Fx.html', { message: encodeURIComponent(message), languagecode: '' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('alert');
    expect(JSON.parse(text)).toEqual({ succeed: true, ErrorCode: 200, Data: { recorded: true } });
    const line = await database.db.selectFrom('client_logs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ message, lang: 'zh-cn', url: '/zh-cn/company/x.html' });
  });

  it('answers /api/v1/log too, refuses a line without a message, and limits an address', async () => {
    const me = { 'x-forwarded-for': '198.51.100.251' };
    expect((await get('/api/v1/log', me)).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await get('/en/api/log', { ...me, message: 'again' })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('paths under the API that are no call', () => {
  it('answer 404 in the envelope, in the caller\u2019s language, never the HTML page', async () => {
    for (const path of ['/api/v1/nope', '/api/nope', '/api/v2/user/info', '/en/api/nope', '/xx/api/log', '/api/v1/user/info/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(await envelopeOf(res), path).toMatchObject({ succeed: false, ErrorCode: 404, Message: 'There is no such API call.' });
    }
    expect((await envelopeOf(await get('/api/v1/nope', { languagecode: 'de' }))).Message).toBe('Diesen API-Aufruf gibt es nicht.');
    expect((await envelopeOf(await get('/ja/api/nope', { languagecode: '' }))).Message).toBe('このAPI呼び出しは存在しません。');
  });

  it('answer 405 with Allow for a known call asked with the wrong method', async () => {
    const post = await fetch(`${baseUrl()}/api/v1/user/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client() },
      body: '{}',
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await envelopeOf(post)).toMatchObject({ succeed: false, ErrorCode: 405 });
    const getLogin = await get('/api/v1/oauth/login');
    expect(getLogin.status).toBe(405);
    expect(getLogin.headers.get('allow')).toBe('POST');
  });
});

describe('partner apps (OAuth 2.0 authorization code with PKCE)', () => {
  const REDIRECT = 'https://partner.example/cb';
  let cookie: string;
  let confidential: { clientId: string; clientSecret: string | undefined };
  let publicApp: { clientId: string; clientSecret: string | undefined };
  beforeAll(async () => {
    const member = await createUser(database.db, {
      email: 'partner-member@example.com',
      phone: '+442079460093',
      nickname: 'Partner Member',
    });
    cookie = `Authorization=${await createSession(database.db, member.id)}`;
    confidential = await addClient(database.db, { name: 'Partner Books', redirectUris: [REDIRECT], public: false });
    publicApp = await addClient(database.db, { name: 'Partner Phone', redirectUris: ['com.partner.app:/cb'], public: true });
  });

  /** PKCE, which every app must use (confidential ones too). */
  const VERIFIER = 'k'.repeat(48);
  const PKCE = { code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'), code_challenge_method: 'S256' };
  const authorizeQuery = (clientId: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      state: 's-123',
      scope: 'user_info',
      ...extra,
    }).toString();
  /** The member allows (or denies) on the consent page; the page sends the browser on by a link. */
  const answer = async (query: string, decision: 'allow' | 'deny') => {
    const res = await fetch(`${baseUrl()}/en/authorize?${query}`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded', ...client() },
      body: `decision=${decision}`,
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    const href = /<a href="([^"]+)" rel="noreferrer"/.exec(await res.text())?.[1];
    return new URL(href!.replaceAll('&amp;', '&'));
  };
  const token = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}/api/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...client(), ...headers },
      body: new URLSearchParams(body).toString(),
    });
  const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

  it('sends the authorization request to the consent page, which asks the signed-in member', async () => {
    const res = await get(`/api/v1/oauth2/authorize?${authorizeQuery(confidential.clientId, PKCE)}`);
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/en\/authorize\?/);
    const page = await fetch(`${baseUrl()}${location}`, { headers: { cookie, ...client() } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain('Partner Books asks for access to your');
    expect(html).toContain('partner.example');
    expect(html).toMatch(/name="decision" value="allow"/);
    // Signed out: a link to log in first, which comes back here.
    const out = await (await fetch(`${baseUrl()}${location}`, { headers: client() })).text();
    expect(out).toContain('/en/login?next=');
  });

  it('gives a code for the allowed request, exchanged once for a token that user/info accepts (without phone and e-mail)', async () => {
    const back = await answer(authorizeQuery(confidential.clientId, PKCE), 'allow');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('s-123');
    const code = back.searchParams.get('code')!;
    const res = await token(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
      basic(confidential.clientId, confidential.clientSecret!),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    // A browser app of another origin (a public client) may read the answer: no cookie is involved.
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const issued = partnerTokenAnswer.parse(await res.json());
    expect(issued.expires_in).toBe(3600);
    const info = await envelopeOf(await get('/api/v1/user/info', { authorization: `Bearer ${issued.access_token}` }));
    expect(info.Data).toMatchObject({ nickname: 'Partner Member', phone: null, email: null });
    // Not a session: a call that changes the account refuses it.
    const change = await fetch(`${baseUrl()}/api/v1/user/modifyPassByOld`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${issued.access_token}`, ...client() },
      body: JSON.stringify({ oldPassword: 'x', password: 'new-secret-1', confirm: 'new-secret-1' }),
    });
    expect(change.status).toBe(401);
    // The code is single-use.
    const again = await token(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
      basic(confidential.clientId, confidential.clientSecret!),
    );
    expect(again.status).toBe(400);
    expect(partnerTokenError.parse(await again.json()).error).toBe('invalid_grant');
  });

  it('sends access_denied and the state back when the member denies', async () => {
    const back = await answer(authorizeQuery(confidential.clientId, PKCE), 'deny');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 's-123' });
  });

  it('answers RFC 6749 errors at the token endpoint', async () => {
    const wrong = await token(
      { grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT },
      basic(confidential.clientId, 'wrong'),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(partnerTokenError.parse(await wrong.json()).error).toBe('invalid_client');
    const grant = await token({ grant_type: 'client_credentials' }, basic(confidential.clientId, confidential.clientSecret!));
    expect(partnerTokenError.parse(await grant.json()).error).toBe('unsupported_grant_type');
    const twice = await fetch(`${baseUrl()}/api/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...client() },
      body: 'grant_type=authorization_code&grant_type=authorization_code',
    });
    expect(partnerTokenError.parse(await twice.json()).error).toBe('invalid_request');
    const de = await token({ grant_type: 'x', client_id: confidential.clientId }, { languagecode: 'de' });
    expect((await de.json()).error_description).toBe('Nur grant_type=authorization_code wird unterstützt.');
  });

  it('never redirects to an unknown client or an unregistered address; other refusals go back with error and state', async () => {
    const unknown = await get(`/api/v1/oauth2/authorize?${authorizeQuery('nope')}`);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
    const evil = await get(
      `/api/v1/oauth2/authorize?${authorizeQuery(confidential.clientId, { redirect_uri: 'https://evil.example/cb' })}`,
    );
    expect(evil.status).toBe(400);
    const page = await fetch(
      `${baseUrl()}/en/authorize?${authorizeQuery(confidential.clientId, { redirect_uri: 'https://evil.example/cb' })}`,
      {
        headers: { cookie, ...client() },
      },
    );
    expect(page.status).toBe(400);
    // Nowhere to go: no link and no refresh to the unregistered address (our own login link may name it, encoded).
    expect(await page.text()).not.toMatch(/(href|url)=["']?https:\/\/evil\.example/);
    const scope = await get(`/api/v1/oauth2/authorize?${authorizeQuery(confidential.clientId, { scope: 'admin' })}`);
    expect(scope.status).toBe(302);
    expect(new URL(scope.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('makes a public app use PKCE S256 (plain refused) and checks the verifier', async () => {
    const q = (extra: Record<string, string>) => authorizeQuery(publicApp.clientId, { redirect_uri: 'com.partner.app:/cb', ...extra });
    const none = await get(`/api/v1/oauth2/authorize?${q({})}`);
    expect(new URL(none.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const verifier = 'v'.repeat(50);
    const plain = await get(`/api/v1/oauth2/authorize?${q({ code_challenge: verifier, code_challenge_method: 'plain' })}`);
    expect(plain.headers.get('location')).toMatch(/^com\.partner\.app:\/cb\?error=invalid_request&state=s-123$/);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const back = await answer(q({ code_challenge: challenge, code_challenge_method: 'S256' }), 'allow');
    const code = back.searchParams.get('code')!;
    const body = { grant_type: 'authorization_code', code, redirect_uri: 'com.partner.app:/cb', client_id: publicApp.clientId };
    const ok = await token({ ...body, code_verifier: verifier });
    expect(ok.status).toBe(200);
    partnerTokenAnswer.parse(await ok.json());
  });

  it('refuses a consent posted from another site', async () => {
    const res = await fetch(`${baseUrl()}/en/authorize?${authorizeQuery(confidential.clientId, PKCE)}`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded', ...client() },
      body: 'decision=allow',
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
  });
});
