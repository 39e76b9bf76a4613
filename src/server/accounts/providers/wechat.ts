import { z } from 'zod';
import type { OauthProvider } from '../oauth-config.ts';
import { getJson } from './fetch-json.ts';
import { ProviderError } from './provider-error.ts';
import type { AuthorizeParams, ProviderAccount } from './types.ts';

/**
 * WeChat's OAuth 2.0 (website QR login on the web, the same code exchange for the app's SDK): the
 * token answer names the member's openid; sns/userinfo gives the nickname. Errors arrive as HTTP 200
 * with `{ errcode, errmsg }`.
 */
const failure = z.object({ errcode: z.number().refine((n) => n !== 0), errmsg: z.string().optional() });
const tokenAnswer = z.union([
  failure,
  z.object({ access_token: z.string().min(1), openid: z.string().min(1).max(128), unionid: z.string().max(128).optional() }),
]);
const userinfoAnswer = z.union([failure, z.object({ nickname: z.string().max(200).optional(), headimgurl: z.string().optional() })]);

/** The QR-login page (appid, not client_id; the fragment is WeChat's own requirement). */
export function wechatAuthorizeUrl(p: OauthProvider, a: AuthorizeParams): URL {
  const url = new URL(p.authorizeUrl!);
  url.search = new URLSearchParams({
    appid: p.clientId,
    redirect_uri: a.redirectUri,
    response_type: 'code',
    scope: p.scope,
    state: a.state,
  }).toString();
  url.hash = 'wechat_redirect';
  return url;
}

/** Exchanges a code for the account it names; the nickname is a nicety, its failure is not the sign-in's. */
export async function wechatExchange(p: OauthProvider, code: string): Promise<ProviderAccount> {
  const token = await getJson(
    p.tokenUrl!,
    { appid: p.clientId, secret: p.clientSecret, code, grant_type: 'authorization_code' },
    tokenAnswer,
  );
  if ('errcode' in token) throw new ProviderError('refused', `wechat ${p.id}: code refused (errcode ${token.errcode})`);
  let nickname: string | null = null;
  try {
    const info = await getJson(p.userinfoUrl!, { access_token: token.access_token, openid: token.openid }, userinfoAnswer);
    if (!('errcode' in info)) nickname = info.nickname?.trim() || null;
  } catch {
    /* no nickname */
  }
  return { subject: token.openid, nickname };
}
