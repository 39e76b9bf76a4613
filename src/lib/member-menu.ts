/**
 * The header carries both the visitor's "Log in" link and the member's menu (a cached page is the
 * same for everyone); this shows the right one. Called at load from the login cookie, and by the
 * login overlay after signing in, so the page changes without a reload.
 */
export function showMenuFor(signedIn: boolean, root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-when]')) el.hidden = el.dataset.when !== (signedIn ? 'member' : 'visitor');
}
