/**
 * The unread notifications count in the header's member menu (issue 17's alerts). Pages are cached and
 * shared, so the count is never in their HTML: this fills it after load, for signed-in visitors only
 * (site.ts), from GET /api/v1/notifications/unread. A failure leaves the menu as it is.
 */
import { apiGet } from '../lib/api-client.ts';

export async function showUnreadCount(lang: string): Promise<void> {
  let unread: number;
  try {
    unread = ((await apiGet('/api/v1/notifications/unread', {}, { lang })) as { unread: number }).unread;
  } catch {
    return;
  }
  const text = new Intl.NumberFormat(document.documentElement.lang || lang).format(unread);
  for (const el of document.querySelectorAll<HTMLElement>('[data-unread]')) {
    el.textContent = text;
    el.hidden = unread === 0;
  }
}
