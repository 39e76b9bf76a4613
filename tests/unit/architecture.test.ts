import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layering of docs/architecture.md, checked on the source tree itself (as Starlight's repository
 * does), so a rule broken in a hurry fails `npm test` with the file that broke it, not a review later.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = /\.(ts|tsx|astro)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f))
    .map((f) => join(dir, f).split('\\').join('/'));
}

const text = (file: string) => readFileSync(join(root, file), 'utf8');

/** The files a source file imports, as paths from the repository root (bare package names are left out). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  // `import type` is left out: it is erased at build and puts no code of the module in the bundle.
  for (const m of text(file).matchAll(
    /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.'))
      found.push(
        relative(root, resolve(root, dirname(file), spec))
          .split('\\')
          .join('/'),
      );
  }
  return found;
}

/** Kysely query builders and raw statements: what "running SQL" looks like in this code base. */
const RUNS_SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`|\.(prepare|exec)\(\s*['"`]/;

const server = filesUnder('src/server');

describe('layers', () => {
  it('finds the imports and queries it looks for (the checks below are not vacuous)', () => {
    expect(importsOf('src/server/api/handler.ts')).toContain('src/server/api/envelope.ts');
    expect(server.filter((f) => f.endsWith('.repository.ts') && RUNS_SQL.test(text(f))).length).toBeGreaterThan(20);
  });

  it('runs SQL only in repositories and the database layer', () => {
    const offenders = server.filter((f) => !f.endsWith('.repository.ts') && !f.startsWith('src/server/db/') && RUNS_SQL.test(text(f)));
    expect(offenders).toEqual([]);
  });

  it('keeps the HTTP envelope and route handler out of services: errors are AppError, translated at the edge', () => {
    const edge = (f: string) => f.startsWith('src/server/api/') || f.startsWith('src/server/http/');
    const offenders = server.filter((f) => !edge(f) && importsOf(f).some((i) => i.startsWith('src/server/api/')));
    expect(offenders).toEqual([]);
  });

  it('gives components, layouts and islands plain data: they never import the database layer', () => {
    const ui = [...filesUnder('src/components'), ...filesUnder('src/layouts'), ...filesUnder('src/islands')];
    const offenders = ui.filter((f) => importsOf(f).some((i) => i.startsWith('src/server/db')));
    expect(offenders).toEqual([]);
  });

  it('keeps server code out of browser bundles: islands, stores and page scripts import no src/server module', () => {
    const browser = [...filesUnder('src/islands'), ...filesUnder('src/stores'), ...filesUnder('src/scripts')];
    const offenders = browser.filter((f) => importsOf(f).some((i) => i.startsWith('src/server/')));
    expect(offenders).toEqual([]);
  });

  it('keeps pure rules pure: src/lib imports nothing from src/server', () => {
    const offenders = filesUnder('src/lib').filter((f) => importsOf(f).some((i) => i.startsWith('src/server/')));
    expect(offenders).toEqual([]);
  });

  it('reads the environment only through src/server/config/env.ts', () => {
    const offenders = [...server, ...filesUnder('src/pages'), 'src/middleware.ts']
      // production-env.ts sets NODE_ENV before any library loads (React picks its build from it): it writes, never reads.
      .filter((f) => !['src/server/config/env.ts', 'src/server/http/production-env.ts'].includes(f) && /process\.env\b/.test(text(f)));
    expect(offenders).toEqual([]);
  });

  it('logs through the one logger (src/server/log.ts): no console in server code and pages', () => {
    // start.ts's refusal to start is written before the logger can be trusted (the configuration is what failed).
    const offenders = [...server, ...filesUnder('src/pages'), 'src/middleware.ts'].filter(
      (f) => f !== 'src/server/http/start.ts' && /\bconsole\.(log|info|warn|error|debug)\(/.test(text(f)),
    );
    expect(offenders).toEqual([]);
  });
});
