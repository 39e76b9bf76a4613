/**
 * True for a path that stays on our own origin. Browsers drop tabs and newlines from URLs and read a
 * backslash as a slash, so '/\t/evil.com' would become //evil.com: any control character or backslash
 * is refused, and the path must resolve on the origin it is given against.
 */
export function isSameOriginPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return false;
  const probe = 'http://same.invalid';
  try {
    return new URL(value, probe).origin === probe;
  } catch {
    return false;
  }
}

/**
 * The value when it is a same-origin path, else the fallback; in the URL's own serialisation
 * (non-ASCII as UTF-8 percent-escapes: '/zh/中' → '/zh/%E4%B8%AD', '/fr/café' → '/fr/caf%C3%A9'), so it
 * can go into a Location header as it is: a header carries bytes, and a raw 中 there is an error.
 */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  if (!value || !isSameOriginPath(value)) return fallback;
  const url = new URL(value, 'http://same.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}
