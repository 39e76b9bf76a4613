/**
 * Writes dist/build-id at the end of `npm run build`: a hash of everything the build wrote under
 * dist/server (the code that renders pages) and of the names of the client files (hashed by Vite).
 * The page cache puts it into the key of pages that change only with a deploy (server/http/shared-pages.ts):
 * a new build id, a new render. The same sources built twice give the same id.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const hash = createHash('sha256');
function walk(dir: string, withContent: boolean): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, withContent);
    else {
      hash.update(relative(dist, path)).update('\0');
      if (withContent) hash.update(readFileSync(path));
    }
  }
}
walk(join(dist, 'server'), true);
walk(join(dist, 'client', '_astro'), false);
const id = hash.digest('base64url').slice(0, 16);
writeFileSync(join(dist, 'build-id'), `${id}\n`);
console.log(`build id ${id}`);
