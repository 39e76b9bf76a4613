import type { CloneFinding, CloneWarning, UnverifiedClaim } from './broker-clones.ts';
import type { BrokerScoreDetail, IndexScore, ScoreEvidence, ScoreIndex, ScorePoint } from './broker-score-detail.ts';
import { inForce } from './licence-status.ts';
import { RETAIL_LEVERAGE_CAP, regulatorTier, type RegulatorTier } from './regulator-tiers.ts';

/**
 * The broker score: five indices of 0–10, each the sum of published rules over cited records, weighed
 * into one 0–10 score. Every number below is printed on the "How we score brokers" page from these
 * constants, so the page and the code cannot disagree. Nothing a broker pays (advertising, placement,
 * account-opening links) is an input: the facts are register records, the broker's own published
 * data, regulators' warnings and members' complaints that staff approved.
 *
 * An index starts at its base (licence 0, regulation 10, business 0, software 0, risk 10), each rule
 * adds or takes its points, and the index is clamped to 0–10. Rules with a cap ("at most −4") stop
 * counting there. The score is the weighted sum of the indices, rounded to 2 decimals.
 */
/**
 * Raised with every change of a rule, so a stored score says which rules made it.
 * 2: a regulator's clone warning counts once, as the clone finding it is, not also as a warning.
 */
export const BROKER_SCORE_VERSION = 2;

/** Share of each index in the score (they add up to 1). */
export const SCORE_WEIGHTS: Readonly<Record<ScoreIndex, number>> = Object.freeze({
  licence: 0.3,
  regulation: 0.25,
  business: 0.15,
  software: 0.1,
  risk: 0.2,
});

/** Where each index starts before its rules. */
export const INDEX_BASE: Readonly<Record<ScoreIndex, number>> = Object.freeze({
  licence: 0,
  regulation: 10,
  business: 0,
  software: 0,
  risk: 10,
});

/** A domain registered less than this many days before the day of scoring is young (a risk). */
export const YOUNG_DOMAIN_DAYS = 365;
/** Accounts made up within this many months count as filed. */
export const ACCOUNTS_FRESH_MONTHS = 18;

/** Every rule's points (and caps), by index: the one table the code applies and the page prints. */
export const SCORE_RULES = {
  licence: {
    /** Each licence in force, by its regulator's tier. */
    tier1: { points: 6 },
    tier2: { points: 4 },
    tier3: { points: 2 },
  },
  regulation: {
    revoked: { points: -4 },
    suspended: { points: -3 },
    expired: { points: -1 },
    exceeded: { points: -2 },
    warning: { points: -3 },
    clone: { points: -5 },
    unverifiedClaim: { points: -2 },
  },
  business: {
    /** Per full year since the brand was founded (or its oldest company was incorporated), at most `max`. */
    years: { points: 0.5, max: 5 },
    /** Per own company the register shows as going (not dissolved, not inactive), at most `max`. */
    activeCompanies: { points: 1, max: 2 },
    accountsFiled: { points: 1 },
    /** Per own company whose accounts are overdue. */
    accountsOverdue: { points: -1 },
    capitalStrong: { points: 2, ratio: 1.5 },
    capitalAdequate: { points: 1, ratio: 1 },
    capitalShort: { points: -2 },
    /** Per account offering more leverage than any of the broker's licences in force allows retail clients. */
    leverageAboveCap: { points: -2 },
  },
  software: {
    platformKnown: { points: 3 },
    serverOwn: { points: 4 },
    serverOther: { points: -2 },
    serverWhereLicensed: { points: 3 },
  },
  risk: {
    /** No licence in force at all: the spec's "No valid regulatory information, please be aware of the risk". */
    noLicence: { points: -10 },
    /** Per approved complaint the broker has not answered, at most `max`. */
    complaintUnanswered: { points: -1, max: -4 },
    /** Per approved complaint the broker answered, at most `max`. */
    complaintAnswered: { points: -0.25, max: -2 },
    /** Per young domain, at most `max`. */
    youngDomain: { points: -2, max: -4 },
  },
} as const;

