/**
 * `npm run bench:shell`: figures for the site shell's budgets, from the production build (run
 * `npm run build` first). Prints: wire size of pages (brotli), JavaScript each page ships on mobile
 * and on desktop, IP lookup cost, and throughput/latency of the server under autocannon.
 * Timings depend on the machine; compare runs on the same machine only.
 */
import autocannon from 'autocannon';
import { brotliCompressSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { startSite } from './lib/site-server.ts';

const t0 = performance.now();
const { ipToCountry } = await import('../src/server/geo/ip-country.ts');
const loadMs = performance.now() - t0;
const addresses = Array.from({ length: 100_000 }, (_, i) => `${((i * 7919) % 223) + 1}.${(i * 31) % 256}.${(i * 17) % 256}.${i % 256}`);
const l0 = performance.now();
let hits = 0;
for (const ip of addresses) if (ipToCountry(ip)) hits++;
const perLookupUs = ((performance.now() - l0) / addresses.length) * 1000;
console.log(
  `IP lookup: database load ${loadMs.toFixed(0)} ms (once, at start); ${perLookupUs.toFixed(2)} µs per lookup over ${addresses.length} addresses (${hits} found)`,
);

const site = await startSite();
const cookie = 'lang=en; country=840; userCountry=840; env=production';
try {
  console.log('\nPage weight (brotli on the wire) and JavaScript shipped:');
  for (const path of ['/en', '/en/about', '/ar', '/ja/chooseCountry']) {
    const res = await fetch(site.url + path, { headers: { cookie, 'accept-encoding': 'br' } });
    const html = await res.text();
    const wire = brotliCompressSync(Buffer.from(html), {}).length; // fetch decodes; recompress to measure
    const eager = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const islands = [...html.matchAll(/component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/g)].flatMap((m) => [m[1], m[2]]);
    const size = async (u: string) =>
      Number((await fetch(site.url + u, { headers: { 'accept-encoding': 'br' } })).headers.get('content-length') ?? 0);
    const eagerBytes = (await Promise.all(eager.map(size))).reduce((a, b) => a + b, 0);
    const inlineScripts = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((a, m) => a + m[1].length, 0);
    const islandBytes = (await Promise.all([...new Set(islands)].map(size))).reduce((a, b) => a + b, 0);
    console.log(
      `  ${path.padEnd(20)} HTML ${(wire / 1024).toFixed(1)} KB br (${(html.length / 1024).toFixed(1)} KB raw); ` +
        `mobile JS ${(eagerBytes / 1024).toFixed(1)} KB br + ${(inlineScripts / 1024).toFixed(1)} KB inline; desktop adds islands ${(islandBytes / 1024).toFixed(1)} KB br (entry files)`,
    );
  }

  console.log('\nServer throughput (10 connections, 5 s each, loopback):');
  for (const path of ['/HealthCheck/Get', '/en/about', '/en', '/flags/3x2/JP.svg']) {
    const r = await autocannon({ url: site.url + path, connections: 10, duration: 5, headers: { cookie, 'accept-encoding': 'br' } });
    console.log(
      `  ${path.padEnd(20)} ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`,
    );
  }
} finally {
  await site.stop();
}
