import { describe, expect, it } from 'vitest';
import { forgetUser, freshUser, rememberUser } from '../../src/stores/session.ts';

const user = { userId: 'u1', isemailcomfirm: false, nickname: 'Bo', phone: '+8613800138000', email: null };

describe('the cached member summary', () => {
  it('is fresh for 600 seconds after it was fetched, then asked for again', () => {
    rememberUser(user, 1_000_000);
    expect(freshUser(1_000_000 + 599_999)).toEqual(user);
    expect(freshUser(1_000_000 + 600_000)).toBeUndefined();
  });

  it('is gone when the session is emptied', () => {
    rememberUser(user, 1_000_000);
    forgetUser();
    expect(freshUser(1_000_000)).toBeUndefined();
  });
});
