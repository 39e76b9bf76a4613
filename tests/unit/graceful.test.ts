import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainServer } from '../../src/server/http/graceful.ts';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function slowServer(ms: number): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('finished'), ms);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('draining the server on shutdown', () => {
  it('finishes a slow request in progress while refusing new connections, then resolves clean', async () => {
    const { server, port } = await slowServer(600);
    const inFlight = get(port, '/slow');
    await new Promise((r) => setTimeout(r, 100));
    const drained = drainServer(server, { timeoutMs: 5000 });
    await expect(get(port, '/new')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await inFlight).toEqual({ status: 200, body: 'finished' });
    expect(await drained).toBe('clean');
  });
  it('waits for other work (page renders) and cuts what is still running at the timeout', async () => {
    let settled = false;
    const { server, port } = await slowServer(10_000);
    const inFlight = get(port, '/stuck').catch((err: NodeJS.ErrnoException) => err.code);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const outcome = await drainServer(server, {
      timeoutMs: 300,
      settle: () => new Promise<void>((r) => setTimeout(() => r(void (settled = true)), 50)),
    });
    expect(outcome).toBe('forced');
    expect(settled).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await inFlight).toBe('ECONNRESET');
  });
});