/** Platforms whose name we recognise (anything else is shown as given, and earns no point). */
export const KNOWN_PLATFORMS = ['MT4', 'MT5', 'cTrader', 'TradingView', 'NinjaTrader', 'DXtrade', 'Match-Trader'] as const;

export interface BrokerLicenceFact {
  companyId: string;
  companyName: string;
  regulatorKey: string | null;
  /** The regulator's name as the record gives it. */
  regulator: string;
  regulatorCountry: string | null;
  number: string | null;
  status: string;
  recordUrl: string | null;
  grantedOn: string | null;
  endedOn: string | null;
  expiresOn: string | null;
}

export interface BrokerCompanyFact {
  id: string;
  name: string;
  role: string;
  incorporationDate: string | null;
  going: boolean;
  accountsLastMadeUp: string | null;
  accountsNextDue: string | null;
}

/** A member's complaint as the score reads it: only complaints staff approved are ever passed in. */
export interface ComplaintFact {
  id: string;
  approved: true;
  category: string;
  date: string;
  /** The broker answered it. */
  replied: boolean;
}

export interface BrokerFacts {
  id: string;
  name: string;
  foundedYear: number | null;
  capitalRatio: number | null;
  companies: BrokerCompanyFact[];
  licences: BrokerLicenceFact[];
  websites: Array<{ domain: string; url: string; registeredOn: string | null }>;
  accounts: Array<{ name: string; maxLeverage: number | null }>;
  software: Array<{ platform: string; serverName: string | null; serverCompany: string | null; serverCountry: string | null }>;
  warnings: CloneWarning[];
  /** Clone findings where this broker is the clone. */
  clones: CloneFinding[];
  unverifiedClaims: UnverifiedClaim[];
  complaints: ComplaintFact[];
}

const RULE = 'broker.score.rule.';
const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number) => Math.min(10, Math.max(0, n));
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A licence as a record a reader can open. */
export function licenceRecord(l: BrokerLicenceFact): ScoreEvidence {
  return {
    kind: 'licence',
    id: l.companyId,
    label: `${l.regulator} ${l.number ?? ''}`.trim(),
    url: l.recordUrl,
    date: l.endedOn ?? l.grantedOn,
    source: l.companyName,
  };
}

/** Whether a licence may be acted under on the day: in force by the regulator's word and not past its end. */
export function licenceInForce(l: BrokerLicenceFact, asOf: string): boolean {
  if (!inForce(l.status)) return false;
  if (l.endedOn && l.endedOn <= asOf) return false;
  return !(l.expiresOn && l.expiresOn < asOf);
}

/** A name compared with a company's: lower case, letters and digits only. */
const plain = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function licenceIndex(f: BrokerFacts, asOf: string): ScorePoint[] {
  return f.licences
    .filter((l) => licenceInForce(l, asOf))
    .map((l) => {
      const tier: RegulatorTier = regulatorTier(l.regulatorKey);
      return {
        rule: `${RULE}licence.tier${tier}`,
        points: SCORE_RULES.licence[`tier${tier}`].points,
        vars: { regulator: l.regulator, number: l.number ?? '', tier },
        evidence: [licenceRecord(l)],
      };
    });
}

/**
 * The warnings that count as warnings: each once, and not one that a clone finding cites (a regulator's
 * clone warning is that finding's record: rule (b) of src/lib/broker-clones.ts). The score and the risk
 * list both read this, so neither counts one record twice.
 */
export function standaloneWarnings(f: Pick<BrokerFacts, 'warnings' | 'clones'>): BrokerFacts['warnings'] {
  const cited = new Set(f.clones.flatMap((c) => c.evidence.filter((e) => e.kind === 'warning').map((e) => e.id)));
  return [...new Map(f.warnings.map((w) => [w.id, w])).values()].filter((w) => !cited.has(w.id));
}

