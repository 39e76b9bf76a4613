import type { Kysely } from 'kysely';
import { COMPARE_MAX, COMPARE_MIN, compareHref, readCompareRequest } from '../../lib/compare-ids.ts';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { gradeOf, starsOf, type Grade } from '../../lib/grades.ts';
import { parseScoreDetail, SCORE_INDICES, type ScoreIndex } from '../../lib/broker-score-detail.ts';
import { inForce, withdrawn } from '../../lib/licence-status.ts';
import type { MessageInputs, MessageKey } from '../../i18n/t.ts';
import type { Database } from '../db/schema.ts';
import { normaliseName } from '../import/normalise.ts';
import { regulatorByKey } from '../regulators/regulator-catalogue.ts';
import { regulatorId } from '../regulators/regulator-ids.ts';
import {
  accountsOfBrokers,
  brokersByKeys,
  countsByBroker,
  licencesOfBrokers,
  softwareOfBrokers,
  vpsPlansByBroker,
  websitesOfBrokers,
} from './broker-compare.repository.ts';

type Db = Kysely<Database>;

/** Tokens looked up at most: a longer list is cut (only four columns are shown anyway). */
const TOKENS_MAX = 8;

export interface CompareColumn {
  id: string;
  code: string;
  name: string;
  country: string | null;
  status: string;
  foundedYear: number | null;
  /** Whole years since the founding year, as of the comparison's date. */
  yearsOperating: number | null;
  score: number | null;
  grade: Grade | null;
  stars: number | null;
  rank: number | null;
  indices: Record<ScoreIndex, number | null>;
  /** Licences in force, by regulator (catalogue regulators link to their page). */
  licencesInForce: Array<{ regulator: string; regulatorId: string | null; count: number }>;
  /** Licences the regulator revoked or suspended. */
  withdrawnLicences: number;
  warnings: number;
  clones: number;
  accounts: number;
  minDeposit: { amount: number; currency: string | null } | null;
  maxLeverage: number | null;
  spreadFrom: number | null;
  platforms: string[];
  vpsPlans: number;
  websites: Array<{ url: string; domain: string }>;
}

export interface CompareNotice {
  key: MessageKey;
  params?: MessageInputs;
}

export type ComparePage =
  | { type: 'redirect'; location: string }
  | { type: 'page'; columns: CompareColumn[]; notices: CompareNotice[]; ids: string[]; canonical: string };

/**
 * A comparison from the address: `ids` (broker ids, trader codes or exact names, comma separated, in
 * column order) and `add` (one more, from the page's form). When every token names one broker and
 * nothing needs saying, an address in another form (codes, a name, an added broker) is redirected to
 * the shareable form, ids in order; otherwise the page shows what it could find and says why the rest
 * is missing: unknown, ambiguous, repeated, too many, too few.
 */
export async function loadComparison(db: Db, lang: string, ids: string | null, add: string | null, now = new Date()): Promise<ComparePage> {
  const req = readCompareRequest(ids, add);
  const notices: CompareNotice[] = [];
  const tokens = req.tokens.slice(0, TOKENS_MAX);
  const keys = { ids: [] as string[], codes: [] as string[], names: [] as string[] };
  for (const t of tokens) {
    if (RECORD_ID.test(t.toLowerCase())) keys.ids.push(t.toLowerCase());
    else if (/^\d{1,20}$/.test(t)) keys.codes.push(t);
    else keys.names.push(normaliseName(t));
  }
  const found = tokens.length ? await brokersByKeys(db, keys) : [];
  const chosen: typeof found = [];
  const unknown: string[] = [];
  const ambiguous: string[] = [];
  const duplicates = [...req.duplicates];
  for (const t of tokens) {
    const low = t.toLowerCase();
    const byIdOrCode = found.filter((b) => b.id === low || b.code === t);
    const matches = byIdOrCode.length ? byIdOrCode : found.filter((b) => b.normalised_name === normaliseName(t));
    if (matches.length === 0) unknown.push(t);
    else if (matches.length > 1) ambiguous.push(t);
    else if (chosen.some((b) => b.id === matches[0].id)) duplicates.push(t);
    else chosen.push(matches[0]);
  }
  if (unknown.length) notices.push({ key: 'compare.unknown', params: { list: unknown.join(', ') } });
  if (ambiguous.length) notices.push({ key: 'compare.ambiguous', params: { list: ambiguous.join(', ') } });
  if (duplicates.length) notices.push({ key: 'compare.duplicates', params: { list: duplicates.join(', ') } });
  if (chosen.length > COMPARE_MAX || req.tokens.length > TOKENS_MAX) {
    notices.push({ key: 'compare.tooMany', params: { max: COMPARE_MAX } });
    chosen.splice(COMPARE_MAX);
  }
  const chosenIds = chosen.map((b) => b.id);
  const canonical = compareHref(lang, chosenIds);
  const asked = (ids ?? '') + (add ? `,${add}` : '');
  if (!notices.length && chosenIds.length && asked !== chosenIds.join(',')) return { type: 'redirect', location: canonical };
  if (chosenIds.length < COMPARE_MIN) notices.push({ key: 'compare.tooFew', params: { min: COMPARE_MIN } });
  return { type: 'page', columns: chosen.length ? await columnsOf(db, chosen, now) : [], notices, ids: chosenIds, canonical };
}

