import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from '../../src/lib/api-client.ts';

describe('API envelope unwrapping', () => {
  it('returns data of a fuzzy answer and Data of the others', () => {
    expect(unwrap(200, { code: 200, data: [1] })).toEqual([1]);
    expect(unwrap(200, { succeed: true, ErrorCode: 200, Data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('throws with the status and message of a refusal', () => {
    expect(() => unwrap(400, { code: 400, data: [], message: '请输入关键字' })).toThrow(new ApiError(400, '请输入关键字'));
    expect(() => unwrap(200, { succeed: false, ErrorCode: 500, Message: 'x' })).toThrow(ApiError);
    expect(() => unwrap(502, undefined)).toThrow(ApiError);
  });
});
