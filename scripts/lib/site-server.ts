/** Starts the built site (dist/) on a free port for tests, Lighthouse and benchmarks, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface RunningSite {
  url: string;
  port: number;
  stop(): Promise<void>;
  child: ChildProcess;
  /** Everything the site has written to its standard output and error so far (its JSON log lines). */
  output(): string;
  /**
   * CPU time the site has used so far, in milliseconds: its primary process and every worker, user and
   * system (Linux /proc; undefined elsewhere). The difference over a benchmark line, per request, is
   * the server's own cost, which other work on a shared machine hardly changes (req/s it does).
   */
  cpuMs(): number | undefined;
  /** The same per worker (node:cluster children), in their order; undefined without /proc or without workers. */
  workerCpuMs(): number[] | undefined;
}

/** The site's CPU per request since `before` (a cpuMs() reading), in µs, as '  cpu N µs/req'; empty where /proc is not there. */
export function cpuPerRequest(site: RunningSite, before: number | undefined, requests: number): string {
  const after = site.cpuMs();
  if (before === undefined || after === undefined || requests === 0) return '';
  return `  cpu ${Math.round(((after - before) * 1000) / requests)} µs/req`;
}

/** CPU milliseconds of a process and its children (node:cluster workers), from /proc; undefined without it. */
function processTreeCpuMs(pid: number | undefined): number | undefined {
  const children = childrenOf(pid);
  return children && [pid!, ...children].reduce((ms, p) => ms + processCpuMs(p), 0);
}

/** CPU milliseconds of each child (node:cluster worker) of a process; undefined without /proc or children. */
function childrenCpuMs(pid: number | undefined): number[] | undefined {
  const children = childrenOf(pid);
  return children?.length ? children.map(processCpuMs) : undefined;
}

function childrenOf(pid: number | undefined): number[] | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/task/${pid}/children`)) return undefined;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

function processCpuMs(pid: number): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Spawns `src/server/http/start.ts` and waits for its health probe. */
export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/http/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
      // Tests, Lighthouse and benchmarks read the development SMS outbox: a demo, as under npm start.
      SMS_DEV_IN_PRODUCTION: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/HealthCheck/Get`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (Date.now() >= deadline) {
    child.kill();
    throw new Error(`site did not start in 30 s:\n${output}`);
  }
  return {
    url,
    port,
    child,
    output: () => output,
    cpuMs: () => processTreeCpuMs(child.pid),
    workerCpuMs: () => childrenCpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
