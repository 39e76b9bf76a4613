import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * wrk (Debian package `wrk`), a load generator in C, when it is installed: on loopback with the
 * generator on the same cores, autocannon's own JavaScript parsing of each answer grows with its bytes
 * and took 40 % off the req/s of a 21 KB answer against an 18 KB one while the server's CPU per request
 * was the same (2026-11-24). wrk's cost per answer hardly depends on its size, so two pages compared
 * with it are compared by what the server does. Undefined when wrk is missing.
 */
export async function wrkRequestsPerSecond(
  url: string,
  { seconds, connections, headers = {} }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<{ rate: number; requests: number } | undefined> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  try {
    const { stdout } = await promisify(execFile)('wrk', [...args, url]);
    const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
    const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
    return Number.isFinite(rate) && Number.isFinite(requests) ? { rate, requests } : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