function regulationIndex(f: BrokerFacts, asOf: string): ScorePoint[] {
  const r = SCORE_RULES.regulation;
  const out: ScorePoint[] = [];
  for (const l of f.licences) {
    const vars = { regulator: l.regulator, number: l.number ?? '' };
    if (l.status === 'revoked')
      out.push({ rule: `${RULE}regulation.revoked`, points: r.revoked.points, vars, evidence: [licenceRecord(l)] });
    else if (l.status === 'suspended')
      out.push({ rule: `${RULE}regulation.suspended`, points: r.suspended.points, vars, evidence: [licenceRecord(l)] });
    else if (l.status === 'expired' || (inForce(l.status) && !licenceInForce(l, asOf)))
      out.push({ rule: `${RULE}regulation.expired`, points: r.expired.points, vars, evidence: [licenceRecord(l)] });
    else if (l.status === 'exceeded')
      out.push({ rule: `${RULE}regulation.exceeded`, points: r.exceeded.points, vars, evidence: [licenceRecord(l)] });
  }
  for (const w of standaloneWarnings(f))
    out.push({
      rule: `${RULE}regulation.warning`,
      points: r.warning.points,
      vars: { regulator: w.regulatorKey.toUpperCase(), date: w.publishedOn ?? '' },
      evidence: [{ kind: 'warning', id: w.id, label: w.name, url: w.url, date: w.publishedOn, source: w.regulatorKey }],
    });
  for (const c of f.clones)
    out.push({ rule: `${RULE}regulation.clone`, points: r.clone.points, vars: { reason: c.reason }, evidence: c.evidence });
  for (const c of f.unverifiedClaims)
    out.push({
      rule: `${RULE}regulation.unverifiedClaim`,
      points: r.unverifiedClaim.points,
      vars: { regulator: c.regulatorKey.toUpperCase(), number: c.number },
      evidence: [{ kind: 'claim', label: `${c.regulatorKey.toUpperCase()} ${c.number}`, source: f.name }],
    });
  return out;
}

