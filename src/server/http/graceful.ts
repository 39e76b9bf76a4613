import type { Server } from 'node:http';

export interface DrainOptions {
  /** How long answers in progress may take before their connections are cut. */
  timeoutMs: number;
  /** Other work to wait for within the same time (page renders in the background). */
  settle?: () => Promise<void>;
}

/**
 * Stops a server gracefully: no new connections (the listening socket closes at once, so a new
 * connection is refused, or in a cluster goes to another worker), idle keep-alive connections
 * closed, requests in progress answered with `Connection: close`, and their connections closed when
 * they finish. Past the timeout the remaining connections are cut. Resolves 'clean' or 'forced'.
 */
export async function drainServer(server: Server, { timeoutMs, settle }: DrainOptions): Promise<'clean' | 'forced'> {
  // A request that arrives on a kept-alive connection while draining is still answered, then that connection closes.
  server.on('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection whose answer just ended becomes idle: close it at once rather than waiting for its keep-alive timeout.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([Promise.all([closed, settle?.()]).then(() => 'clean' as const), deadline]);
    if (outcome === 'forced') server.closeAllConnections();
    return outcome;
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
}
