import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { POST } from '../../src/pages/api/v1/search/latelybrowse/add.ts';

/** The little of Astro's context that route() reads; no database is reached when the call is refused. */
function context(headers: Record<string, string>): APIContext {
  const request = new Request('http://corpatlas.com/api/v1/search/latelybrowse/add', {
    method: 'POST',
    headers: { host: 'corpatlas.com', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ type: 'company', uuid: '3f2b1c4d-0000-4000-8000-000000000001' }),
  });
  return {
    request,
    url: new URL(request.url),
    locals: {
      lang: 'en',
      country: undefined,
      secure: false,
      get db() {
        throw new Error('no database for a refused call');
      },
    },
    cookies: { get: () => undefined, set: () => {} },
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
}

describe('a view report (search/latelybrowse/add)', () => {
  it('is refused from another site, so no page elsewhere can count views for a record', async () => {
    const refused: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of refused) {
      const res = await POST(context(headers));
      expect(res.status).toBe(403);
      expect((await res.json()).ErrorCode).toBe(403);
    }
  });
});
