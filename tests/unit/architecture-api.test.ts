import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/server/api/openapi.ts';
import { API_ROUTES } from '../../src/server/api/route-table.ts';

/** Architecture checks that read the source tree: the API's routes and the layers around it. */

const ROOT = join(import.meta.dirname, '../..');
const API_DIR = join(ROOT, 'src/pages/api/v1');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A route file's API path: src/pages/api/v1/oauth/qr/poll.ts is /oauth/qr/poll. */
const apiPath = (file: string) =>
  `/${relative(API_DIR, file)
    .replaceAll('\\', '/')
    .replace(/\.(ts|js)$/, '')}`;

describe('the API route table', () => {
  const routeFiles = filesUnder(API_DIR).map(apiPath).sort();
  const documented = Object.keys((openApiDocument('https://example.test') as { paths: Record<string, unknown> }).paths);

  it('puts every route file under src/pages/api/v1 in the OpenAPI document', () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    expect(routeFiles.filter((p) => !documented.includes(p))).toEqual([]);
  });

  it('documents no route that has no file', () => {
    expect(documented.filter((p) => !routeFiles.includes(p))).toEqual([]);
  });

  it('names each path once', () => {
    expect(new Set(API_ROUTES.map((r) => r.path)).size).toBe(API_ROUTES.length);
  });
});

describe('the layers around the API', () => {
  const importsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
  const serverFiles = filesUnder(join(ROOT, 'src/server')).filter((f) => /\.(ts|tsx)$/.test(f));

  it('keeps the envelope and the handler to src/server/api: nothing else under src/server imports them', () => {
    const offenders = serverFiles
      .filter((f) => relative(join(ROOT, 'src/server/api'), f).startsWith('..'))
      .filter((f) => importsOf(f).some((spec) => /(?:^|\/)api\/(?:envelope|handler)\.ts$/.test(spec)))
      .map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });

  it('finds the imports it looks for (the check above is not vacuous)', () => {
    const handler = join(ROOT, 'src/server/api/handler.ts');
    expect(importsOf(handler)).toContain('./envelope.ts');
  });
});
