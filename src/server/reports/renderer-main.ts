/**
 * The report renderer: a separate, long-lived process that prints report HTML to PDF with one headless
 * Chromium (playwright-core), so that printing never runs on a web worker's event loop.
 *
 *   node src/server/reports/renderer-main.ts <socket> <cacheDir> <cacheMaxBytes> <concurrency> <chromiumPath>
 *
 * It answers HTTP on a Unix socket: POST /render {html, headerTemplate, footerTemplate, file} prints and
 * writes the PDF into the cache folder (atomically: a temporary file, then a rename) and answers
 * {pages, bytes, ms}; GET /health answers {chromium, queued, running, rss, peakRss, jobs}. Jobs run at
 * most <concurrency> at a time (one per core by default), the rest wait in order; two requests for the
 * same file share one print. After each print the cache is trimmed to its size bound, oldest first.
 *
 * Started by the first web process that needs it (renderer-client.ts): with several web workers, the
 * first to bind the socket serves them all and the others' copies exit. It exits with the process that
 * started it (the IPC channel closes), and the next request starts another.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync, rmdirSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const [socketPath, cacheDirArg, maxBytesArg, concurrencyArg, chromiumPath] = process.argv.slice(2);
if (!socketPath || !cacheDirArg || !chromiumPath) {
  process.stderr.write('usage: renderer-main.ts <socket> <cacheDir> <cacheMaxBytes> <concurrency> <chromiumPath>\n');
  process.exit(2);
}
const cacheDir = resolve(cacheDirArg);
const maxBytes = Number(maxBytesArg) || 512 * 1024 * 1024;
const concurrency = Math.max(1, Number(concurrencyArg) || 1);
/** A report's HTML is a few hundred KB; a body past this is not one of ours. */
const MAX_BODY = 32 * 1024 * 1024;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

let browser: Promise<Browser> | undefined;
let chromiumError: string | undefined;
let running = 0;
let jobs = 0;
let peakRss = process.memoryUsage().rss;
const waiting: Array<() => void> = [];
const inFlight = new Map<string, Promise<{ pages: number; bytes: number; ms: number }>>();

/** The one browser, launched on first use and again after a crash. */
function theBrowser(): Promise<Browser> {
  if (!browser) {
    if (!existsSync(chromiumPath)) {
      chromiumError = `Chromium not found at ${chromiumPath}`;
      return Promise.reject(new Error(chromiumError));
    }
    browser = chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS }).then(
      (b) => {
        chromiumError = undefined;
        b.on('disconnected', () => {
          browser = undefined;
          idle.length = 0;
        });
        return b;
      },
      (err: Error) => {
        browser = undefined;
        chromiumError = err.message.split('\n')[0];
        throw err;
      },
    );
  }
  return browser;
}

async function slot<T>(run: () => Promise<T>): Promise<T> {
  if (running >= concurrency) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Pages of a PDF Chromium wrote: its page objects are plain dictionaries (/Type /Page, not /Pages). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/**
 * Pages kept open between jobs, one per slot: a new context and page per job cost more than the
 * print of a small report. Scripts are off (the report has none) and every request is refused, so a
 * page carries nothing from one report to the next but its cleared document.
 */
const idle: Page[] = [];

async function takePage(): Promise<Page> {
  const kept = idle.pop();
  if (kept && !kept.isClosed()) return kept;
  const b = await theBrowser();
  const context = await b.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The document is complete in itself (inline styles and SVG, system fonts): nothing to fetch.
  await page.route('**/*', (route) => route.abort());
  return page;
}

async function print(job: { html: string; headerTemplate: string; footerTemplate: string; file: string }) {
  const started = performance.now();
  const page = await takePage();
  let reusable = false;
  try {
    await page.setContent(job.html, { waitUntil: 'load' });
    // Tagged PDF and the heading outline were measured to cost up to twice the print time of a large
    // report (bench:reports); the budget is for the member waiting, so both are off.
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: job.headerTemplate,
      footerTemplate: job.footerTemplate,
      margin: { top: '16mm', bottom: '15mm', left: '14mm', right: '14mm' },
    });
    reusable = true;
    mkdirSync(dirname(job.file), { recursive: true });
    const tmp = `${job.file}.${process.pid}.${jobs}.tmp`;
    writeFileSync(tmp, pdf);
    renameSync(tmp, job.file);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    trimCache(job.file);
    return { pages: pdfPageCount(pdf), bytes: pdf.length, ms: performance.now() - started };
  } finally {
    if (reusable) idle.push(page);
    else
      await page
        .context()
        .close()
        .catch(() => {});
  }
}

