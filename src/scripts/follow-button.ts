/**
 * The follow button of a detail page (components/follows/FollowButton.astro). The cached HTML says
 * "Follow" to everyone; for a signed-in member the real state comes from attention/countByFollow after
 * load, and the button then follows and unfollows in place. A visitor who presses it gets the login
 * overlay; the wish is kept (sessionStorage, 10 minutes) and done as soon as they are signed in, also
 * after a third-party sign-in that leaves the page and comes back.
 */
import { ApiError, apiGet, apiPost } from '../lib/api-client.ts';
import { isLoggedIn } from '../lib/login-cookies.ts';

const PENDING = 'follow:pending';
const PENDING_MS = 10 * 60 * 1000;

const form = document.querySelector<HTMLFormElement>('form[data-follow]');
if (form) {
  const lang = document.documentElement.dataset.lang ?? 'en';
  const caller = { lang };
  const target = { type: form.dataset.follow ?? '', uuid: form.dataset.uuid ?? '' };
  const button = form.querySelector<HTMLButtonElement>('button')!;
  const action = form.querySelector<HTMLInputElement>('input[name=action]')!;
  const status = form.parentElement?.querySelector<HTMLElement>('.follow-status');
  let following = false;

  const signedIn = () =>
    isLoggedIn(Object.fromEntries(document.cookie.split(';').map((p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1)])));
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const show = (now: boolean) => {
    following = now;
    action.value = now ? 'unfollow' : 'follow';
    button.textContent = (now ? form.dataset.labelUnfollow : form.dataset.labelFollow) ?? '';
    form.dataset.following = String(now);
  };

  const askLogin = () => {
    sessionStorage.setItem(PENDING, JSON.stringify({ ...target, at: Date.now() }));
    import('../islands/login/mount.tsx')
      .then((m) => m.showLogin(lang, 1))
      .then(() =>
        // Closed without signing in: the wish is dropped (a sign-in takes it first, in load).
        document
          .querySelector('#login-overlay dialog')
          ?.addEventListener('close', () => signedIn() || sessionStorage.removeItem(PENDING), { once: true }),
      )
      // The overlay cannot load: the plain form leads to the login page.
      .catch(() => form.submit());
  };

  const change = async (follow: boolean) => {
    button.disabled = true;
    try {
      const done = (await apiPost(`/api/v1/attention/${follow ? 'follow' : 'cancelFollow'}`, target, caller)) as {
        following: boolean;
        message: string;
      };
      show(done.following);
      say(done.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return askLogin();
      // Changed meanwhile in another tab: the answer tells the state.
      if (err instanceof ApiError && err.status === 409) show(true);
      else if (err instanceof ApiError && err.status === 404 && !follow) show(false);
      say(err instanceof Error && err.message ? err.message : '');
    } finally {
      button.disabled = false;
    }
  };

  /** The wish of a visitor who pressed Follow before signing in, if it is this record's and recent. */
  const takePending = (): boolean => {
    const raw = sessionStorage.getItem(PENDING);
    sessionStorage.removeItem(PENDING);
    try {
      const p = JSON.parse(raw ?? 'null') as { type: string; uuid: string; at: number } | null;
      return !!p && p.type === target.type && p.uuid === target.uuid && Date.now() - p.at < PENDING_MS;
    } catch {
      return false;
    }
  };

  const load = async () => {
    if (!signedIn()) return;
    if (takePending()) return change(true);
    try {
      const counts = (await apiGet('/api/v1/attention/countByFollow', target, caller)) as { record?: { following: boolean } };
      show(!!counts.record?.following);
    } catch {
      /* the button stays a plain "Follow" */
    }
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!signedIn()) askLogin();
    else void change(!following);
  });
  // The login overlay says when someone signed in on this page.
  document.addEventListener('login:signed-in', () => void load());
  void load();
}
