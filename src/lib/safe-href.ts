/**
 * A link from imported data (a company's website, a source URL) only if it is an absolute http(s)
 * URL: register files are outside input, and `javascript:` or `data:` in an href would run in our
 * pages. Anything else is shown as text, not linked.
 */
export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
