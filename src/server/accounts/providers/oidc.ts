import * as client from 'openid-client';
import { isLocalHost, type OauthProvider } from '../oauth-config.ts';
import { PROVIDER_TIMEOUT_MS } from './fetch-json.ts';
import { ProviderError } from './provider-error.ts';
import type { AuthorizeParams, FinishParams, ProviderAccount } from './types.ts';

/**
 * OpenID Connect through openid-client (panva): discovery, the authorization-code grant with PKCE
 * (S256), the state and the nonce, and the ID token's checks (signature by the issuer's keys,
 * issuer, audience, expiry, nonce) are the library's, not ours. Plain http is allowed only for an
 * issuer on this machine (tests and development).
 */

/** One discovery per provider and process; a failed one is forgotten, so the next sign-in tries again. */
const configs = new Map<string, Promise<client.Configuration>>();

function configuration(p: OauthProvider): Promise<client.Configuration> {
  let config = configs.get(p.id);
  if (!config) {
    const issuer = new URL(p.issuer!);
    config = client.discovery(issuer, p.clientId, { client_secret: p.clientSecret }, client.ClientSecretBasic(p.clientSecret), {
      execute: isLocalHost(issuer) ? [client.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_MS / 1000,
    });
    configs.set(p.id, config);
    config.catch(() => configs.delete(p.id));
  }
  return config.catch((err: unknown) => {
    throw asProviderError(p, err);
  });
}

/** openid-client's errors as ours: the provider said no (refused), or could not be reached or read (unavailable). */
function asProviderError(p: OauthProvider, err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  const name = (err as Error)?.constructor?.name ?? 'Error';
  const code = (err as { code?: string })?.code ?? '';
  const refused =
    err instanceof client.ResponseBodyError ||
    err instanceof client.AuthorizationResponseError ||
    err instanceof client.WWWAuthenticateChallengeError ||
    (err instanceof client.ClientError && !/RESPONSE_IS_NOT|PARSE|HTTP_REQUEST_FORBIDDEN|REQUEST_PROTOCOL/.test(code));
  // The library's messages name what failed ("unexpected JWT claim value encountered"), never a token.
  return new ProviderError(
    refused ? 'refused' : 'unavailable',
    `oidc ${p.id}: ${name}${code ? ` ${code}` : ''}: ${(err as Error)?.message ?? String(err)}`,
  );
}

export async function oidcAuthorizeUrl(p: OauthProvider, a: AuthorizeParams): Promise<URL> {
  return client.buildAuthorizationUrl(await configuration(p), {
    redirect_uri: a.redirectUri,
    scope: p.scope,
    state: a.state,
    nonce: a.nonce,
    code_challenge: a.codeChallenge,
    code_challenge_method: 'S256',
  });
}

/** Finishes a sign-in from the callback's query: the token request, the ID token's checks, then the subject and a display name. */
export async function oidcFinish(p: OauthProvider, f: FinishParams): Promise<ProviderAccount> {
  const config = await configuration(p);
  try {
    // The library takes the redirect_uri from the URL it is given: rebuild it from the stored one.
    const current = new URL(f.redirectUri);
    current.search = f.callback.toString();
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: f.codeVerifier,
      expectedState: f.state,
      expectedNonce: f.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new ProviderError('refused', `oidc ${p.id}: no subject in the ID token`);
    let nickname = displayName(claims);
    // Many providers put profile claims in the userinfo answer only; it is a nicety, not the sign-in.
    if (!nickname && config.serverMetadata().userinfo_endpoint) {
      try {
        nickname = displayName(await client.fetchUserInfo(config, tokens.access_token, claims.sub));
      } catch {
        /* none */
      }
    }
    return { subject: claims.sub, nickname };
  } catch (err) {
    throw asProviderError(p, err);
  }
}

function displayName(claims: Record<string, unknown>): string | null {
  for (const key of ['nickname', 'name', 'preferred_username', 'given_name']) {
    const v = claims[key];
    if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 100);
  }
  return null;
}
