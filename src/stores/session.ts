import { atom, map } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { TIMERS } from '../lib/constants.ts';

/**
 * Login and session state shared by the login overlay, the header and the member pages (spec
 * sections 2 and 4). The session token itself never reaches script: it lives in an HttpOnly cookie
 * (the readable `contentcookie` only says that there is one). What the spec caches for 600 s is kept
 * here as the member's summary from user/info, refreshed when missing or older than that.
 */

/** 1 sign in, 2 reset password, 3 bind phone (after a third-party sign-in), 4 bind e-mail. */
export type LoginMode = 1 | 2 | 3 | 4;

/** The login-visible flag: the overlay shows while it is set. */
export const $loginVisible = atom(false);
export const $loginMode = atom<LoginMode>(1);

/** Kept between steps (sign in, then bind phone): the phone and the requestid of the code sent to it. */
export const $loginContext = map<{ phone: string; areaCode: string; requestid: string }>({ phone: '', areaCode: '', requestid: '' });

/** The logged-in summary of spec section 3 (userId, isemailcomfirm, nickname) plus what the security page shows. */
export interface SessionUser {
  userId: string;
  isemailcomfirm: boolean;
  nickname: string;
  phone: string | null;
  email: string | null;
}

interface CachedUser {
  user: SessionUser;
  at: number;
}

function isCachedUser(v: unknown): v is CachedUser {
  const c = v as CachedUser | null;
  return !!c && typeof c.at === 'number' && typeof c.user?.userId === 'string';
}

const $sessionUser = persistentAtom<CachedUser | null>('session:user', null, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const v: unknown = JSON.parse(raw);
      return isCachedUser(v) ? v : null;
    } catch {
      return null;
    }
  },
});

export function openLogin(mode: LoginMode = 1): void {
  $loginMode.set(mode);
  $loginVisible.set(true);
}

export function switchLoginMode(mode: LoginMode): void {
  $loginMode.set(mode);
}

/**
 * Hides the overlay. Opened for an openid (a third-party sign-in that needs a phone), closing also
 * takes the parameter out of the address, so a reload does not reopen it. (The spec also clears a
 * stored return path here; ours is kept on the server with the sign-in's state, so there is none.)
 */
export function closeLogin(): void {
  $loginVisible.set(false);
  $loginMode.set(1);
  const url = new URL(location.href);
  if (url.searchParams.has('openid')) {
    url.searchParams.delete('openid');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
}

export function rememberUser(user: SessionUser, now = Date.now()): void {
  $sessionUser.set({ user, at: now });
}

/** Setting the session empty clears the member's summary (spec section 4). */
export function forgetUser(): void {
  $sessionUser.set(null);
}

/** The cached summary while it is younger than 600 s, else undefined (to be fetched again). */
export function freshUser(now = Date.now()): SessionUser | undefined {
  const c = $sessionUser.get();
  return c && now - c.at < TIMERS.tokenCookieSeconds * 1000 ? c.user : undefined;
}
