import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../src/server/api/envelope.ts';
import { route } from '../../src/server/api/handler.ts';
import { MAX_API_BODY as MAX_BODY, readBodyLimited } from '../../src/server/request-body.ts';

/** A body of `total` bytes in 1 KB chunks that counts how many bytes were pulled from it. */
function countedBody(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

function post(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}): Request {
  return new Request('http://corpatlas.com/api/v1/search/company/list', {
    method: 'POST',
    headers: { host: 'corpatlas.com', 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** The little of Astro's context that route() reads. */
function context(request: Request): APIContext {
  return {
    request,
    url: new URL(request.url),
    locals: { lang: 'en', country: undefined, secure: false, db: undefined },
    cookies: { get: () => undefined },
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
}

const echo = route(z.object({ keyword: z.string().optional() }), async (body) => ok(body));

describe('the API body limit', () => {
  it('refuses a declared Content-Length over the limit at once, without reading a byte of the body', async () => {
    const { stream, pulled } = countedBody(32 * 1024 * 1024);
    const res = await echo(context(post(stream, { 'content-length': String(32 * 1024 * 1024) })));
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ succeed: false, ErrorCode: 413, Message: 'The request is too large.', Data: null });
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024); // at most what the stream pre-fetches, never the 32 MB
  });

  it('stops reading a body without a length (chunked) as soon as it passes the limit', async () => {
    const { stream, pulled } = countedBody(32 * 1024 * 1024);
    const res = await echo(context(post(stream)));
    expect(res.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(MAX_BODY + 64 * 1024);
  });

  it('still reads a body within the limit', async () => {
    const res = await echo(context(post(JSON.stringify({ keyword: 'acme' }))));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Data: { keyword: 'acme' } });
    expect(await readBodyLimited(post('x'.repeat(MAX_BODY)), MAX_BODY)).toHaveLength(MAX_BODY);
    expect(await readBodyLimited(post('x'.repeat(MAX_BODY + 1)), MAX_BODY)).toBeUndefined();
  });
});
