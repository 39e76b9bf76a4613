/**
 * `npm run bench:ads [-- --campaigns N] [--seconds S]`: the ad calls over HTTP, from the production
 * build (run `npm run build` first), on a fresh SQLite database (data/bench-ads.db) holding N approved
 * campaigns of every placement with varied targeting (default 300):
 * - the fill call (five slots of a company page, languages, countries and pages varied) at a constant
 *   500 requests/s (open loop, latency from when each request was due; budget: p99 under 10 ms), then
 *   autocannon at 500 req/s (overallRate) and at its most (10 connections);
 * - impression counting at 5,000 events/s: POST /api/v1/ads/seen at 500 req/s with 10 signed tokens
 *   each, then the site is stopped (SIGTERM flushes the last counts) and the database must hold every
 *   event sent: counting kept up and lost nothing;
 * - the in-process counter alone (AdServer.seen and its batched flush), at 5,000 events/s for the same
 *   time: CPU per event and the longest flush (it must stay well under ADS_FLUSH_MS).
 */
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { arg } from './lib/bench-db.ts';
import { constantRate, keepAliveAgent, percentile } from './lib/constant-rate.ts';
import { startSite } from './lib/site-server.ts';

// The site and this script sign and read tokens with the same key.
process.env.ADS_SECRET ??= 'bench-ads-secret-0123456789abcdef0123456789';
const { openDb } = await import('../src/server/db/client.ts');
const { migrateToLatest } = await import('../src/server/db/migrate.ts');
const { makeToken, newNonce } = await import('../src/server/ads/ad-tokens.ts');
const { AdServer } = await import('../src/server/ads/ad-server.ts');
const { IMAGE_SIZES, PLACEMENTS, FEED_NATIVE } = await import('../src/lib/ad-slots.ts');
const { companyFields } = await import('../src/server/import/company-fields.ts');

const campaigns = Number(arg('campaigns', '300'));
const seconds = Number(arg('seconds', '15'));
const file = 'data/bench-ads.db';
for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });

const LANGS = ['en', 'de', 'fr', 'es', 'zh-cn', 'ar', 'ja', 'ru'];
const COUNTRIES = ['GB', 'DE', 'FR', 'ES', 'CN', 'AE', 'JP', 'US', 'SG', 'HK'];
const PAGES = ['home', 'results', 'company', 'executive', 'dealer', 'regulator', 'other'];
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;

/** The database: N companies, each with one approved campaign of a placement, targeted variously, running all this month. */
async function seed(): Promise<string[]> {
  const { db, close } = openDb({ sqlitePath: file, databaseUrl: '' });
  await migrateToLatest(db);
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const bytes = new Map<string, Buffer>();
  const png = async (w: number, h: number) => {
    const k = `${w}x${h}`;
    if (!bytes.has(k))
      bytes.set(
        k,
        await sharp({ create: { width: w, height: h, channels: 3, background: '#246' } })
          .png()
          .toBuffer(),
      );
    return bytes.get(k)!;
  };
  const ids: string[] = [];
  for (let i = 0; i < campaigns; i++) {
    const companyId = randomUUID();
    const id = randomUUID();
    ids.push(id);
    const placement = pick(PLACEMENTS, i);
    await db
      .insertInto('companies')
      .values({
        id: companyId,
        ...companyFields('gb', String(10_000_000 + i), `Bench Advertiser ${i} Ltd`, `bench advertiser ${i} ltd`),
        source: 'bench',
        source_url: null,
        retrieved_at: now,
        updated_at: now,
        content_hash: 'h',
      })
      .execute();
    await db
      .insertInto('ad_campaigns')
      .values({
        id,
        company_id: companyId,
        created_by: null,
        name: `Bench ${i}`,
        placement,
        format: placement === 'feed' ? 'native' : 'image',
        title: placement === 'feed' ? `Bench title ${i}` : null,
        body: placement === 'feed' ? 'A line of text about the offer.' : null,
        landing_url: `https://bench${i}.example.com/`,
        // A third target everyone, the rest a few languages, countries and pages.
        languages: JSON.stringify(i % 3 === 0 ? [] : [pick(LANGS, i), pick(LANGS, i + 3)]),
        countries: JSON.stringify(i % 3 === 0 ? [] : [pick(COUNTRIES, i), pick(COUNTRIES, i + 5)]),
        page_kinds: JSON.stringify(
          placement === 'splash' || placement === 'appCarousel' || i % 2 === 0 ? [] : [pick(PAGES, i), pick(PAGES, i + 2)],
        ),
        jurisdictions: '[]',
        sections: '[]',
        starts_on: today,
        ends_on: end,
        pricing: i % 10 === 0 ? 'day' : 'cpm',
        price_cents: 500 + (i % 20) * 100,
        budget_cents: 100_000_000,
        frequency_cap: 100,
        broker_id: null,
        status: 'approved',
        created_at: now,
        decided_at: now,
        decided_by: null,
        decision_reason: 'bench',
      })
      .execute();
    const sizes = placement === 'feed' ? [FEED_NATIVE.logo] : IMAGE_SIZES[placement];
    for (const s of sizes) {
      const b = await png(s.width, s.height);
      await db
        .insertInto('ad_creatives')
        .values({
          id: randomUUID(),
          campaign_id: id,
          role: placement === 'feed' ? 'logo' : 'image',
          content_type: 'image/png',
          width: s.width,
          height: s.height,
          size: b.length,
          sha256: 'bench',
          bytes: b,
          created_at: now,
        })
        .execute();
    }
  }
  await close();
  return ids;
}

