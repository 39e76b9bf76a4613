/**
 * The signed-in member's summary (spec: cached 600 s, fetched again when missing or expired), shown
 * as the header menu's label. Loaded by site.ts when the page is idle, only for signed-in visitors.
 */
import { ApiError, apiGet } from '../lib/api-client.ts';
import { forgetUser, freshUser, rememberUser, type SessionUser } from '../stores/session.ts';

export function showMemberName(user: SessionUser): void {
  if (!user.nickname) return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-member-name]')) el.textContent = user.nickname;
}

export async function refreshMemberSummary(lang: string): Promise<void> {
  let user = freshUser();
  if (!user) {
    try {
      user = (await apiGet('/api/v1/user/info', {}, { lang })) as SessionUser;
      rememberUser(user);
    } catch (err) {
      // The session ended on the server (expired, or ended elsewhere): forget what we knew.
      if (err instanceof ApiError && err.status === 401) forgetUser();
      return;
    }
  }
  showMemberName(user);
}
