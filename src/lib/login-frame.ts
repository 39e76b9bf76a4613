import { isSameOriginPath } from './safe-path.ts';

/** What the page does for a message from the embedded login frame (spec section 4). */
export type LoginFrameAction = { type: 'reload' } | { type: 'close' } | { type: 'navigate'; url: string } | { type: 'ignore' };

/**
 * reload reloads; close hides the login; opennew goes to the given url with its ## placeholder
 * replaced by the current address (URI-encoded, so it survives as a query value). Only messages from
 * our own origin count, and navigation only to http(s) URLs or paths that stay on our origin.
 */
export function loginFrameAction(data: unknown, origin: string, ownOrigin: string, currentUrl: string): LoginFrameAction {
  if (origin !== ownOrigin) return { type: 'ignore' };
  const msg = typeof data === 'string' ? { type: data } : (data as { type?: unknown; url?: unknown } | null);
  switch (msg?.type) {
    case 'reload':
      return { type: 'reload' };
    case 'close':
      return { type: 'close' };
    case 'opennew': {
      if (typeof msg.url !== 'string') return { type: 'ignore' };
      const url = msg.url.replace('##', encodeURIComponent(currentUrl));
      if (/^https?:\/\//i.test(url)) return { type: 'navigate', url };
      return isSameOriginPath(url) ? { type: 'navigate', url } : { type: 'ignore' };
    }
    default:
      return { type: 'ignore' };
  }
}
