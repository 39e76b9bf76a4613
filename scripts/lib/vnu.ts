/** Runs the Nu HTML checker (vnu-jar, Java 17) on HTML documents and returns its error messages. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface VnuMessage {
  type: string;
  subType?: string;
  message: string;
  url: string;
  lastLine?: number;
  extract?: string;
}

/**
 * vnu's CSS checker predates two valid rules Tailwind 4 emits into our inlined CSS: @property (CSS
 * Properties and Values API, Baseline 2024) and margin-trim. Exactly those two messages are filtered;
 * every HTML error and every other CSS error still counts.
 */
const OUTDATED_CSS_CHECKS = '.*(Unrecognized at-rule “@property”|“margin-trim”: Property “margin-trim” doesn.t exist).*';

/**
 * vnu's HTML checker predates `<link rel="expect" blocking="render">` (WHATWG HTML, in Chromium since
 * 124; BaseLayout.astro): it still allows `blocking` on stylesheet links only. That message is dropped
 * for expect links alone; on any other link it still counts.
 */
const OUTDATED_BLOCKING_CHECK = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
const outdated = (m: VnuMessage) =>
  m.message === OUTDATED_BLOCKING_CHECK && /<link rel="expect" [^>]*blocking="render"/.test(m.extract ?? '');

export function vnuErrors(docs: Record<string, string>): VnuMessage[] {
  const jar = createRequire(import.meta.url)('vnu-jar') as string;
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = Object.entries(docs).map(([name, html]) => {
      const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.html`);
      writeFileSync(file, html);
      return file;
    });
    const run = spawnSync(
      'java',
      ['-jar', jar, '--format', 'json', '--exit-zero-always', '--filterpattern', OUTDATED_CSS_CHECKS, ...files],
      { encoding: 'utf8' },
    );
    if (run.error || run.status !== 0) throw new Error(`vnu did not run: ${run.error?.message ?? run.stderr}`);
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    return report.messages.filter((m) => m.type === 'error' && !outdated(m)).map((m) => ({ ...m, url: m.url.replace(/^.*\//, '') }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The pages the budget names: home, about and 404 in three languages of three scripts and directions. */
export const VNU_PAGES = ['en', 'ar', 'ja'].flatMap((lang) => [`/${lang}`, `/${lang}/about`, `/${lang}/404.html`]);
