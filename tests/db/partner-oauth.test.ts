import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { pruneAccounts } from '../../src/server/accounts/housekeeping.ts';
import { CLIENT_LOG, LIFETIME } from '../../src/server/accounts/limits.ts';
import { createSession, endAllSessions, sessionUser } from '../../src/server/accounts/sessions.ts';
import * as logRepo from '../../src/server/client-log/client-log.repository.ts';
import { recordClientLog } from '../../src/server/client-log/client-log.service.ts';
import { companiesByCodes } from '../../src/server/companies/company-codes.service.ts';
import {
  OauthError,
  OauthRedirectError,
  addClient,
  approveAuthorization,
  checkAuthorization,
  exchangeCode,
  partnerTokenUser,
} from '../../src/server/partners/partner-oauth.service.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const VERIFIER = 'a'.repeat(20) + '-._~' + 'B'.repeat(30);
/** PKCE, which every client must use (confidential ones too). */
const PKCE = { code_challenge: s256(VERIFIER), code_challenge_method: 'S256' };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** The RFC 6749 code of a refusal, or 'none'. */
async function oauthCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'none';
  } catch (err) {
    return err instanceof OauthError ? err.oauth : String(err);
  }
}

describe.each(ENGINES)('partner OAuth on %s', (engine) => {
  let db: TestDb;
  let member: string;
  const REDIRECT = 'https://partner.example/cb';
  beforeAll(async () => {
    db = await freshDb(engine);
    member = (await createUser(db.db, { email: `partner-${engine}@example.com`, nickname: 'Partner Member' })).id;
  });
  afterAll(() => db.drop());

  const request = (clientId: string, extra: Record<string, string> = {}) => ({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    state: 'xyz',
    ...extra,
  });

  it('stores only the hash of a confidential client secret, and exchanges a code once for a token that opens user_info only', async () => {
    const { clientId, clientSecret } = await addClient(db.db, { name: 'Partner', redirectUris: [REDIRECT], public: false });
    const row = await db.db.selectFrom('oauth_clients').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
    expect(row.secret_hash).not.toContain(clientSecret!);
    expect(JSON.stringify(row)).not.toContain(clientSecret!);
    // Without PKCE even a confidential client is sent back with invalid_request.
    await expect(checkAuthorization(db.db, request(clientId))).rejects.toBeInstanceOf(OauthRedirectError);
    const checked = await checkAuthorization(db.db, request(clientId, PKCE));
    const back = new URL(await approveAuthorization(db.db, member, checked, '203.0.113.200'));
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz');
    const code = back.searchParams.get('code')!;
    expect(JSON.stringify(await db.db.selectFrom('oauth_codes').selectAll().execute())).not.toContain(code);
    const token = await exchangeCode(
      db.db,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
      basic(clientId, clientSecret!),
      '203.0.113.1',
    );
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: LIFETIME.oauthAccessTokenSeconds, scope: 'user_info' });
    expect(await partnerTokenUser(db.db, token.access_token, 'user_info')).toBe(member);
    // Not a session: a session check never accepts it.
    expect(await sessionUser(db.db, token.access_token)).toBeUndefined();
    // Single use.
    expect(
      await oauthCode(
        exchangeCode(
          db.db,
          { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
          basic(clientId, clientSecret!),
          '203.0.113.1',
        ),
      ),
    ).toBe('invalid_grant');
    // A password reset (every session ends) ends the partner's token too.
    await endAllSessions(db.db, member);
    expect(await partnerTokenUser(db.db, token.access_token, 'user_info')).toBeUndefined();
  });

  it('refuses a wrong secret, another redirect URI, another grant type, and an expired code', async () => {
    const { clientId, clientSecret } = await addClient(db.db, { name: 'Partner 2', redirectUris: [REDIRECT], public: false });
    const code = async (now = new Date()) =>
      new URL(
        await approveAuthorization(db.db, member, await checkAuthorization(db.db, request(clientId, PKCE)), '203.0.113.200', now),
      ).searchParams.get('code')!;
    const body = async (extra: Record<string, string> = {}) => ({
      grant_type: 'authorization_code',
      code: await code(),
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
      ...extra,
    });
    expect(await oauthCode(exchangeCode(db.db, await body(), basic(clientId, 'wrong'), '203.0.113.2'))).toBe('invalid_client');
    expect(await oauthCode(exchangeCode(db.db, await body({ client_id: clientId }), null, '203.0.113.2'))).toBe('invalid_client');
    expect(
      await oauthCode(
        exchangeCode(db.db, await body({ redirect_uri: `${REDIRECT}/other` }), basic(clientId, clientSecret!), '203.0.113.2'),
      ),
    ).toBe('invalid_grant');
    expect(
      await oauthCode(exchangeCode(db.db, await body({ grant_type: 'password' }), basic(clientId, clientSecret!), '203.0.113.2')),
    ).toBe('unsupported_grant_type');
    const old = await code(new Date(Date.now() - LIFETIME.oauthCodeMs - 1000));
    expect(
      await oauthCode(
        exchangeCode(
          db.db,
          { grant_type: 'authorization_code', code: old, redirect_uri: REDIRECT, code_verifier: VERIFIER },
          basic(clientId, clientSecret!),
          '203.0.113.2',
        ),
      ),
    ).toBe('invalid_grant');
    // client_secret_post works as well as HTTP Basic.
    expect(
      await oauthCode(exchangeCode(db.db, await body({ client_id: clientId, client_secret: clientSecret! }), null, '203.0.113.2')),
    ).toBe('none');
  });

  it('makes a public client use PKCE S256, refuses plain, and checks the verifier', async () => {
    const { clientId, clientSecret } = await addClient(db.db, { name: 'Phone app', redirectUris: [REDIRECT], public: true });
    expect(clientSecret).toBeUndefined();
    const refused = async (extra: Record<string, string>) => {
      try {
        await checkAuthorization(db.db, request(clientId, extra));
        return 'none';
      } catch (err) {
        return err instanceof OauthRedirectError ? new URL(err.location).searchParams.get('error') : String(err);
      }
    };
    expect(await refused({})).toBe('invalid_request');
    expect(await refused({ code_challenge: s256(VERIFIER), code_challenge_method: 'plain' })).toBe('invalid_request');
    expect(await refused({ code_challenge: VERIFIER })).toBe('invalid_request');
    expect(await refused({ response_type: 'token', code_challenge: s256(VERIFIER), code_challenge_method: 'S256' })).toBe(
      'unsupported_response_type',
    );
    expect(await refused({ scope: 'admin', code_challenge: s256(VERIFIER), code_challenge_method: 'S256' })).toBe('invalid_scope');
    const checked = await checkAuthorization(db.db, request(clientId, { code_challenge: s256(VERIFIER), code_challenge_method: 'S256' }));
    const code = async () => new URL(await approveAuthorization(db.db, member, checked, '203.0.113.200')).searchParams.get('code')!;
    const body = { grant_type: 'authorization_code', redirect_uri: REDIRECT, client_id: clientId };
    expect(await oauthCode(exchangeCode(db.db, { ...body, code: await code() }, null, '203.0.113.3'))).toBe('invalid_grant');
    expect(await oauthCode(exchangeCode(db.db, { ...body, code: await code(), code_verifier: `${VERIFIER}x` }, null, '203.0.113.3'))).toBe(
      'invalid_grant',
    );
    const token = await exchangeCode(db.db, { ...body, code: await code(), code_verifier: VERIFIER }, null, '203.0.113.3');
    expect(await partnerTokenUser(db.db, token.access_token, 'user_info')).toBe(member);
  });

  it('never redirects to an unknown client or an unregistered redirect URI (an error on our page instead)', async () => {
    const { clientId } = await addClient(db.db, { name: 'Partner 3', redirectUris: [REDIRECT], public: false });
    const thrown = async (q: ReturnType<typeof request>) => {
      try {
        await checkAuthorization(db.db, q);
      } catch (err) {
        return err;
      }
    };
    for (const q of [
      request('nope'),
      { ...request(clientId), redirect_uri: 'https://evil.example/cb' },
      { ...request(clientId), redirect_uri: `${REDIRECT}/` },
    ]) {
      const err = await thrown(q);
      expect(err).toBeInstanceOf(OauthError);
      expect(err).not.toBeInstanceOf(OauthRedirectError);
    }
  });

  it('limits the token endpoint per address, and a stranger failing with a public client id never locks the partner out', async () => {
    const { clientId, clientSecret: secret } = await addClient(db.db, { name: 'Busy', redirectUris: [REDIRECT], public: false });
    const codes: string[] = [];
    // 130 wrong secrets from one address (the client id is public: anyone can send it).
    for (let i = 0; i < 130; i++)
      codes.push(
        await oauthCode(exchangeCode(db.db, { grant_type: 'authorization_code', code: 'x' }, basic(clientId, 'bad'), '198.18.7.1')),
      );
    expect(codes.slice(0, 60).every((c) => c === 'invalid_client')).toBe(true);
    expect(codes.at(-1)).toBe('temporarily_unavailable');
    // The partner's own server, elsewhere, still authenticates (its code is unknown here: invalid_grant, not 429).
    expect(
      await oauthCode(
        exchangeCode(
          db.db,
          { grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT },
          basic(clientId, secret!),
          '198.18.8.1',
        ),
      ),
    ).toBe('invalid_grant');
    // An IPv6 host counts by its /64: rotating addresses inside it gains nothing.
    const v6: string[] = [];
    for (let i = 0; i < 70; i++)
      v6.push(
        await oauthCode(
          exchangeCode(db.db, { grant_type: 'authorization_code', code: 'x' }, basic(clientId, 'bad'), `2001:db8:7:1::${i.toString(16)}`),
        ),
      );
    expect(v6.at(-1)).toBe('temporarily_unavailable');
  });

  it('prunes dead codes and tokens with the other account rows', async () => {
    const { clientId } = await addClient(db.db, { name: 'Old', redirectUris: [REDIRECT], public: false });
    const past = new Date(Date.now() - 2 * 86_400_000);
    await approveAuthorization(db.db, member, await checkAuthorization(db.db, request(clientId, PKCE)), '203.0.113.200', past);
    const out = await pruneAccounts(db.db);
    expect(out.oauth_codes).toBeGreaterThanOrEqual(1);
  });

  it('keeps a session working beside partner tokens', async () => {
    const token = await createSession(db.db, member);
    expect(await sessionUser(db.db, token)).toBe(member);
    expect(await partnerTokenUser(db.db, token, 'user_info')).toBeUndefined();
  });
});