async function columnsOf(db: Db, brokers: Awaited<ReturnType<typeof brokersByKeys>>, now: Date): Promise<CompareColumn[]> {
  const ids = brokers.map((b) => b.id);
  const [licences, warnings, clones, accounts, software, websites, vps] = await Promise.all([
    licencesOfBrokers(db, ids),
    countsByBroker(db, 'regulator_warnings', ids),
    countsByBroker(db, 'broker_clones', ids),
    accountsOfBrokers(db, ids),
    softwareOfBrokers(db, ids),
    websitesOfBrokers(db, ids),
    vpsPlansByBroker(db, ids),
  ]);
  const year = now.getUTCFullYear();
  return brokers.map((b) => {
    const own = <T extends { broker_id: string | null }>(rows: T[]) => rows.filter((r) => r.broker_id === b.id);
    const detail = parseScoreDetail(b.score_detail);
    const score = b.score === null ? null : Number(b.score);
    const indices = Object.fromEntries(SCORE_INDICES.map((i) => [i, detail?.indices.find((x) => x.index === i)?.value ?? null])) as Record<
      ScoreIndex,
      number | null
    >;
    const byRegulator = new Map<string, { regulator: string; regulatorId: string | null; count: number }>();
    let withdrawnLicences = 0;
    for (const l of own(licences)) {
      if (withdrawn(l.status)) withdrawnLicences++;
      if (!inForce(l.status)) continue;
      const entry = l.regulator_key ? regulatorByKey(l.regulator_key) : undefined;
      const key = entry?.key ?? l.regulator;
      const row = byRegulator.get(key) ?? {
        regulator: entry?.shortName ?? l.regulator,
        regulatorId: entry ? regulatorId(entry.key) : null,
        count: 0,
      };
      row.count++;
      byRegulator.set(key, row);
    }
    const acc = own(accounts);
    const deposits = acc.filter((a) => a.min_deposit !== null).sort((x, y) => Number(x.min_deposit) - Number(y.min_deposit));
    const leverages = acc.map((a) => a.max_leverage).filter((v): v is number => v !== null);
    const spreads = acc
      .map((a) => a.spread_pips)
      .filter((v): v is number => v !== null)
      .map(Number);
    return {
      id: b.id,
      code: b.code,
      name: b.name,
      country: b.country,
      status: b.status,
      foundedYear: b.founded_year,
      yearsOperating: b.founded_year ? Math.max(0, year - b.founded_year) : null,
      score,
      grade: score === null ? null : gradeOf(score),
      stars: score === null ? null : starsOf(score),
      rank: b.rank,
      indices,
      licencesInForce: [...byRegulator.values()].sort((x, y) => y.count - x.count || x.regulator.localeCompare(y.regulator)),
      withdrawnLicences,
      warnings: warnings.get(b.id) ?? 0,
      clones: clones.get(b.id) ?? 0,
      accounts: acc.length,
      minDeposit: deposits.length ? { amount: Number(deposits[0].min_deposit), currency: deposits[0].currency } : null,
      maxLeverage: leverages.length ? Math.max(...leverages.map(Number)) : null,
      spreadFrom: spreads.length ? Math.min(...spreads) : null,
      platforms: [...new Set(own(software).map((s) => s.platform))],
      vpsPlans: vps.get(b.id) ?? 0,
      websites: own(websites).map((w) => ({ url: w.url, domain: w.domain })),
    };
  });
}
