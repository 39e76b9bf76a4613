import { parse } from 'tldts';

/**
 * A campaign's landing URL, checked once when the campaign is created: https only, no user name or
 * password in it (https://bank.com@evil.example hides its real host), a real public domain name (no IP
 * address, no localhost or intranet name), at most 2,000 characters. Returns the normalised URL or
 * undefined. The click redirect sends visitors only to this stored URL.
 */
export function checkLandingUrl(value: string): string | undefined {
  const text = value.trim();
  if (!text || text.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  if (url.port && url.port !== '443') return undefined;
  const host = parse(url.hostname);
  if (host.isIp || !host.domain || !host.isIcann) return undefined;
  return url.href;
}
