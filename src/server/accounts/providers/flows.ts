import type { OauthProvider } from '../oauth-config.ts';
import { oidcAuthorizeUrl, oidcFinish } from './oidc.ts';
import { ProviderError } from './provider-error.ts';
import { qqAuthorizeUrl, qqExchange } from './qq.ts';
import type { AuthorizeParams, FinishParams, ProviderAccount } from './types.ts';
import { wechatAuthorizeUrl, wechatExchange } from './wechat.ts';

/** The three kinds of provider behind one pair of calls: where to send the visitor, and what came back. */

export { ProviderError } from './provider-error.ts';
export type { ProviderAccount } from './types.ts';

export async function authorizationUrl(p: OauthProvider, a: AuthorizeParams): Promise<URL> {
  if (p.kind === 'oidc') return oidcAuthorizeUrl(p, a);
  return p.kind === 'wechat' ? wechatAuthorizeUrl(p, a) : qqAuthorizeUrl(p, a);
}

/** The account behind a web callback (its state already checked against ours). */
export async function finishAuthorization(p: OauthProvider, f: FinishParams): Promise<ProviderAccount> {
  if (p.kind === 'oidc') return oidcFinish(p, f);
  const code = f.callback.get('code');
  if (!code) throw new ProviderError('refused', `${p.kind} ${p.id}: callback without a code`);
  return p.kind === 'wechat' ? wechatExchange(p, code) : qqExchange(p, code, f.redirectUri);
}

/** The account behind a code the mobile app obtained with the provider's SDK. */
export async function exchangeAppCode(p: OauthProvider, code: string, redirectUri: string): Promise<ProviderAccount> {
  if (p.kind === 'wechat') return wechatExchange(p, code);
  if (p.kind === 'qq') return qqExchange(p, code, redirectUri);
  throw new ProviderError('refused', `${p.id}: app codes are for WeChat and QQ`);
}
