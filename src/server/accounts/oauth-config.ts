import { z } from 'zod';

/**
 * The third-party sign-in services, from the OAUTH_PROVIDERS environment variable: a JSON array of
 * `{ id, name, kind, clientId, clientSecret, issuer?, authorizeUrl?, tokenUrl?, userinfoUrl?, meUrl?, scope?, redirectUri? }`.
 * Unset: no provider, and the site works without any. Checked at start-up, so a typo fails loudly
 * instead of at a member's first sign-in. Secrets live in the environment only, never in the repo.
 */

/** Hosts where plain http is allowed: a provider on this machine (tests, development). */
export const isLocalHost = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';

/** An absolute URL that is https, or http on this machine only: tokens and secrets never travel in clear text. */
const endpoint = z.url().refine((v) => {
  const u = new URL(v);
  return u.protocol === 'https:' || (u.protocol === 'http:' && isLocalHost(u));
}, 'must be an https:// URL (http:// only on localhost)');

const providerSchema = z
  .object({
    /** In URLs (`oauth/authorize?provider=`) and in user_identities: keep it once members have bound accounts. */
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'lower-case letters, digits, - and _ (at most 32)'),
    /** Shown on the sign-in buttons. */
    name: z.string().trim().min(1).max(60),
    kind: z.enum(['oidc', 'wechat', 'qq']),
    clientId: z.string().min(1).max(256),
    clientSecret: z.string().min(1).max(512),
    /** OpenID Connect: the issuer whose /.well-known/openid-configuration describes the endpoints and keys. */
    issuer: endpoint.optional(),
    authorizeUrl: endpoint.optional(),
    tokenUrl: endpoint.optional(),
    /** WeChat: sns/userinfo; QQ: user/get_user_info (the nickname; optional). */
    userinfoUrl: endpoint.optional(),
    /** QQ: oauth2.0/me (the openid of a token). */
    meUrl: endpoint.optional(),
    scope: z.string().trim().min(1).max(200).optional(),
    /**
     * The redirect URI registered at the provider. Default: `{site}/{lang}/connect` in the visitor's
     * language; set it (to one of those pages) when the provider accepts only one exact URI, and for
     * QQ's app flow, whose token request must repeat it.
     */
    redirectUri: endpoint.optional(),
  })
  .refine((p) => p.kind !== 'oidc' || p.issuer, { message: 'an oidc provider needs its issuer', path: ['issuer'] });

export type OauthProviderConfig = z.infer<typeof providerSchema>;

/** The real services' endpoints, used where the configuration names none. */
const DEFAULTS = {
  wechat: {
    authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
    tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
    userinfoUrl: 'https://api.weixin.qq.com/sns/userinfo',
    scope: 'snsapi_login',
  },
  qq: {
    authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize',
    tokenUrl: 'https://graph.qq.com/oauth2.0/token',
    meUrl: 'https://graph.qq.com/oauth2.0/me',
    userinfoUrl: 'https://graph.qq.com/user/get_user_info',
    scope: 'get_user_info',
  },
  oidc: { scope: 'openid profile' },
} as const;

/** A provider with every endpoint filled in (the configured one, else the service's default). */
export type OauthProvider = OauthProviderConfig & { scope: string };

function withDefaults(p: OauthProviderConfig): OauthProvider {
  return { ...DEFAULTS[p.kind], ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) } as OauthProvider;
}

/** OAUTH_PROVIDERS as read from the environment: absent or blank means none. */
export const oauthProvidersEnv = z
  .string()
  .optional()
  .transform((text, ctx): unknown => {
    if (!text?.trim()) return [];
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of providers' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(providerSchema)
      .max(20)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'provider ids must be unique'),
  )
  .transform((list) => list.map(withDefaults));