function businessIndex(f: BrokerFacts, asOf: string): ScorePoint[] {
  const r = SCORE_RULES.business;
  const out: ScorePoint[] = [];
  const year = Number(asOf.slice(0, 4));
  const incorporated = f.companies
    .map((c) => c.incorporationDate)
    .filter((d): d is string => !!d)
    .sort()[0];
  // The brand's own founding year, else its oldest company: whichever says longer is still a record.
  const sinceFounded = f.foundedYear ? year - f.foundedYear : null;
  const sinceIncorporated = incorporated ? Math.floor(daysBetween(incorporated, asOf) / 365.25) : null;
  const years = Math.max(sinceFounded ?? 0, sinceIncorporated ?? 0);
  if (years > 0) {
    const useFounded = (sinceFounded ?? 0) >= (sinceIncorporated ?? 0);
    const oldest = f.companies.find((c) => c.incorporationDate === incorporated);
    out.push({
      rule: `${RULE}business.years`,
      points: Math.min(r.years.max, years * r.years.points),
      vars: { years },
      evidence: [
        useFounded || !oldest
          ? { kind: 'broker', id: f.id, label: f.name, date: String(f.foundedYear) }
          : { kind: 'company', id: oldest.id, label: oldest.name, date: oldest.incorporationDate },
      ],
    });
  }
  const going = f.companies.filter((c) => c.going);
  if (going.length)
    out.push({
      rule: `${RULE}business.activeCompanies`,
      points: Math.min(r.activeCompanies.max, going.length * r.activeCompanies.points),
      vars: { count: going.length },
      evidence: going.map((c) => ({ kind: 'company', id: c.id, label: c.name, date: c.incorporationDate })),
    });
  const freshSince = new Date(Date.parse(asOf));
  freshSince.setUTCMonth(freshSince.getUTCMonth() - ACCOUNTS_FRESH_MONTHS);
  const filed = f.companies.filter((c) => c.accountsLastMadeUp && c.accountsLastMadeUp >= freshSince.toISOString().slice(0, 10));
  if (filed.length)
    out.push({
      rule: `${RULE}business.accountsFiled`,
      points: r.accountsFiled.points,
      vars: {
        months: ACCOUNTS_FRESH_MONTHS,
        date: filed
          .map((c) => c.accountsLastMadeUp!)
          .sort()
          .at(-1)!,
      },
      evidence: filed.map((c) => ({ kind: 'company', id: c.id, label: c.name, date: c.accountsLastMadeUp })),
    });
  for (const c of f.companies)
    if (c.going && c.accountsNextDue && c.accountsNextDue < asOf)
      out.push({
        rule: `${RULE}business.accountsOverdue`,
        points: r.accountsOverdue.points,
        vars: { company: c.name, date: c.accountsNextDue },
        evidence: [{ kind: 'company', id: c.id, label: c.name, date: c.accountsNextDue }],
      });
  if (f.capitalRatio != null) {
    // {ratio} is the rule's threshold (what its text states); the broker's own ratio is `actual`.
    const actual = Math.round(f.capitalRatio * 100);
    const evidence: ScoreEvidence[] = [{ kind: 'broker', id: f.id, label: `${f.name}: ${actual} %` }];
    if (f.capitalRatio >= r.capitalStrong.ratio)
      out.push({
        rule: `${RULE}business.capitalStrong`,
        points: r.capitalStrong.points,
        vars: { ratio: r.capitalStrong.ratio * 100, actual },
        evidence,
      });
    else if (f.capitalRatio >= r.capitalAdequate.ratio)
      out.push({
        rule: `${RULE}business.capitalAdequate`,
        points: r.capitalAdequate.points,
        vars: { ratio: r.capitalAdequate.ratio * 100, actual },
        evidence,
      });
    else
      out.push({
        rule: `${RULE}business.capitalShort`,
        points: r.capitalShort.points,
        vars: { ratio: r.capitalAdequate.ratio * 100, actual },
        evidence,
      });
  }
  // A licence's retail cap binds only if every licence in force has one: the broker may serve retail
  // clients under its least strict licence, so that licence's cap (or none) is the limit.
  const caps = f.licences
    .filter((l) => licenceInForce(l, asOf))
    .map((l) => (l.regulatorKey ? RETAIL_LEVERAGE_CAP[l.regulatorKey] : undefined));
  if (caps.length && caps.every((c) => c != null)) {
    const cap = Math.max(...(caps as number[]));
    for (const a of f.accounts)
      if (a.maxLeverage != null && a.maxLeverage > cap)
        out.push({
          rule: `${RULE}business.leverageAboveCap`,
          points: r.leverageAboveCap.points,
          vars: { account: a.name, leverage: a.maxLeverage, cap },
          evidence: [{ kind: 'account', label: `${a.name} 1:${a.maxLeverage}`, source: f.name }],
        });
  }
  return out;
}

function softwareIndex(f: BrokerFacts, asOf: string): ScorePoint[] {
  const r = SCORE_RULES.software;
  const out: ScorePoint[] = [];
  const known = f.software.filter((s) => KNOWN_PLATFORMS.some((p) => p.toLowerCase() === s.platform.toLowerCase()));
  if (known.length)
    out.push({
      rule: `${RULE}software.platformKnown`,
      points: r.platformKnown.points,
      vars: { platforms: [...new Set(known.map((s) => s.platform))].join(', ') },
      evidence: known.map((s) => ({ kind: 'software', label: s.serverName ? `${s.platform} ${s.serverName}` : s.platform })),
    });
  const own = new Set(f.companies.map((c) => plain(c.name)));
  const servers = f.software.filter((s) => /^mt[45]$/i.test(s.platform) && s.serverCompany);
  const ownServers = servers.filter((s) => own.has(plain(s.serverCompany!)));
  const evidenceOf = (s: (typeof servers)[number]): ScoreEvidence => ({
    kind: 'software',
    label: `${s.platform} ${s.serverName ?? ''}`.trim(),
    source: s.serverCompany,
  });
  if (ownServers.length)
    out.push({
      rule: `${RULE}software.serverOwn`,
      points: r.serverOwn.points,
      vars: { company: ownServers[0].serverCompany! },
      evidence: ownServers.map(evidenceOf),
    });
  else if (servers.length)
    out.push({
      rule: `${RULE}software.serverOther`,
      points: r.serverOther.points,
      vars: { company: servers[0].serverCompany! },
      evidence: servers.map(evidenceOf),
    });
  const licensedIn = new Set(
    f.licences.filter((l) => licenceInForce(l, asOf) && l.regulatorCountry).map((l) => l.regulatorCountry!.toUpperCase()),
  );
  const located = f.software.filter((s) => s.serverCountry && licensedIn.has(s.serverCountry.toUpperCase()));
  if (located.length)
    out.push({
      rule: `${RULE}software.serverWhereLicensed`,
      points: r.serverWhereLicensed.points,
      vars: { country: located[0].serverCountry!.toUpperCase() },
      evidence: located.map((s) => ({ kind: 'software', label: `${s.platform} ${s.serverName ?? ''}`.trim(), source: s.serverCountry })),
    });
  return out;
}

