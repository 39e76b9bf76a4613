/**
 * `npm run bench:pages -- --kind ab --a DIR --b DIR [--companies N] [--pages P]`: what an uncached
 * company page costs in two builds, measured side by side. DIR is a production build (a copy of
 * `dist/`) kept beside the repository, so that its imports still resolve: for example
 * `cp -r dist ../dist-base` before a change and `cp -r dist ../dist-head` after. Both are served at
 * once (one process each, on the same database), and every page is asked of both in turn, alternating
 * which goes first: whatever else the machine does falls on both alike, so the ratio of their CPU per
 * page holds where the absolute figures move by a fifth from one run to the next (BENCHMARKS.md, "A
 * cheap miss"). Prints each build's CPU per page (from /proc), p50 and p99, and the ratio b/a.
 */
import { request, Agent } from 'node:http';
import { resolve } from 'node:path';
import { arg, benchDatabase, randomCompanyIds, warmFileCache } from './lib/bench-db.ts';
import { startSite } from './lib/site-server.ts';

const companies = Number(arg('companies', '1000000'));
const pages = Number(arg('pages', '3000'));
const builds = [arg('a', ''), arg('b', '')].map((d) => (d ? resolve(d) : ''));
if (builds.some((d) => !d)) throw new Error('Name both builds: --a DIR --b DIR (copies of dist/)');
const WARM_UP = 600;
const CONNECTIONS = 2;

const file = benchDatabase(companies);
await warmFileCache(file);
const ids = await randomCompanyIds(file, pages + WARM_UP);

const sites = await Promise.all(
  builds.map((dir) => startSite({ SQLITE_PATH: file, DATABASE_URL: '', PAGE_CACHE_MB: '256', WEB_CONCURRENCY: '1', DIST_DIR: dir })),
);
const agents = sites.map(() => new Agent({ keepAlive: true, maxSockets: CONNECTIONS }));

function get(site: number, path: string): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    request(sites[site].url + path, { agent: agents[site], headers: { 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? done(performance.now() - started) : fail(new Error(`${res.statusCode} ${path}`))));
    })
      .on('error', fail)
      .end();
  });
}

/** Each page asked of both builds, one after the other, the first alternating; CONNECTIONS at a time. */
async function run(slice: string[]): Promise<number[][]> {
  const latencies: number[][] = [[], []];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < slice.length) {
        const i = next++;
        const path = `/en/company/${slice[i]}.html`;
        for (const site of i % 2 ? [1, 0] : [0, 1]) latencies[site].push(await get(site, path));
      }
    }),
  );
  return latencies.map((l) => l.sort((x, y) => x - y));
}

try {
  await run(ids.slice(0, WARM_UP));
  const before = sites.map((s) => s.cpuMs());
  const latencies = await run(ids.slice(WARM_UP));
  const cpu = sites.map((s, i) => {
    const after = s.cpuMs();
    return after === undefined || before[i] === undefined ? NaN : (after - before[i]!) / pages;
  });
  console.log(`${pages.toLocaleString('en')} uncached company pages asked of both builds, ${companies.toLocaleString('en')} companies`);
  for (const i of [0, 1]) {
    const l = latencies[i];
    console.log(
      `${i ? 'b' : 'a'} ${builds[i]}: cpu ${cpu[i].toFixed(2)} ms/page  p50 ${l[l.length >> 1].toFixed(1)} ms  p99 ${l[Math.floor(l.length * 0.99)].toFixed(1)} ms`,
    );
  }
  console.log(`cpu per page b/a: ${(cpu[1] / cpu[0]).toFixed(3)}`);
} finally {
  for (const a of agents) a.destroy();
  await Promise.all(sites.map((s) => s.stop()));
}