describe.each(ENGINES)('the log call and companies by codes on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db.drop());

  it('stores a line cleaned and cut, refuses an empty one, and limits an address', async () => {
    await recordClientLog(db.db, {
      message: `boom\r\nforged line${'x'.repeat(5000)}`,
      url: 'https://a.example/p',
      lang: 'en',
      ip: '203.0.113.9',
    });
    const [line] = await logRepo.newestLines(db.db, 1);
    expect(line.message.startsWith('boom forged line')).toBe(true);
    expect(line.message.length).toBe(CLIENT_LOG.maxMessage);
    await expect(recordClientLog(db.db, { message: ' \n ', url: undefined, lang: 'en', ip: '203.0.113.9' })).rejects.toMatchObject({
      status: 400,
    });
    let status = 0;
    for (let i = 0; i < 40 && !status; i++)
      await recordClientLog(db.db, { message: 'again', url: undefined, lang: 'en', ip: '203.0.113.10' }).catch((e: { status: number }) => {
        status = e.status;
      });
    expect(status).toBe(429);
  });

  it('keeps only the newest lines (the table never grows without bound)', async () => {
    for (let i = 0; i < 12; i++)
      await logRepo.insertLine(db.db, { created_at: new Date().toISOString(), lang: 'en', url: null, message: `m${i}` });
    const newest = (await logRepo.newestLines(db.db, 1))[0].id;
    await logRepo.deleteOlderThanNewest(db.db, newest, 5);
    expect(await logRepo.countLines(db.db)).toBe(5);
    expect((await logRepo.newestLines(db.db, 5)).map((l) => l.message)).toEqual(['m11', 'm10', 'm9', 'm8', 'm7']);
  });

  it('answers companies by codes in the order asked, each once, leaving unknown codes out', async () => {
    const now = new Date().toISOString();
    const row = (id: string, name: string, inactive: 0 | 1 | null) => ({
      id,
      jurisdiction_code: 'gb',
      company_number: name,
      name,
      normalised_name: name.toLowerCase(),
      inactive,
      content_hash: id,
      source: 'test',
      retrieved_at: now,
      updated_at: now,
    });
    const a = '00000000-0000-4000-8000-00000000000a';
    const b = '00000000-0000-4000-8000-00000000000b';
    await db.db
      .insertInto('companies')
      .values([row(a, 'Alpha Ltd', 0), row(b, 'Beta Ltd', 1)] as never)
      .execute();
    const got = await companiesByCodes(db.db, [b, '00000000-0000-4000-8000-00000000000c', a, b]);
    expect(got.map((c) => [c.code, c.name, c.inactive])).toEqual([
      [b, 'Beta Ltd', 'true'],
      [a, 'Alpha Ltd', 'false'],
    ]);
  });
});
