import type { ServerResponse } from 'node:http';
import type { Readiness } from '../db/readiness.ts';

/** The liveness probe: the process answers (nothing else is checked, so a database outage does not restart it). */
export const HEALTH_PATH = '/HealthCheck/Get';
/** The readiness probe: the database answers and no migration is pending; 503 while shutting down. */
export const READY_PATH = '/HealthCheck/Ready';

const HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** Answers the readiness probe: 200 {"ready":true}, or 503 {"ready":false,"reason":"…"}. */
export function answerReadiness(res: ServerResponse, check: (() => Promise<Readiness>) | undefined): void {
  (check ? check() : Promise.resolve<Readiness>({ ready: true })).then(
    (r) => res.writeHead(r.ready ? 200 : 503, HEADERS).end(JSON.stringify(r)),
    () => res.writeHead(503, HEADERS).end(JSON.stringify({ ready: false, reason: 'check failed' })),
  );
}
