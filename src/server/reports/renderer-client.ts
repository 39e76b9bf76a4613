import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { env } from '../config/env.ts';
import { log } from '../log.ts';
import { reportCacheDir } from './report-cache.ts';

/**
 * The web process's side of the report renderer (renderer-main.ts): asks it over its Unix socket to
 * print, and starts it when nobody answers there. One renderer serves every web worker of a machine
 * that shares the cache folder (the socket's name is derived from the folder).
 */
export class RendererUnavailable extends Error {}

export interface RenderJob {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
  file: string;
}

export interface RendererHealth {
  chromium: boolean;
  error?: string;
  queued: number;
  running: number;
  jobs: number;
  rss: number;
  peakRss: number;
  concurrency: number;
  pid: number;
}

/** A print of a large report takes about a second; a queue of them a while longer. */
const RENDER_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 20_000;

/** The socket of the renderer that serves this cache folder (short: Unix socket paths are capped near 108 bytes). */
export function rendererSocket(cacheDir = reportCacheDir()): string {
  return join(tmpdir(), `corpsearch-reports-${createHash('sha256').update(cacheDir).digest('hex').slice(0, 12)}.sock`);
}

/** The renderer's entry file: the source tree beside the working directory (as data/ is), not the web bundle. */
function rendererEntry(): string {
  return resolve('src/server/reports/renderer-main.ts');
}

function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<{ status: number; body: T }> {
  return new Promise((done, fail) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(
      {
        socketPath: rendererSocket(),
        method,
        path,
        timeout: timeoutMs,
        headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            done({ status: res.statusCode ?? 500, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T });
          } catch (err) {
            fail(err);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('renderer timed out')));
    req.on('error', fail);
    req.end(payload);
  });
}

let starting: Promise<void> | undefined;

/** Starts a renderer and waits until it answers (another process's renderer may win the socket: that is fine). */
function startRenderer(): Promise<void> {
  starting ??= (async () => {
    const entry = rendererEntry();
    if (!existsSync(entry)) throw new RendererUnavailable(`report renderer not found at ${entry} (start the server from the checkout)`);
    const child = spawn(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        entry,
        rendererSocket(),
        reportCacheDir(),
        String(env.REPORT_CACHE_MB * 1024 * 1024),
        String(env.REPORT_CONCURRENCY ?? availableParallelism()),
        env.CHROME_PATH,
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    // The renderer must not keep this process alive, and it stops when this process goes (its IPC channel closes).
    child.unref();
    child.channel?.unref();
    log.info({ pid: child.pid }, 'report renderer started');
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      try {
        await call('GET', '/health', undefined, 5000);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new RendererUnavailable('the report renderer did not start');
  })().finally(() => (starting = undefined));
  return starting;
}

async function withRenderer<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw err;
    await startRenderer();
    return run();
  }
}

/** The renderer's state (starting it if needed): whether Chromium works, its queue and memory. */
export async function rendererHealth(): Promise<RendererHealth> {
  return (await withRenderer(() => call<RendererHealth>('GET', '/health', undefined, 30_000))).body;
}

/** Prints a report into its cache file; the page count of the PDF. */
export async function renderReport(job: RenderJob): Promise<{ pages: number; bytes: number; ms: number }> {
  let answer: { status: number; body: { pages: number; bytes: number; ms: number; error?: string } };
  try {
    answer = await withRenderer(() => call('POST', '/render', job));
  } catch (err) {
    if (err instanceof RendererUnavailable) throw err;
    throw new RendererUnavailable((err as Error).message);
  }
  if (answer.status !== 200) throw new RendererUnavailable(answer.body.error ?? `renderer answered ${answer.status}`);
  return answer.body;
}
