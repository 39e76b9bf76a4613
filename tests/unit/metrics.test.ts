import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeRequest, rateLimitRefusals, serveMetrics, smsMessages, trackPageCache } from '../../src/server/metrics.ts';

const server = serveMetrics(0, '127.0.0.1', { workers: false });
let base = '';
beforeAll(async () => {
  if (!server.listening) await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe('the metrics endpoint', () => {
  it('answers GET /metrics in the Prometheus format with the site metrics and the process defaults', async () => {
    observeRequest('detail', 200, 0.004, 'HIT');
    observeRequest('api', 429, 0.002);
    rateLimitRefusals.inc({ limit: 'login' });
    smsMessages.inc({ result: 'sent' });
    trackPageCache({ bytes: 12345, size: 3 });
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{kind="detail",status="2xx"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{kind="api",status="4xx"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{(?=[^}]*le="0.005")(?=[^}]*kind="detail")[^}]*\} 1$/m);
    expect(text).toMatch(/^page_cache_answers_total\{result="HIT"\} 1$/m);
    expect(text).toMatch(/^page_cache_bytes 12345$/m);
    expect(text).toMatch(/^rate_limit_refusals_total\{limit="login"\} 1$/m);
    expect(text).toMatch(/^sms_messages_total\{result="sent"\} 1$/m);
    expect(text).toMatch(new RegExp(`^worker_memory_bytes\\{pid="${process.pid}",type="rss"\\} \\d+`, 'm'));
    for (const name of [
      'db_query_duration_seconds',
      'mail_messages_total',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${name}`);
  });
  it('answers nothing else', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
