import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../../scripts/lib/site-server.ts';

/**
 * The other side of third-party login, on this machine, for the e2e tests: a real OpenID provider
 * (oidc-provider, panva, with its development login and consent pages), and a small fake of
 * WeChat's and QQ's endpoints (outside services: their token, userinfo and me answers, shaped as
 * their documentation says). global-setup.ts picks the ports and configures the site with
 * `oauthProvidersFor`; the test starts the peers on those ports.
 *
 * The fake's codes say who signs in: `ok:<openid>:<nickname>` is a good code for that account;
 * `other-app:<openid>` (QQ) gives a token issued to another application; anything else is refused.
 */

export interface PeerPorts {
  issuer: number;
  fake: number;
}

/** Test-only client credentials: nothing real, nothing secret. */
export const OIDC_CLIENT = { id: 'corpsearch-e2e', secret: 'e2e-oidc-client-secret' };
export const WECHAT_APP = { id: 'wx-e2e-app', secret: 'e2e-wechat-secret' };
export const QQ_APP = { id: '100000001', secret: 'e2e-qq-secret' };

export async function peerPorts(): Promise<PeerPorts> {
  const issuer = await freePort();
  let fake = await freePort();
  while (fake === issuer) fake = await freePort();
  return { issuer, fake };
}

/** The site's OAUTH_PROVIDERS for these peers. */
export function oauthProvidersFor(ports: PeerPorts): string {
  const fake = `http://127.0.0.1:${ports.fake}`;
  return JSON.stringify([
    {
      id: 'op',
      name: 'Test OpenID',
      kind: 'oidc',
      clientId: OIDC_CLIENT.id,
      clientSecret: OIDC_CLIENT.secret,
      issuer: `http://127.0.0.1:${ports.issuer}`,
    },
    {
      id: 'wechat',
      name: 'WeChat',
      kind: 'wechat',
      clientId: WECHAT_APP.id,
      clientSecret: WECHAT_APP.secret,
      authorizeUrl: `${fake}/connect/qrconnect`,
      tokenUrl: `${fake}/sns/oauth2/access_token`,
      userinfoUrl: `${fake}/sns/userinfo`,
    },
    {
      id: 'qq',
      name: 'QQ',
      kind: 'qq',
      clientId: QQ_APP.id,
      clientSecret: QQ_APP.secret,
      authorizeUrl: `${fake}/oauth2.0/authorize`,
      tokenUrl: `${fake}/oauth2.0/token`,
      meUrl: `${fake}/oauth2.0/me`,
      userinfoUrl: `${fake}/user/get_user_info`,
    },
  ]);
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A real OpenID provider: any login name is an account whose subject is that name and whose nickname is "Person <name>". */
export async function startIssuer(port: number, redirectUris: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const provider = new Provider(url, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    cookies: { keys: ['e2e-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name', 'nickname'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, name: `Person ${sub}`, nickname: `Person ${sub}` }) }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  const server = createServer(provider.callback());
  await listen(server, port);
  return { url, stop: () => close(server) };
}

/** WeChat's and QQ's endpoints as their documentation describes them (errors as HTTP 200 with a code). */
export async function startFakeWeChatQq(port: number): Promise<{ stop(): Promise<void>; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const q = url.searchParams;
    calls.push(url.pathname);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(JSON.stringify(body));
    };
    const good = /^ok:([\w-]+):(.*)$/.exec(q.get('code') ?? '');
    switch (url.pathname) {
      // The authorization pages: the member "scans and agrees" at once.
      case '/connect/qrconnect':
      case '/oauth2.0/authorize': {
        const back = new URL(q.get('redirect_uri')!);
        back.searchParams.set('code', `ok:${url.pathname.startsWith('/connect') ? 'wx' : 'qq'}-web-user:Web user`);
        back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      case '/sns/oauth2/access_token':
        if (q.get('appid') !== WECHAT_APP.id || q.get('secret') !== WECHAT_APP.secret)
          return json({ errcode: 40125, errmsg: 'invalid appsecret' });
        if (!good || q.get('grant_type') !== 'authorization_code') return json({ errcode: 40029, errmsg: 'invalid code' });
        return json({
          access_token: `wxtok:${good[1]}:${good[2]}`,
          expires_in: 7200,
          refresh_token: 'r',
          openid: good[1],
          scope: 'snsapi_login',
        });
      case '/sns/userinfo': {
        const [, openid, nickname] = (q.get('access_token') ?? '').split(':');
        if (openid !== q.get('openid')) return json({ errcode: 40003, errmsg: 'invalid openid' });
        return json({ openid, nickname, headimgurl: '' });
      }
      case '/oauth2.0/token': {
        if (
          q.get('client_id') !== QQ_APP.id ||
          q.get('client_secret') !== QQ_APP.secret ||
          !q.get('redirect_uri') ||
          q.get('fmt') !== 'json'
        )
          return json({ error: 100_001, error_description: 'param client_id is wrong or lost' });
        const other = /^other-app:([\w-]+)$/.exec(q.get('code') ?? '');
        if (other) return json({ access_token: `qqtok-other:${other[1]}:`, expires_in: 7776000 });
        if (!good) return json({ error: 100_019, error_description: 'code to access token error' });
        return json({ access_token: `qqtok:${good[1]}:${good[2]}`, expires_in: 7776000, refresh_token: 'r' });
      }
      case '/oauth2.0/me': {
        const [kind, openid] = (q.get('access_token') ?? '').split(':');
        if (kind !== 'qqtok' && kind !== 'qqtok-other') return json({ error: 100_016, error_description: 'access token check failed' });
        return json({ client_id: kind === 'qqtok' ? QQ_APP.id : '100000999', openid });
      }
      case '/user/get_user_info': {
        const [, , nickname] = (q.get('access_token') ?? '').split(':');
        return json({ ret: 0, msg: '', nickname });
      }
      default:
        res.writeHead(404).end();
    }
  });
  await listen(server, port);
  return { calls, stop: () => close(server) };
}
