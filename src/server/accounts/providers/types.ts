/** What a provider tells us of an account: its stable subject (never shown to clients) and a display name. */
export interface ProviderAccount {
  subject: string;
  nickname: string | null;
}

/** The parameters of an authorization request. WeChat and QQ ignore PKCE and the nonce, but get the state. */
export interface AuthorizeParams {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  nonce: string;
}

/** What finishing a web sign-in needs: the callback's query, and the checks stored with its state. */
export interface FinishParams {
  redirectUri: string;
  callback: URLSearchParams;
  state: string;
  codeVerifier: string;
  nonce: string;
}
