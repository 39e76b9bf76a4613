import { z } from 'zod';
import type { OauthProvider } from '../oauth-config.ts';
import { getJson } from './fetch-json.ts';
import { ProviderError } from './provider-error.ts';
import type { AuthorizeParams, ProviderAccount } from './types.ts';

/**
 * QQ Connect (graph.qq.com): the token answer carries no account, so oauth2.0/me tells the openid
 * of the token, and the client it was issued to, which must be ours (a token issued to another
 * application must not sign anyone in here). get_user_info gives the nickname. fmt=json everywhere.
 */
const failure = z.object({ error: z.union([z.string(), z.number()]), error_description: z.string().optional() });
const tokenAnswer = z.union([failure, z.object({ access_token: z.string().min(1) })]);
const meAnswer = z.union([failure, z.object({ client_id: z.string(), openid: z.string().min(1).max(128) })]);
const userinfoAnswer = z.object({ ret: z.number(), nickname: z.string().max(200).optional() });

export function qqAuthorizeUrl(p: OauthProvider, a: AuthorizeParams): URL {
  const url = new URL(p.authorizeUrl!);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: a.redirectUri,
    state: a.state,
    scope: p.scope,
  }).toString();
  return url;
}

/** Exchanges a code (issued for redirectUri) for the account it names. */
export async function qqExchange(p: OauthProvider, code: string, redirectUri: string): Promise<ProviderAccount> {
  const token = await getJson(
    p.tokenUrl!,
    {
      grant_type: 'authorization_code',
      client_id: p.clientId,
      client_secret: p.clientSecret,
      code,
      redirect_uri: redirectUri,
      fmt: 'json',
    },
    tokenAnswer,
  );
  if ('error' in token) throw new ProviderError('refused', `qq ${p.id}: code refused (error ${token.error})`);
  const me = await getJson(p.meUrl!, { access_token: token.access_token, fmt: 'json' }, meAnswer);
  if ('error' in me) throw new ProviderError('refused', `qq ${p.id}: token refused (error ${me.error})`);
  if (me.client_id !== p.clientId) throw new ProviderError('refused', `qq ${p.id}: token issued to another application`);
  let nickname: string | null = null;
  try {
    const info = await getJson(
      p.userinfoUrl!,
      { access_token: token.access_token, oauth_consumer_key: p.clientId, openid: me.openid },
      userinfoAnswer,
    );
    if (info.ret === 0) nickname = info.nickname?.trim() || null;
  } catch {
    /* no nickname */
  }
  return { subject: me.openid, nickname };
}
