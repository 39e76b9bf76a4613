import { describe, expect, it } from 'vitest';
import { RESEND_SECONDS } from '../../src/lib/resend-interval.ts';
import { addressKey, LIFETIME, loginLimits, mailLimits, notificationLimits, smsSentLimits } from '../../src/server/accounts/limits.ts';

describe('the table of account limits', () => {
  it('refuses a second code to one phone or address within the interval the pages count down', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(smsSentLimits('+441', '44')[0]).toEqual({ key: 'sms:phone-minute:+441', max: 1, windowSeconds: RESEND_SECONDS });
    expect(mailLimits('a@b.c', 'u', 'ip')[0]).toEqual({ key: 'mail:to-minute:a@b.c', max: 1, windowSeconds: RESEND_SECONDS });
  });

  it('lets a member look at their notifications 600 times in 10 minutes (a page a second) and mark them 300 times; an address more', () => {
    expect(notificationLimits('view', 'u1', '2001:db8:1:2::9')).toEqual([
      { key: 'notifications:view:user:u1', max: 600, windowSeconds: 600 },
      { key: 'notifications:view:ip:2001:db8:1:2::/64', max: 2000, windowSeconds: 600 },
    ]);
    expect(notificationLimits('mark', 'u1', '203.0.113.7').map((l) => [l.key, l.max])).toEqual([
      ['notifications:mark:user:u1', 300],
      ['notifications:mark:ip:203.0.113.7', 1000],
    ]);
  });

  it('keeps codes five minutes and sessions thirty days', () => {
    expect(LIFETIME.codeMs).toBe(300_000);
    expect(LIFETIME.sessionDays).toBe(30);
  });
});

describe('per-address limits', () => {
  it('count an IPv4 address whole and an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    // NAT64 carries an IPv4 client: its /64 is everyone behind the gateway, so it stays whole.
    expect(addressKey('64:ff9b::198.51.100.1')).toBe('64:ff9b::198.51.100.1');
    expect(addressKey('unknown')).toBe('unknown');
    expect(loginLimits('2001:db8:1:2::abcd').map((l) => l.key)).toEqual(loginLimits('2001:db8:1:2:ffff::9').map((l) => l.key));
  });
});
