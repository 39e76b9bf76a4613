/**
 * `npm run bench:brokers [-- --brokers 2000,20000 --engines sqlite,postgres]`: the broker scoring job
 * (scoreBrokers) over generated brokers with realistic counts – 1–3 companies each (70 % holding
 * licences, 1–2 per company over the regulator keys of the tiers table), 1–3 websites, 2–4 accounts,
 * 1–2 trading servers, 1–3 licence claims (5 % of brokers claim another firm's number, 3 % copy a
 * licensed broker's domain on another ending), and regulator warnings for 8 % of brokers – in a temp
 * SQLite file and a fresh PostgreSQL schema (BENCH_DATABASE_URL, default the test database). Prints
 * the first run (everything written), a second run (nothing changed) and each run's peak RSS: every
 * run is a process of its own (scripts/lib/score-child.ts), as `npm run brokers:score` is.
 * `--slice N` sets the job's slice of brokers (default SCORING_SLICE). Budget: under 10 s for all brokers.
 */
import type { Insertable } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REGULATOR_TIER_BY_KEY } from '../src/lib/regulator-tiers.ts';
import { execFileSync } from 'node:child_process';
import { SCORING_SLICE, type ScoringSummary } from '../src/server/brokers/broker-scoring.service.ts';
import { bulkInsert } from '../src/server/db/bulk-insert.ts';
import { openDb, type Db } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import type { Database } from '../src/server/db/schema.ts';
import { stableId } from '../src/server/import/stable-id.ts';
import { companyFields } from '../src/server/import/company-fields.ts';

type Row<T extends keyof Database> = Insertable<Database[T]>;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const SIZES = arg('--brokers', '2000,20000').split(',').map(Number);
const ENGINES = arg('--engines', 'sqlite,postgres').split(',');
const SLICE = Number(arg('--slice', String(SCORING_SLICE)));
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const NOW = new Date('2026-11-24T07:00:00.000Z');
const iso = NOW.toISOString();
const provenance = { source: 'bench', source_url: null, retrieved_at: iso, updated_at: iso };

