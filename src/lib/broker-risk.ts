import type { CloneFinding } from './broker-clones.ts';
import type { ScoreEvidence } from './broker-score-detail.ts';
import { licenceInForce, licenceRecord, standaloneWarnings, YOUNG_DOMAIN_DAYS, type BrokerFacts } from './broker-score.ts';

/**
 * The risk list of a broker page: what a trader should know before sending money, each item with its
 * severity and the records that show it. It reads the same facts as the score (src/lib/broker-score.ts)
 * so the list and the score never tell different stories; its texts are `broker.risk.<kind>`.
 *
 * | item | severity |
 * |---|---|
 * | no licence in force at all | high |
 * | found to copy another firm (each clone finding) | high |
 * | a regulator's warning (once; not when a clone finding already cites it) | high |
 * | a licence revoked / suspended | high |
 * | a licence exceeded (acts beyond its scope) | medium |
 * | a licence claimed that we could not find on record | medium |
 * | the MT4/MT5 server licensed to a company that is none of the broker's | medium |
 * | a domain registered less than YOUNG_DOMAIN_DAYS days ago | low |
 */
export const RISK_SEVERITIES = ['high', 'medium', 'low'] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

export const RISK_KINDS = {
  noLicence: 'high',
  clone: 'high',
  warning: 'high',
  revoked: 'high',
  suspended: 'high',
  exceeded: 'medium',
  unverifiedClaim: 'medium',
  serverMismatch: 'medium',
  youngDomain: 'low',
} as const satisfies Record<string, RiskSeverity>;
export type RiskKind = keyof typeof RISK_KINDS;

export interface RiskItem {
  kind: RiskKind;
  /** Catalogue key of the item's text: broker.risk.<kind>. */
  key: `broker.risk.${RiskKind}`;
  severity: RiskSeverity;
  vars?: Record<string, string | number>;
  evidence: ScoreEvidence[];
}

const item = (kind: RiskKind, evidence: ScoreEvidence[], vars?: RiskItem['vars']): RiskItem => ({
  kind,
  key: `broker.risk.${kind}`,
  severity: RISK_KINDS[kind],
  ...(vars ? { vars } : {}),
  evidence,
});

const plain = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The clone finding as the risk list shows it (reason key and both sides). */
function cloneItem(c: CloneFinding): RiskItem {
  return item('clone', c.evidence, { reason: c.reason });
}

/** The risk list as of a day, most severe first (the order of RISK_KINDS within a severity). */
export function brokerRisks(f: BrokerFacts, asOf: string): RiskItem[] {
  const out: RiskItem[] = [];
  if (!f.licences.some((l) => licenceInForce(l, asOf))) out.push(item('noLicence', [{ kind: 'broker', id: f.id, label: f.name }]));
  out.push(...f.clones.map(cloneItem));
  for (const w of standaloneWarnings(f))
    out.push(
      item('warning', [{ kind: 'warning', id: w.id, label: w.name, url: w.url, date: w.publishedOn, source: w.regulatorKey }], {
        regulator: w.regulatorKey.toUpperCase(),
      }),
    );
  for (const status of ['revoked', 'suspended', 'exceeded'] as const)
    for (const l of f.licences.filter((x) => x.status === status))
      out.push(item(status, [licenceRecord(l)], { regulator: l.regulator, number: l.number ?? '' }));
  for (const c of f.unverifiedClaims)
    out.push(
      item('unverifiedClaim', [{ kind: 'claim', label: `${c.regulatorKey.toUpperCase()} ${c.number}`, source: f.name }], {
        regulator: c.regulatorKey.toUpperCase(),
        number: c.number,
      }),
    );
  const own = new Set(f.companies.map((c) => plain(c.name)));
  for (const s of f.software)
    if (/^mt[45]$/i.test(s.platform) && s.serverCompany && !own.has(plain(s.serverCompany)))
      out.push(
        item('serverMismatch', [{ kind: 'software', label: `${s.platform} ${s.serverName ?? ''}`.trim(), source: s.serverCompany }], {
          company: s.serverCompany,
        }),
      );
  for (const w of f.websites)
    if (w.registeredOn && (Date.parse(asOf) - Date.parse(w.registeredOn)) / 86_400_000 < YOUNG_DOMAIN_DAYS)
      out.push(item('youngDomain', [{ kind: 'website', label: w.domain, url: w.url, date: w.registeredOn }], { days: YOUNG_DOMAIN_DAYS }));
  const rank = (s: RiskSeverity) => RISK_SEVERITIES.indexOf(s);
  return out
    .map((x, i) => ({ x, i }))
    .sort((a, b) => rank(a.x.severity) - rank(b.x.severity) || a.i - b.i)
    .map(({ x }) => x);
}
