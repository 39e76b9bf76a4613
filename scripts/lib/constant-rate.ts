import { Agent, request } from 'node:http';

/**
 * An open-loop load generator: requests leave at a constant rate whatever the server's answers do
 * (autocannon's overallRate sends each second's quota in a burst at its start, which measures the
 * burst, not the rate). A request's latency counts from when it was due to leave, so a stalled
 * server is charged for the requests it held up (no coordinated omission).
 */
export interface RateResult {
  sent: number;
  ok: number;
  failed: number;
  latencies: number[];
}

/** Keep-alive connections for several runs of constantRate in a row. */
export function keepAliveAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64 });
}

export async function constantRate(opts: {
  origin: string;
  rate: number;
  seconds: number;
  next: () => { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
  headers?: Record<string, string>;
  /**
   * Connections to reuse (keep-alive), so that a warm-up's connections serve the measured run, as a
   * long-running server's are: a fresh agent opens its connections during the first requests, each
   * handed to a worker by the cluster's primary, and that start-up lands in the measured tail.
   * Without one, the run opens and closes its own.
   */
  agent?: Agent;
}): Promise<RateResult> {
  const agent = opts.agent ?? keepAliveAgent();
  const url = new URL(opts.origin);
  const result: RateResult = { sent: 0, ok: 0, failed: 0, latencies: [] };
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const start = performance.now();
  const pending: Array<Promise<void>> = [];
  const fire = (due: number) =>
    new Promise<void>((resolve) => {
      const r = opts.next();
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          agent,
          headers: {
            ...opts.headers,
            ...r.headers,
            ...(r.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            result.latencies.push(performance.now() - due);
            if (res.statusCode === 200) result.ok++;
            else result.failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        result.failed++;
        resolve();
      });
      req.end(r.body);
    });
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    result.sent++;
    pending.push(fire(due));
  }
  await Promise.all(pending);
  if (!opts.agent) agent.destroy();
  return result;
}

/** The p-th percentile of latencies in milliseconds. */
export function percentile(latencies: number[], p: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
