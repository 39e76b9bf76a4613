/**
 * Why a provider exchange failed: 'refused' when the provider answered no (a bad, used or expired
 * code, a failed ID-token check), 'unavailable' when it did not answer usefully (network, timeout,
 * a malformed answer). The detail is for the log: it never holds a token, a code or a secret.
 */
export class ProviderError extends Error {
  readonly reason: 'refused' | 'unavailable';
  constructor(reason: 'refused' | 'unavailable', detail: string) {
    super(detail);
    this.reason = reason;
  }
}
