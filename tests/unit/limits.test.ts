import { describe, expect, it } from 'vitest';
import { RESEND_SECONDS } from '../../src/lib/resend-interval.ts';
import { LIFETIME, mailLimits, smsSentLimits } from '../../src/server/accounts/limits.ts';

describe('the table of account limits', () => {
  it('refuses a second code to one phone or address within the interval the pages count down', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(smsSentLimits('+441', '44')[0]).toEqual({ key: 'sms:phone-minute:+441', max: 1, windowSeconds: RESEND_SECONDS });
    expect(mailLimits('a@b.c', 'u', 'ip')[0]).toEqual({ key: 'mail:to-minute:a@b.c', max: 1, windowSeconds: RESEND_SECONDS });
  });

  it('keeps codes five minutes and sessions thirty days', () => {
    expect(LIFETIME.codeMs).toBe(300_000);
    expect(LIFETIME.sessionDays).toBe(30);
  });
});
