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

/** The value when it is a same-origin path, else the fallback. */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  return value && isSameOriginPath(value) ? value : fallback;
}
