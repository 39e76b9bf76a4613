import { request } from 'node:http';
import { connect } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startSite, type RunningSite } from '../../scripts/lib/site-server.ts';

/** A site of its own, in a cluster of two workers with the metrics endpoint, so that it can be stopped here. */
let site: RunningSite;
let metricsPort = 0;
let companyId = '';

beforeAll(async () => {
  metricsPort = await freePort();
  const db = new DatabaseSync(inject('sitePath'), { readOnly: true });
  companyId = (db.prepare('select id from companies order by id limit 1').get() as { id: string }).id;
  db.close();
  site = await startSite({
    SQLITE_PATH: inject('sitePath'),
    DATABASE_URL: '',
    WEB_CONCURRENCY: '2',
    METRICS_PORT: String(metricsPort),
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  });
});
afterAll(async () => {
  await site.stop();
});

describe('the built site for an operator', () => {
  it('is ready: the database answers and no migration is pending', async () => {
    const res = await fetch(`${site.url}/HealthCheck/Ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ready: true });
  });
  it('logs one JSON access line per request under the id it sends back', async () => {
    const res = await fetch(`${site.url}/en/company/${companyId}.html`);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id')!;
    await new Promise((r) => setTimeout(r, 200));
    const line = site
      .output()
      .split('\n')
      .filter((l) => l.includes(id))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request');
    expect(line).toMatchObject({ reqId: id, method: 'GET', status: 200, kind: 'detail', cache: 'MISS', level: 30 });
  });
  it('serves Prometheus metrics from both workers on the metrics port', async () => {
    await fetch(`${site.url}/en/company/${companyId}.html`);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const name of [
      'http_requests_total{kind="detail",status="2xx"}',
      'http_request_duration_seconds_bucket',
      'page_cache_answers_total{result="MISS"}',
      'page_cache_bytes',
      'db_query_duration_seconds_count',
      'sms_messages_total',
      'mail_messages_total',
      'rate_limit_refusals_total',
      'import_rows',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(name);
    const pids = new Set([...text.matchAll(/worker_memory_bytes\{pid="(\d+)",type="rss"\}/g)].map((m) => m[1]));
    expect(pids.size).toBe(2);
    // Not on the site's own port.
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404);
  });
  it('on SIGTERM finishes a request in progress, refuses new connections, and exits 0', async () => {
    const url = new URL(site.url);
    const body = JSON.stringify({ account: 'nobody@example.com', password: 'wrong-password' });
    // A request whose body is still arriving when the signal comes: it is in progress until its last byte.
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port,
          method: 'POST',
          path: '/api/v1/oauth/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1500);
    });
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((r) => site.child.once('exit', (code) => r(code)));
    site.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 700));
    const refused = await new Promise<string>((resolve) => {
      const s = connect(Number(url.port), '127.0.0.1');
      s.on('connect', () => {
        s.destroy();
        resolve('connected');
      });
      s.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    const status = await answer;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await exited).toBe(0);
  });
});
