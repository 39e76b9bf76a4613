import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../src/server/http/server.ts';
import { loggedPath, routeKindOf } from '../../src/server/http/request-log.ts';
import { captureLog, log, requestIdOf } from '../../src/server/log.ts';

const dir = mkdtempSync(join(tmpdir(), 'request-log-'));
let base = '';
let ready: { ready: true } | { ready: false; reason: string } = { ready: true };
const lines: Array<Record<string, unknown>> = [];
let restore = () => {};
const server = createSiteServer({
  clientDir: dir,
  trustProxy: false,
  readiness: async () => ready,
  astro: (req, res) => {
    // Code deep inside a render logs without knowing the request: the line still carries its id.
    log.warn({ headers: req.headers }, 'inside the render');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
  },
});

beforeAll(async () => {
  restore = captureLog((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  restore();
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** Lines are written when the answer ends; the client may see it a moment before. */
async function linesOf(reqId: string, n: number): Promise<Array<Record<string, unknown>>> {
  for (let i = 0; i < 50; i++) {
    const found = lines.filter((l) => l.reqId === reqId);
    if (found.length >= n) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  return lines.filter((l) => l.reqId === reqId);
}

describe('the request log', () => {
  it('gives every request an id, sends it back in X-Request-Id and puts it on every line of that request', async () => {
    const res = await fetch(`${base}/en/about?q=secret-value&code=1197`, {
      headers: { cookie: 'session=abc123', authorization: 'Bearer tok-456' },
    });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = await linesOf(id, 2);
    expect(mine.map((l) => l.msg)).toEqual(['inside the render', 'request']);
    const access = mine[1];
    expect(access).toMatchObject({ method: 'GET', path: '/en/about?q&code', status: 200, kind: 'page' });
    expect(typeof access.ms).toBe('number');
    const text = JSON.stringify(mine);
    for (const secret of ['secret-value', '1197', 'abc123', 'tok-456']) expect(text).not.toContain(secret);
    expect((mine[0].headers as Record<string, string>).cookie).toBe('[redacted]');
  });
  it('keeps a safe incoming request id and replaces one that could forge a line', async () => {
    const kept = await fetch(`${base}/en`, { headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd');
    expect((await linesOf('edge-1234abcd', 2)).at(-1)).toMatchObject({ msg: 'request', path: '/en' });
    const replaced = await fetch(`${base}/en`, { headers: { 'x-request-id': 'a"} {"level":60' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('short')).not.toBe('short');
    expect(requestIdOf(['edge-1234abcd', 'x'])).not.toBe('edge-1234abcd');
  });
  it('sorts paths into route kinds and keeps only the names of query parameters', () => {
    expect(routeKindOf('/HealthCheck/Get')).toBe('health');
    expect(routeKindOf('/api/v1/oauth/login')).toBe('api');
    expect(routeKindOf('/_astro/app.abc.js')).toBe('static');
    expect(routeKindOf('/en/about')).toBe('page');
    expect(loggedPath('/en/qrLogin?id=abc&id=def&x=1')).toBe('/en/qrLogin?id&x');
    expect(loggedPath(`/${'a'.repeat(20_000)}`).length).toBe(300);
  });
});

describe('the readiness probe', () => {
  it('answers 200 with ready, never cached, and the liveness probe stays plain', async () => {
    ready = { ready: true };
    const res = await fetch(`${base}/HealthCheck/Ready`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ready: true });
    expect(await (await fetch(`${base}/HealthCheck/Get`)).text()).toBe('OK');
  });
  it('answers 503 with the short reason when the check fails', async () => {
    ready = { ready: false, reason: 'migrations pending: 2026-12-01T0000-next' };
    const res = await fetch(`${base}/HealthCheck/Ready`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ ready: false, reason: 'migrations pending: 2026-12-01T0000-next' });
  });
});
