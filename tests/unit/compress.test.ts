import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhole } from '../../src/server/http/compress.ts';

const big = JSON.stringify({
  code: 200,
  data: Array.from({ length: 10 }, (_, i) => ({ name: `Westbrook Holdings ${i} Limited`, address: `${i} High Street` })),
});
const server = createServer((req, res) => {
  const text = req.url === '/small' ? '{"code":200,"data":[]}' : big;
  sendWhole(req, res, 200, { 'content-type': 'application/json; charset=utf-8' }, text);
});
let port = 0;
beforeAll(
  () =>
    new Promise<void>((r) =>
      server.listen(0, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        r();
      }),
    ),
);
afterAll(() => new Promise((r) => server.close(r)));

/** Raw bytes as sent (fetch would decompress them). */
function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('sendWhole (answers compressed in one call)', () => {
  it('sends brotli when accepted, with its length and Vary', async () => {
    const r = await get('/', 'gzip, deflate, br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(big.length / 2);
    expect(brotliDecompressSync(r.body).toString()).toBe(big);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
  });
  it('falls back to gzip when brotli is refused, and to the plain body when nothing is accepted', async () => {
    const gz = await get('/', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(big);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
  });
  it('leaves a body under the threshold as it is', async () => {
    const r = await get('/small', 'br');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe('{"code":200,"data":[]}');
  });
  it('answers HEAD with the length and no body', async () => {
    const r = await get('/', 'br', 'HEAD');
    expect(Number(r.headers['content-length'])).toBeGreaterThan(0);
    expect(r.body.length).toBe(0);
  });
});
