import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../../src/server/api/envelope.ts';
import { AppError } from '../../src/server/app-error.ts';

describe('errorAnswer', () => {
  it("words a refusal's code in the caller's language, with its status, params and headers, in the spec's envelope", () => {
    const a = errorAnswer(new AppError('auth.tooMany', 429, { seconds: 42 }, { 'Retry-After': '42' }), 'en', false);
    expect(a.status).toBe(429);
    expect(a.headers).toMatchObject({ 'Retry-After': '42', 'cache-control': 'no-store' });
    expect(JSON.parse(a.body)).toEqual({
      succeed: false,
      ErrorCode: 429,
      Message: 'Too many attempts. Please try again in 42 seconds.',
      Data: null,
    });
  });

  it('answers the fuzzy shape for suggestion calls', () => {
    expect(JSON.parse(errorAnswer(new AppError('search.enterKeyword', 400), 'zh-cn', true).body)).toEqual({
      code: 400,
      data: [],
      message: '请输入关键字',
    });
  });

  it('never shows what an unexpected error says: 500 with the generic text', () => {
    const a = errorAnswer(new Error('secret detail'), 'en', false);
    expect(a.status).toBe(500);
    expect(a.body).not.toContain('secret detail');
  });
});