/** Keeps the cache folder under its bound: the least recently used PDFs (by mtime; hits touch it) go first. */
function trimCache(keep: string): void {
  const files: Array<{ path: string; size: number; mtime: number }> = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.pdf')) {
        const s = statSync(p, { throwIfNoEntry: false });
        if (s) files.push({ path: p, size: s.size, mtime: s.mtimeMs });
      }
    }
  };
  walk(cacheDir);
  let total = files.reduce((n, f) => n + f.size, 0);
  files.sort((a, b) => a.mtime - b.mtime);
  for (const f of files) {
    if (total <= maxBytes) break;
    if (f.path === keep) continue;
    rmSync(f.path, { force: true });
    total -= f.size;
    try {
      rmdirSync(dirname(f.path)); // the company's folder, when it is empty now
    } catch {
      /* not empty */
    }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        fail(new Error('body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/health') {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      // Chromium is tried once here, so a missing or broken browser is reported before anyone waits on a print.
      if (!chromiumError) await theBrowser().catch(() => {});
      return answer(res, 200, {
        chromium: !chromiumError,
        error: chromiumError,
        queued: waiting.length,
        running,
        jobs,
        rss: process.memoryUsage().rss,
        peakRss,
        concurrency,
        pid: process.pid,
      });
    }
    if (req.method === 'POST' && req.url === '/render') {
      const job = JSON.parse(await readBody(req)) as { html: string; headerTemplate: string; footerTemplate: string; file: string };
      const file = resolve(job.file);
      // Only ever a file inside the cache folder.
      if (!file.endsWith('.pdf') || relative(cacheDir, file).startsWith('..') || !file.startsWith(cacheDir + sep))
        return answer(res, 400, { error: 'file outside the cache folder' });
      let p = inFlight.get(file);
      if (!p) {
        jobs++;
        p = slot(() => print({ ...job, file })).finally(() => inFlight.delete(file));
        inFlight.set(file, p);
      }
      return answer(res, 200, await p);
    }
    answer(res, 404, { error: 'no such call' });
  } catch (err) {
    answer(res, chromiumError ? 503 : 500, { error: chromiumError ?? (err as Error).message });
  }
});

/** Listens on the socket, unless another renderer already does (then this one is not needed). */
function listen(): void {
  server.once('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EADDRINUSE') throw err;
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.end();
      process.exit(0);
    });
    probe.once('error', () => {
      // A socket file left by a renderer that died: take its place.
      try {
        unlinkSync(socketPath);
      } catch {
        /* gone already */
      }
      server.listen(socketPath);
    });
  });
  server.listen(socketPath);
}

mkdirSync(cacheDir, { recursive: true });
listen();
server.on('listening', () => {
  // Only this machine's user of the site may ask for prints (the socket sits in the shared temporary folder).
  chmodSync(socketPath, 0o600);
  process.send?.('ready');
});

async function stop(): Promise<void> {
  server.close();
  try {
    unlinkSync(socketPath);
  } catch {
    /* gone already */
  }
  const b = await browser?.catch(() => undefined);
  await b?.close().catch(() => {});
  process.exit(0);
}
// The process that started this one is gone (or asks it to stop): stop too, taking Chromium with it.
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
