import type { z } from 'zod';
import { ProviderError } from './provider-error.ts';

/** Outbound calls to a provider give up after this long: a slow provider must not hold a request of ours. */
export const PROVIDER_TIMEOUT_MS = 8000;

/**
 * GETs a provider's JSON endpoint with query parameters and validates the answer. Errors name the
 * endpoint without its query string, which carries codes, tokens and the client secret.
 */
export async function getJson<S extends z.ZodType>(base: string, params: Record<string, string>, schema: S): Promise<z.infer<S>> {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const where = `${url.origin}${url.pathname}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError('unavailable', `${where}: ${(err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable'}`);
  }
  if (res.status >= 500) throw new ProviderError('unavailable', `${where}: HTTP ${res.status}`);
  let body: unknown;
  try {
    // WeChat answers JSON as text/plain: read the text and parse it whatever the content type says.
    body = JSON.parse(await res.text());
  } catch {
    throw new ProviderError('unavailable', `${where}: not JSON (HTTP ${res.status})`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError(res.ok ? 'unavailable' : 'refused', `${where}: unexpected answer (HTTP ${res.status})`);
  return parsed.data;
}
