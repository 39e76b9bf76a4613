import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/server/api/openapi.ts';
import { API_ROUTES } from '../../src/server/api/route-table.ts';

/** The API's routes and its document agree (the layers are checked in architecture.test.ts). */

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