function riskIndex(f: BrokerFacts, asOf: string): ScorePoint[] {
  const r = SCORE_RULES.risk;
  const out: ScorePoint[] = [];
  if (!f.licences.some((l) => licenceInForce(l, asOf)))
    out.push({ rule: `${RULE}risk.noLicence`, points: r.noLicence.points, evidence: [{ kind: 'broker', id: f.id, label: f.name }] });
  // Only approved complaints are passed in; the filter is repeated so no other kind can ever count.
  const approved = f.complaints.filter((c) => c.approved === true);
  const capped = (list: ComplaintFact[], rule: { points: number; max: number }, key: string) => {
    if (!list.length) return;
    out.push({
      rule: `${RULE}risk.${key}`,
      points: Math.max(rule.max, list.length * rule.points),
      vars: { count: list.length },
      evidence: list.map((c) => ({ kind: 'complaint', id: c.id, label: c.category, date: c.date, source: 'member' })),
    });
  };
  capped(
    approved.filter((c) => !c.replied),
    r.complaintUnanswered,
    'complaintUnanswered',
  );
  capped(
    approved.filter((c) => c.replied),
    r.complaintAnswered,
    'complaintAnswered',
  );
  const young = f.websites.filter((w) => w.registeredOn && daysBetween(w.registeredOn, asOf) < YOUNG_DOMAIN_DAYS);
  if (young.length)
    out.push({
      rule: `${RULE}risk.youngDomain`,
      points: Math.max(r.youngDomain.max, young.length * r.youngDomain.points),
      vars: { count: young.length, days: YOUNG_DOMAIN_DAYS },
      evidence: young.map((w) => ({ kind: 'website', label: w.domain, url: w.url, date: w.registeredOn })),
    });
  return out;
}

const INDEX_RULES: Record<ScoreIndex, (f: BrokerFacts, asOf: string) => ScorePoint[]> = {
  licence: licenceIndex,
  regulation: regulationIndex,
  business: businessIndex,
  software: softwareIndex,
  risk: riskIndex,
};

/** Scores a broker as of a day ('YYYY-MM-DD'): the five indices with every point and its records. */
export function scoreBroker(f: BrokerFacts, asOf: string): BrokerScoreDetail {
  const indices: IndexScore[] = (Object.keys(INDEX_RULES) as ScoreIndex[]).map((index) => {
    const points = INDEX_RULES[index](f, asOf).map((p) => ({ ...p, points: round2(p.points) }));
    const value = round2(clamp(points.reduce((sum, p) => sum + p.points, INDEX_BASE[index])));
    return { index, value, weight: SCORE_WEIGHTS[index], points };
  });
  const score = round2(clamp(indices.reduce((sum, i) => sum + i.value * i.weight, 0)));
  return { version: BROKER_SCORE_VERSION, score, indices, asOf };
}
