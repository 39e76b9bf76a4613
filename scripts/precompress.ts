/** Writes .br and .gz beside every compressible file of dist/client so that the server never compresses them twice. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/client/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest|html)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const data = readFileSync(path);
    if (data.length < 512) continue; // not worth a second round trip of headers
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    files += 1;
    before += data.length;
    after += br.length;
  }
}
walk(root);
console.log(`precompressed ${files} files: ${before} -> ${after} bytes (brotli)`);
