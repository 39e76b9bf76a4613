/** A Host header's name without port or IPv6 brackets, lower-cased. */
export function hostnameOf(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
}

/** True when hostname is suffix itself or one of its subdomains. */
export function hostMatches(hostname: string, suffix: string): boolean {
  return hostname === suffix || hostname.endsWith(`.${suffix}`);
}

/** A syntactically valid Host header: a DNS name or IPv4 with optional port, or a bracketed IPv6. */
export function isValidHostHeader(host: string | undefined): boolean {
  return (
    !!host &&
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)
  );
}
