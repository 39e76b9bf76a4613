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
  /** The first failures (up to 20), so that a rare error can be told apart: a status and the start of its body, or the socket's error. */
  failures: Failure[];
}

export interface Failure {
  at: string;
  method: string;
  path: string;
  status?: number;
  body?: string;
  error?: string;
  /** Requests this socket had carried before, 0 for a new connection (a reset on a reused one is the keep-alive race). */
  reused?: number;
}

const KEPT_FAILURES = 20;

/**
 * Keep-alive connections for several runs of constantRate in a row. An idle connection is dropped by
 * this side after 30 s, before the server drops it (KEEP_ALIVE_SECONDS, 65 s), as a proxy in front
 * should do: when the server closes first, a request sent into the closing connection meets a reset.
 */
export function keepAliveAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });
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
  const result: RateResult = { sent: 0, ok: 0, failed: 0, latencies: [], failures: [] };
  const served = new WeakMap<object, number>();
  const keep = (f: Omit<Failure, 'at'>) => {
    if (result.failures.length < KEPT_FAILURES) result.failures.push({ at: new Date().toISOString(), ...f });
  };
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
          const ok = res.statusCode === 200;
          let body = '';
          if (ok) res.resume();
          else res.on('data', (d: Buffer) => void (body.length < 300 && (body += d.toString('latin1'))));
          res.on('end', () => {
            result.latencies.push(performance.now() - due);
            if (ok) result.ok++;
            else {
              result.failed++;
              keep({ method: r.method, path: r.path, status: res.statusCode, body: body.slice(0, 300) });
            }
            resolve();
          });
        },
      );
      let reused = 0;
      req.on('socket', (socket) => {
        reused = served.get(socket) ?? 0;
        served.set(socket, reused + 1);
      });
      req.on('error', (e: NodeJS.ErrnoException) => {
        result.failed++;
        keep({ method: r.method, path: r.path, error: e.code ?? e.message, reused });
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
