/**
 * Which redirect URIs a partner app may register (RFC 6749 section 3.1.2, RFC 8252 for native apps):
 * https; http only to the loopback address (a desktop app listening locally); or a private-use
 * scheme in reverse-domain form (com.example.app:/callback) for a mobile app. Never a fragment, never
 * credentials in the URI. At sign-in the URI must then equal a registered one exactly, character for character.
 */
export function isAllowedRedirectUri(value: string): boolean {
  if (value.length > 500) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return !!url.hostname;
  if (url.protocol === 'http:') return ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  // A private-use scheme: at least one dot (com.example.app), so it is not javascript:, data: or file:.
  return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/i.test(url.protocol);
}