/** A small deterministic generator (mulberry32): the same data on every run and engine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  };
}

const SYLLABLES = [
  'har',
  'bour',
  'sum',
  'mit',
  'at',
  'las',
  'no',
  'va',
  'ver',
  'tex',
  'crown',
  'or',
  'bit',
  'ze',
  'nith',
  'al',
  'pine',
  'pa',
  'ci',
  'fic',
  'del',
  'ta',
  'a',
  'pex',
  'co',
  'balt',
  'fal',
  'con',
  'ri',
  'go',
  'ken',
  'su',
  'mi',
  'lo',
];
const TRADES = ['Markets', 'FX', 'Trade', 'Capital', 'Prime', 'Global', 'Invest', 'Securities'];
const ENDINGS = ['com', 'eu', 'net', 'co.uk', 'com.au', 'io'];
const KEYS = Object.keys(REGULATOR_TIER_BY_KEY);

async function seed(db: Db['db'], count: number) {
  const r = prng(count);
  const brokers: Row<'brokers'>[] = [];
  const companies: Row<'companies'>[] = [];
  const links: Row<'broker_companies'>[] = [];
  const licences: Row<'licences'>[] = [];
  const websites: Row<'broker_websites'>[] = [];
  const accounts: Row<'broker_accounts'>[] = [];
  const software: Row<'broker_software'>[] = [];
  const claims: Row<'broker_claims'>[] = [];
  const warnings: Row<'regulator_warnings'>[] = [];
  const licensedNumbers: Array<{ key: string; number: string }> = [];
  const licensedDomains: string[] = [];
  const labels = new Set<string>();
  for (let i = 0; i < count; i++) {
    const id = stableId('broker', `bench-${i}`);
    // Brand names as real ones look (a made-up word and a trade word): near-duplicates happen by chance, as they do.
    const word = Array.from({ length: r.int(3, 5) }, () => r.pick(SYLLABLES)).join('');
    const name = `${word[0].toUpperCase()}${word.slice(1)} ${r.pick(TRADES)}`;
    brokers.push({
      id,
      code: String(i + 1).padStart(10, '0'),
      name,
      normalised_name: name.toLowerCase(),
      country: 'GB',
      founded_year: r.int(1995, 2026),
      status: 'active',
      description: null,
      contact_phone: null,
      contact_other: null,
      trial_users: null,
      trading_orders: null,
      margin_used_usd: null,
      influence: null,
      environment: 'STP',
      capital_ratio: r.next() < 0.6 ? Math.round(r.next() * 300) / 100 : null,
      score: null,
      score_detail: null,
      rank: null,
      scored_at: null,
      content_hash: 'h',
      ...provenance,
    });
    const licensed = r.next() < 0.7;
    const companyCount = r.int(1, 3);
    let claimCount = 0;
    let label = name.toLowerCase().replace(/\s+/g, r.next() < 0.5 ? '-' : '');
    while (labels.has(label)) label += r.pick(SYLLABLES);
    labels.add(label);
    for (let c = 0; c < companyCount; c++) {
      const cid = stableId('company', `bench-${i}-${c}`);
      companies.push({
        id: cid,
        ...companyFields('gb', `B${i}-${c}`, `${name} ${c ? `(${c})` : ''} Ltd`, `${name.toLowerCase()} ltd`, {
          current_status: 'Active',
          inactive: r.next() < 0.1 ? (1 as const) : (0 as const),
          incorporation_date: `${r.int(1995, 2025)}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
          accounts_next_due: r.next() < 0.1 ? '2026-06-30' : '2027-06-30',
          accounts_last_made_up: r.next() < 0.7 ? '2025-12-31' : null,
        }),
        content_hash: 'h',
        ...provenance,
      });
      links.push({ broker_id: id, company_id: cid, role: c ? 'operator' : 'licensee' });
      if (!licensed) continue;
      for (let p = 0, n = r.int(1, 2); p < n; p++) {
        const key = r.pick(KEYS);
        const number = `${key.toUpperCase()}-${i}${c}${p}`;
        const roll = r.next();
        licences.push({
          company_id: cid,
          position: p,
          regulator: key.toUpperCase(),
          regulator_country: 'GB',
          licence_type: 'Investment firm',
          licence_number: number,
          status: roll < 0.85 ? 'active' : roll < 0.9 ? 'exceeded' : roll < 0.95 ? 'revoked' : 'expired',
          granted_on: '2015-01-01',
          expires_on: null,
          regulator_key: key,
          record_url: `https://register.example/${key}/${number}`,
          scope: null,
          ended_on: null,
          ...provenance,
        });
        licensedNumbers.push({ key, number });
        claims.push({ broker_id: id, position: claimCount++, regulator_key: key, licence_number: number, claimed_holder: null });
      }
    }
    for (let w = 0, n = r.int(1, 3); w < n; w++) {
      const domain = `${label}${w ? `-${w}` : ''}.${w ? r.pick(ENDINGS) : ENDINGS[0]}`;
      websites.push({
        broker_id: id,
        position: w,
        url: `https://${domain}`,
        domain,
        kind: w ? 'trading' : 'official',
        registered_on: r.next() < 0.05 ? '2026-08-01' : '2014-03-01',
        checked_on: null,
      });
      if (licensed) licensedDomains.push(domain);
    }
    // Clones: another firm's licence number, or a licensed broker's domain on another ending.
    if (!licensed && licensedNumbers.length && r.next() < 0.05 / 0.3) {
      const victim = r.pick(licensedNumbers);
      claims.push({ broker_id: id, position: 10, regulator_key: victim.key, licence_number: victim.number, claimed_holder: null });
    } else if (!licensed && r.next() < 0.1)
      claims.push({ broker_id: id, position: 10, regulator_key: 'asic', licence_number: `${900000 + i}`, claimed_holder: null });
    if (!licensed && licensedDomains.length && r.next() < 0.03 / 0.3) {
      const copied = r.pick(licensedDomains).replace(/\.[a-z.]+$/, '.vip');
      websites.push({
        broker_id: id,
        position: 9,
        url: `https://${copied}`,
        domain: copied,
        kind: 'mirror',
        registered_on: '2026-10-01',
        checked_on: null,
      });
    }
    for (let a = 0, n = r.int(2, 4); a < n; a++)
      accounts.push({
        broker_id: id,
        position: a,
        name: ['Standard', 'Pro', 'ECN', 'Islamic'][a],
        spread_pips: 1,
        commission: null,
        max_leverage: r.pick([30, 50, 100, 200, 500]),
        min_deposit: 100,
        currency: 'USD',
        instruments: null,
      });
    for (let s = 0, n = r.int(1, 2); s < n; s++)
      software.push({
        broker_id: id,
        position: s,
        platform: s ? 'MT4' : 'MT5',
        server_name: `${label}-Live${s}`,
        server_company: r.next() < 0.8 ? `${name}  Ltd` : 'White Label Services LLC',
        server_country: r.pick(['GB', 'CY', 'SC', 'AU']),
        ping_ms: null,
        checked_on: null,
      });
    if (r.next() < 0.08) {
      const domain = `${label}.${ENDINGS[0]}`;
      warnings.push({
        id: stableId('warning', 'fca', `https://www.fca.org.uk/news/warnings/${label}`),
        regulator_key: r.pick(['fca', 'asic', 'cysec', 'consob']),
        name: `${name} (unauthorised firm)`,
        domain,
        licence_number: null,
        published_on: '2026-05-01',
        url: `https://www.fca.org.uk/news/warnings/${label}`,
        details: r.next() < 0.2 ? 'Clone of an authorised firm' : null,
        broker_id: null,
        ...provenance,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await bulkInsert(trx, 'brokers', brokers, { bulkLoad: true });
    await bulkInsert(trx, 'companies', companies, { bulkLoad: true });
    await bulkInsert(trx, 'broker_companies', links, { bulkLoad: true });
    await bulkInsert(trx, 'licences', licences, { bulkLoad: true });
    await bulkInsert(trx, 'broker_websites', websites, { bulkLoad: true });
    await bulkInsert(trx, 'broker_accounts', accounts, { bulkLoad: true });
    await bulkInsert(trx, 'broker_software', software, { bulkLoad: true });
    await bulkInsert(trx, 'broker_claims', claims, { bulkLoad: true });
    await bulkInsert(trx, 'regulator_warnings', warnings, { bulkLoad: true });
  });
  return { licences: licences.length, websites: websites.length, claims: claims.length, warnings: warnings.length };
}

async function open(engine: string): Promise<{ handle: Db; where: string[]; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-brokers-'));
    const handle = openDb({ sqlitePath: join(dir, 'brokers.db'), databaseUrl: '' });
    await migrateToLatest(handle.db);
    return {
      handle,
      where: [join(dir, 'brokers.db')],
      drop: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const schema = `bench_brokers_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDb({ databaseUrl: PG_URL, pgSchema: schema });
  await migrateToLatest(handle.db, schema);
  return {
    handle,
    where: [PG_URL, schema],
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

for (const engine of ENGINES)
  for (const size of SIZES) {
    const { handle, where, drop } = await open(engine);
    try {
      const seedStart = performance.now();
      const counts = await seed(handle.db, size);
      console.log(
        `${engine}: ${size.toLocaleString('en')} brokers, ${counts.licences.toLocaleString('en')} licences, ${counts.websites.toLocaleString('en')} websites, ` +
          `${counts.claims.toLocaleString('en')} claims, ${counts.warnings.toLocaleString('en')} warnings seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
      );
      /** One scoring run in a process of its own (its peak RSS is the job's alone). */
      const run = (): { summary: ScoringSummary; cpu: number; peakRss: number } =>
        JSON.parse(
          execFileSync(
            process.execPath,
            ['--disable-warning=ExperimentalWarning', 'scripts/lib/score-child.ts', engine, ...where, NOW.toISOString(), String(SLICE)],
            { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8', maxBuffer: 1 << 20 },
          )
            .trim()
            .split('\n')
            .at(-1)!,
        );
      const first = run();
      const reasons = await handle.db
        .selectFrom('broker_clones')
        .select(['reason', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('reason')
        .orderBy('reason')
        .execute();
      const second = run();
      console.log(
        `  slice ${SLICE}: first run ${(first.summary.ms / 1000).toFixed(2)} s, ${first.cpu.toFixed(2)} s CPU, peak RSS ${mb(first.peakRss)} (${first.summary.changed.toLocaleString('en')} changed, ${first.summary.clones.toLocaleString('en')} clone findings: ${reasons.map((x) => `${x.reason} ${Number(x.n).toLocaleString('en')}`).join(', ')}); ` +
          `second run ${(second.summary.ms / 1000).toFixed(2)} s, ${second.cpu.toFixed(2)} s CPU, peak RSS ${mb(second.peakRss)} (${second.summary.changed} changed); ` +
          `budget 10 s: ${first.summary.ms < 10_000 && second.summary.ms < 10_000 ? 'met' : 'MISSED'}`,
      );
    } finally {
      await drop();
    }
  }