const ids = await seed();
const webIds = ids; // every placement's campaign can be counted
let n = 0;
const fillPath = () => {
  n++;
  return {
    method: 'GET' as const,
    path: `/api/v1/ads/fill?lang=${pick(LANGS, n)}&page=${pick(PAGES, n)}&slots=top,coupletLeft,coupletRight,detail,feed&country=${pick(COUNTRIES, n >> 1)}&jurisdiction=gb&section=K`,
  };
};
const tokens = (k: number) => {
  const issued = Math.floor(Date.now() / 1000);
  return Array.from({ length: k }, (_, j) =>
    makeToken({ purpose: 'i', campaignId: pick(webIds, n * 7 + j), slot: 'detail', lang: 'en', issued, nonce: newNonce() }),
  );
};

const site = await startSite({ SQLITE_PATH: file, DATABASE_URL: '', ADS_SECRET: process.env.ADS_SECRET! });
const origin = `http://127.0.0.1:${site.port}`;
const agent = keepAliveAgent();
const line = (label: string, rate: number, r: Awaited<ReturnType<typeof constantRate>>) => {
  const f = (p: number) => `${percentile(r.latencies, p).toFixed(1)} ms`;
  console.log(
    `${label.padEnd(52)} ${String(rate).padStart(5)}/s  p50 ${f(50)}  p90 ${f(90)}  p99 ${f(99)}  max ${f(100)}  errors ${r.failed}`,
  );
  for (const x of r.failures.slice(0, 3)) console.log('   ', JSON.stringify(x).slice(0, 300));
};
let sentEvents = 0;
try {
  console.log(`${campaigns} approved campaigns on SQLite, ${seconds} s per line, loopback, load generator on the same 2 cores`);
  line('warm-up (fill)', 100, await constantRate({ origin, rate: 100, seconds: 5, next: fillPath, agent }));
  const cpu0 = site.cpuMs();
  const fill = await constantRate({ origin, rate: 500, seconds, next: fillPath, agent });
  const cpu1 = site.cpuMs();
  line('fill call, 5 slots, constant rate', 500, fill);
  if (cpu0 !== undefined && cpu1 !== undefined)
    console.log(`    the server's own CPU: ${((cpu1 - cpu0) / fill.sent).toFixed(2)} ms a fill call`);

  for (const [label, opts] of [
    ['fill call, autocannon overallRate 500 (bursts)', { connections: 10, overallRate: 500 }],
    ['fill call, autocannon at its most, 10 connections', { connections: 10 }],
  ] as const) {
    const result = await autocannon({
      url: site.url,
      duration: seconds,
      ...opts,
      requests: [{ setupRequest: (req) => ({ ...req, ...fillPath() }) }],
    });
    const l = result.latency;
    console.log(
      `${label.padEnd(52)} ${Math.round(result.requests.average).toString().padStart(5)}/s  p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms  errors ${result.errors + result.non2xx}`,
    );
  }

  // The bodies are made before the run: signing 5,000 tokens a second in the generator would delay its own requests.
  const bodies = Array.from({ length: 500 * seconds + 10 }, () => JSON.stringify({ tokens: tokens(10) }));
  let b = 0;
  const seen = () => {
    sentEvents += 10;
    return {
      method: 'POST' as const,
      path: '/api/v1/ads/seen',
      body: bodies[b++]!,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    };
  };
  const c0 = site.cpuMs();
  const r = await constantRate({ origin, rate: 500, seconds, next: seen, agent });
  const c1 = site.cpuMs();
  line('seen, 10 tokens a request = 5,000 events/s', 500, r);
  if (c0 !== undefined && c1 !== undefined)
    console.log(`    the server's own CPU: ${(((c1 - c0) / (r.sent * 10)) * 1000).toFixed(1)} µs an event`);
  sentEvents -= r.failed * 10;
} finally {
  agent.destroy();
  await site.stop();
}
// SIGTERM flushed the last counts: the database holds every event the site accepted.
const check = openDb({ sqlitePath: file, databaseUrl: '' });
const total = await check.db
  .selectFrom('ad_daily_stats')
  .select((eb) => eb.fn.sum<number>('impressions').as('n'))
  .executeTakeFirst();
await check.close();
console.log(
  `impressions in the database after shutdown: ${Number(total?.n ?? 0).toLocaleString('en')} of ${sentEvents.toLocaleString('en')} sent`,
);

// The counter alone: 5,000 events/s for `seconds`, flushed every 2 s as on the site.
{
  const handle = openDb({ sqlitePath: file, databaseUrl: '' });
  const ads = new AdServer(handle.db);
  const flushes: number[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let events = 0;
  let lastFlush = t0;
  while (performance.now() - t0 < seconds * 1000) {
    const due = Math.floor(((performance.now() - t0) / 1000) * 5000);
    while (events < due) {
      events += ads.seen(tokens(10));
    }
    if (performance.now() - lastFlush >= 2000) {
      const f0 = performance.now();
      await ads.flush();
      flushes.push(performance.now() - f0);
      lastFlush = performance.now();
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const f0 = performance.now();
  await ads.flush();
  flushes.push(performance.now() - f0);
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `counter in-process: ${events.toLocaleString('en')} events in ${seconds} s (${Math.round(events / seconds)}/s), ${((cpu.user + cpu.system) / events).toFixed(1)} µs CPU an event (token check included), ${flushes.length} flushes, longest ${Math.max(...flushes).toFixed(1)} ms`,
  );
  await handle.close();
}
