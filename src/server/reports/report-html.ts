import { createHash } from 'node:crypto';
import { m } from '../../paraglide/messages.js';
import { dirOf, htmlLangOf, type Lang } from '../../i18n/languages.ts';
import { translator, type MessageKey, type Translate } from '../../i18n/t.ts';
import { formattersFor, type Formatters } from '../../lib/formatters.ts';
import { jurisdictionLabel } from '../../lib/jurisdiction-label.ts';
import { licenceStatus } from '../../lib/licence-status.ts';
import { appointmentState, isExecutive } from '../../lib/officer-roles.ts';
import { schemeLabel, sectionOf } from '../../lib/industry-sections.ts';
import { starsOf } from '../../lib/grades.ts';
import { historySentence } from '../../components/company/history-sentence.ts';
import { nationalityValue, registerText, roleValue, statusValue } from '../site/register-values.ts';
import type { CompanyDetail } from '../companies/company-detail.service.ts';
import { esc } from './html-escape.ts';
import { REPORT_CSS, FONT_STACK } from './report-style.ts';
import { SourceList, type Provenanced } from './report-sources.ts';
import { barChartSvg, chainSvg } from './report-svg.ts';

/**
 * The enterprise data report as one HTML document, printed to PDF by Chromium (report-renderer.ts).
 * A plain template rather than an Astro page: it is built inside the report service, away from any
 * request, and the page's own section components carry links, islands and a layout a PDF has no use for.
 * The drawings share their geometry with the page's chart components (src/lib/charts/).
 *
 * Evidence grade: every fact carries [n] (its source in the numbered list at the end) and the date it
 * last changed in our register; every page carries the report id, the generated-at time, the data
 * version and "page X of Y" (the header and footer templates below).
 */
export interface ReportMeta {
  reportId: string;
  generatedAt: string;
  dataVersion: string;
}

export interface ReportDocument {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
}

type Row = Provenanced & { updated_at?: string | null };

class Writer {
  readonly sources = new SourceList();
  readonly t: Translate;
  readonly f: Formatters;
  readonly lang: Lang;
  constructor(t: Translate, f: Formatters, lang: Lang) {
    this.t = t;
    this.f = f;
    this.lang = lang;
  }
  /** "[n] · date": the fact's source number and the day it last changed here. */
  cite(row: Row, date: string | null | undefined = row.updated_at): string {
    const n = this.sources.cite(row);
    return `<span class="cite"><bdi dir="ltr">[${n}]</bdi>${date ? ` ${esc(this.f.date(date))}` : ''}</span>`;
  }
  section(id: string, title: string, body: string): string {
    return `<section id="${id}"><h2>${esc(title)}</h2>${body}</section>`;
  }
  nothing(): string {
    return `<p class="none">${esc(this.t('companyReport.nothing'))}</p>`;
  }
  table(head: string[], rows: string[][], numericFrom = Infinity): string {
    if (rows.length === 0) return this.nothing();
    const th = head.map((h, i) => `<th scope="col"${i >= numericFrom && i < head.length - 1 ? ' class="n"' : ''}>${esc(h)}</th>`).join('');
    const body = rows
      .map((r) => `<tr>${r.map((c, i) => `<td${i >= numericFrom && i < r.length - 1 ? ' class="n"' : ''}>${c}</td>`).join('')}</tr>`)
      .join('');
    return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
  }
}

const fingerprints = new Map<Lang, string>();
/**
 * What the printed words and layout depend on besides the data: the language's whole catalogue and the
 * styles. Part of the cache key and the report id, so a new translation or layout is never answered
 * with a PDF printed before it. Computed once per language and process (every message, rendered once).
 */
export function templateFingerprint(lang: Lang): string {
  let fp = fingerprints.get(lang);
  if (!fp) {
    const t = translator(lang);
    const hash = createHash('sha256').update(REPORT_CSS);
    for (const key of Object.keys(m).sort()) hash.update(`${key}\u0000${t(key as MessageKey)}\u0000`);
    fingerprints.set(lang, (fp = hash.digest('hex').slice(0, 8)));
  }
  return fp;
}

/** A register value in its own direction, so Latin text in an Arabic report (or the reverse) keeps its order. */
const v = (value: unknown) => `<bdi>${esc(value)}</bdi>`;

/** The report document of a company in a language. */
export function reportDocument(detail: CompanyDetail, lang: Lang, meta: ReportMeta): ReportDocument {
  const t = translator(lang);
  const htmlLang = htmlLangOf(lang);
  const f = formattersFor(htmlLang);
  const w = new Writer(t, f, lang);
  const c = detail.company;
  const sections = [
    basicSection(w, detail, htmlLang),
    namesSection(w, detail),
    licencesSection(w, detail),
    creditSection(w, detail),
    financialsSection(w, detail),
    financingSection(w, detail),
    investorsSection(w, detail, htmlLang),
    officersSection(w, detail),
    ownershipSection(w, detail, htmlLang),
    historySection(w, detail),
  ];
  const toc = sections.map((s) => s.match(/<section id="([^"]+)"><h2>(.*?)<\/h2>/)).filter((m) => m !== null);
  const generated = f.moment(meta.generatedAt);
  const cover = `<header class="cover">
  <p class="kind">${esc(t('companyReport.title'))}</p>
  <h1 dir="auto">${esc(c.name)}</h1>
  ${c.alternative_legal_name ? `<p class="alt" dir="auto"${c.alternative_legal_name_language ? ` lang="${esc(c.alternative_legal_name_language)}"` : ''}>${esc(c.alternative_legal_name)}</p>` : ''}
  <p class="facts">${esc(jurisdictionLabel(c.jurisdiction_code, htmlLang))} · <bdi dir="ltr">${esc(c.company_number)}</bdi></p>
  <dl class="meta">
    <div><dt>${esc(t('companyReport.reportId'))}</dt><dd><bdi dir="ltr">${esc(meta.reportId)}</bdi></dd></div>
    <div><dt>${esc(t('companyReport.generatedAt'))}</dt><dd>${esc(generated)}</dd></div>
    <div><dt>${esc(t('companyReport.dataVersion'))}</dt><dd><bdi dir="ltr">${esc(meta.dataVersion)}</bdi></dd></div>
    <div><dt>${esc(t('companyReport.companyId'))}</dt><dd><bdi dir="ltr">${esc(c.id)}</bdi></dd></div>
  </dl>
  <p class="note">${esc(t('companyReport.evidenceNote'))}</p>
  <nav><h2>${esc(t('companyReport.contents'))}</h2><ol>${toc.map((m) => `<li>${m![2]}</li>`).join('')}<li>${esc(t('companyReport.sourcesHeading'))}</li></ol></nav>
</header>`;
  // The sources list last: every section above has cited by now.
  const sources = sourcesSection(w);
  const html = `<!doctype html><html lang="${esc(htmlLang)}" dir="${dirOf(lang)}"><head><meta charset="utf-8"><title>${esc(`${t('companyReport.title')} – ${c.name}`)}</title><style>${REPORT_CSS}</style></head><body>${cover}${sections.join('')}${sources}<p class="disclaimer">${esc(t('companyReport.disclaimer'))}</p></body></html>`;
  const dir = dirOf(lang);
  // Chromium fills .pageNumber and .totalPages; the language places them in its sentence.
  const pageOf = esc(t('companyReport.pageOf', { page: '\u0001', pages: '\u0002' }))
    .replace('\u0001', '<span class="pageNumber"></span>')
    .replace('\u0002', '<span class="totalPages"></span>');
  const band = (content: string) =>
    `<div dir="${dir}" lang="${esc(htmlLang)}" style="font-family:${FONT_STACK};font-size:7.5px;color:#57606a;width:100%;margin:0 14mm;display:flex;justify-content:space-between;gap:8px">${content}</div>`;
  return {
    html,
    headerTemplate: band(
      `<span dir="auto" style="overflow:hidden;white-space:nowrap;text-overflow:ellipsis;max-width:60%">${esc(c.name)}</span><span>${esc(t('companyReport.reportId'))} <bdi dir="ltr">${esc(meta.reportId)}</bdi></span>`,
    ),
    footerTemplate: band(
      `<span>${esc(t('companyReport.generatedAt'))} ${esc(generated)} · ${esc(t('companyReport.dataVersion'))} <bdi dir="ltr">${esc(meta.dataVersion)}</bdi></span><span>${pageOf}</span>`,
    ),
  };
}

function basicSection(w: Writer, d: CompanyDetail, htmlLang: string): string {
  const { t, f } = w;
  const c = d.company;
  const yesNo = (x: 0 | 1 | null) => (x === null ? null : t(x ? 'common.yes' : 'common.no'));
  let extra: Record<string, unknown> = {};
  try {
    extra = c.extra ? JSON.parse(c.extra) : {};
  } catch {
    /* an unreadable extra is left out, as on the page */
  }
  const capital = extra.registered_capital as { amount?: number; currency?: string } | undefined;
  const referenceDate = c.accounts_reference_date?.match(/^--(\d{2})-(\d{2})$/);
  // The fields of the page's Basic information (components/company/BasicInfo.astro), in its order.
  const rows: Array<[MessageKey, unknown]> = [
    ['company.field.number', c.company_number],
    ['company.field.jurisdiction', jurisdictionLabel(c.jurisdiction_code, htmlLang)],
    ['company.field.legalName', c.name],
    ['company.field.normalisedName', c.normalised_name],
    ['company.field.type', c.company_type],
    ['company.field.nonprofit', yesNo(c.nonprofit)],
    ['company.field.status', c.current_status || c.inactive !== null ? registerText(statusValue(t, c.current_status, c.inactive)) : null],
    ['company.field.incorporated', f.date(c.incorporation_date)],
    ['company.field.dissolved', f.date(c.dissolution_date)],
    ['company.field.branch', c.branch === 'F' ? t('company.branch.foreign') : c.branch === 'L' ? t('company.branch.local') : c.branch],
    ['company.field.website', c.website],
    ['company.field.businessNumber', c.business_number],
    ['company.field.lei', c.lei],
    ['company.field.address', c.registered_address_in_full],
    ['company.field.postalCode', c.postal_code],
    ['company.field.alternativeName', c.alternative_legal_name],
    ['company.field.nativeNumber', c.native_company_number],
    ['company.field.previousNumber', c.previous_company_number],
    ['company.field.home', d.home ? d.home.name : [c.home_jurisdiction_code, c.home_company_number].filter(Boolean).join(' ') || null],
    ['company.field.registeredCapital', capital?.amount !== undefined ? f.money(capital.amount, capital.currency ?? null) : null],
    ['company.field.registeredAgent', typeof extra.registered_agent === 'string' ? extra.registered_agent : null],
    ['company.field.restricted', yesNo(c.restricted_for_marketing)],
    ['company.field.inactive', yesNo(c.inactive)],
    ['company.field.accountsReference', referenceDate ? f.dayMonth(Number(referenceDate[1]), Number(referenceDate[2])) : null],
    ['company.field.accountsLastMadeUp', f.date(c.accounts_last_made_up)],
    ['company.field.accountsNextDue', f.date(c.accounts_next_due)],
    ['company.field.accountsCategory', c.accounts_category],
    ['company.field.returnLastMadeUp', f.date(c.annual_return_last_made_up)],
    ['company.field.returnNextDue', f.date(c.annual_return_next_due)],
    ['company.field.liquidated', yesNo(c.liquidated)],
    ['company.field.insolvency', yesNo(c.has_insolvency_history)],
    [
      'company.field.charges',
      d.charges?.total
        ? t('company.chargesCount', {
            total: d.charges.total,
            outstanding: d.charges.outstanding ?? 0,
            satisfied: d.charges.satisfied ?? 0,
          })
        : yesNo(c.has_charges),
    ],
    ['company.field.litigation', yesNo(c.has_litigation)],
  ];
  const shown = rows.filter(([, x]) => x !== null && x !== undefined && x !== '');
  let body = w.table(
    [t('companyReport.col.item'), t('companyReport.col.value'), t('companyReport.col.source')],
    shown.map(([label, x]) => [esc(t(label)), v(x), w.cite(c)]),
  );
  if (d.insolvency.length > 0)
    body += `<h3>${esc(t('company.insolvencyHistory'))}</h3>${w.table(
      [t('company.col.date'), t('companyReport.col.value'), t('companyReport.col.source')],
      d.insolvency.map((e) => [esc(f.date(e.date)), v(e.description ?? e.kind), w.cite(c)]),
    )}`;
  return w.section('basic', t('company.section.basic'), body);
}

function namesSection(w: Writer, d: CompanyDetail): string {
  const { t, f } = w;
  const period = (from: string | null, to: string | null) =>
    from || to ? `${f.date(from) || '…'} – ${f.date(to) || t('detail.present')}` : '–';
  const names = w.table(
    [t('company.col.name'), t('company.col.kind'), t('company.col.period'), t('companyReport.col.source')],
    d.names.map((n) => [
      `<bdi${n.language ? ` lang="${esc(n.language)}"` : ''}>${esc(n.name)}</bdi>`,
      esc(t(`company.nameKind.${n.kind}` as MessageKey)),
      esc(period(n.start_date, n.end_date)),
      w.cite(d.company),
    ]),
  );
  const codes = w.table(
    [t('companyReport.col.code'), t('companyReport.col.value'), t('companyReport.col.scheme'), t('companyReport.col.source')],
    d.industryCodes.map((x) => {
      const section = sectionOf(x.scheme, x.code);
      return [
        `<bdi dir="ltr">${esc(x.code)}</bdi>`,
        v(x.description ?? (section ? t(`industry.${section}` as MessageKey) : '')),
        v(schemeLabel(x.scheme)),
        w.cite(d.company),
      ];
    }),
  );
  return w.section('names', t('company.section.names'), names) + w.section('industry', t('company.section.industry'), codes);
}

function licencesSection(w: Writer, d: CompanyDetail): string {
  const { t, f } = w;
  if (d.licences.length === 0)
    return w.section('licences', t('company.section.licences'), `<p class="none">${esc(t('company.noLicences'))}</p>`);
  return w.section(
    'licences',
    t('company.section.licences'),
    w.table(
      [
        t('companyReport.col.licence'),
        t('companyReport.col.regulator'),
        t('companyReport.col.status'),
        t('company.col.period'),
        t('companyReport.col.source'),
      ],
      d.licences.map((l) => [
        `${v(l.licence_type)}${l.licence_number ? `<br><span class="muted">${esc(t('company.licenceNumber', { number: l.licence_number }))}</span>` : ''}`,
        v(l.regulator),
        esc(t(`company.licence.${licenceStatus(l.status)}` as MessageKey)),
        esc(`${f.date(l.granted_on) || '…'} – ${f.date(l.expires_on) || '…'}`),
        w.cite(l),
      ]),
    ),
  );
}

function creditSection(w: Writer, d: CompanyDetail): string {
  const { t, f } = w;
  const { score, grade, reasons } = d.credit;
  const vars = (x: Record<string, string | number> = {}) =>
    Object.fromEntries(Object.entries(x).map(([k, y]) => [k, k === 'date' ? f.date(String(y)) : y]));
  const rules = [
    [esc(t('credit.rule.base')), `<bdi dir="ltr">${esc(f.number(6))}</bdi>`],
    ...reasons.map((r) => [
      esc(t(r.rule as MessageKey, vars(r.vars))),
      `<bdi dir="ltr" class="${r.points < 0 ? 'neg' : 'pos'}">${esc(f.signed(r.points))}</bdi>`,
    ]),
  ];
  const body = `<div class="credit"><p class="grade">${esc(grade)}</p><div><p><strong>${esc(t('credit.score', { score: f.number(score) }))}</strong></p><p>${esc(t('credit.stars', { stars: f.number(starsOf(score)) }))}</p><p class="muted">${esc(t('credit.asOf', { date: f.date(d.asOf) }))} ${w.cite(d.company)}</p></div></div>
<h3>${esc(t('credit.reasons'))}</h3>${w.table([t('companyReport.col.rule'), t('companyReport.col.points')], rules)}<p class="muted small">${esc(t('credit.explanation'))}</p>`;
  return w.section('credit', t('company.section.credit'), body);
}

function financialsSection(w: Writer, d: CompanyDetail): string {
  const { t, f } = w;
  const rows = d.financials;
  const money = (x: number | null, currency: string | null) => (x === null ? '–' : f.money(x, currency));
  const chart =
    rows.length > 1
      ? barChartSvg(
          t('company.chartTitle', { name: d.company.name }),
          rows.map((r) => r.period_end.slice(0, 4)),
          [
            { label: t('company.col.currentAssets'), colour: '#1f5fa8', values: rows.map((r) => r.current_assets) },
            { label: t('company.col.bankFunds'), colour: '#0f7a5c', values: rows.map((r) => r.bank_funds) },
            { label: t('company.col.currentLiabilities'), colour: '#b3261e', values: rows.map((r) => r.current_liabilities) },
          ],
        )
      : '';
  const table = w.table(
    [
      t('company.col.periodEnd'),
      t('company.col.currentAssets'),
      t('company.col.bankFunds'),
      t('company.col.currentLiabilities'),
      t('companyReport.col.source'),
    ],
    [...rows]
      .reverse()
      .map((r) => [
        esc(f.date(r.period_end)),
        `<bdi dir="ltr">${esc(money(r.current_assets, r.currency))}</bdi>`,
        `<bdi dir="ltr">${esc(money(r.bank_funds, r.currency))}</bdi>`,
        `<bdi dir="ltr">${esc(money(r.current_liabilities, r.currency))}</bdi>`,
        w.cite(r),
      ]),
    1,
  );
  return w.section('financials', t('company.section.financials'), chart + table);
}

function financingSection(w: Writer, d: CompanyDetail): string {
  const { t, f } = w;
  const money = (x: number | null, currency: string | null) => (x === null ? '–' : `<bdi dir="ltr">${esc(f.money(x, currency))}</bdi>`);
  const rounds = w.table(
    [
      t('company.col.published'),
      t('company.col.round'),
      t('company.col.amount'),
      t('company.col.investorCount'),
      t('company.col.mainInvestor'),
      t('companyReport.col.source'),
    ],
    d.rounds.map((r) => [
      esc(f.date(r.published_on)),
      v(r.round_name ?? r.category ?? '–'),
      money(r.amount, r.currency),
      r.investor_count === null ? '–' : esc(f.number(r.investor_count)),
      v(r.main_investor ?? '–'),
      w.cite(r),
    ]),
  );
  const ipos = w.table(
    [
      t('companyReport.col.stockCode'),
      t('company.col.listingDate'),
      t('company.col.listedPrice'),
      t('company.col.capitalRaised'),
      t('company.col.valuation'),
      t('companyReport.col.source'),
    ],
    d.ipos.map((i) => [
      `<bdi dir="ltr">${esc(i.stock_code)}</bdi>${i.exchange ? ` <span class="muted">${v(i.exchange)}</span>` : ''}`,
      esc(f.date(i.listing_date)),
      money(i.listed_price, i.currency),
      money(i.capital_raised, i.currency),
      money(i.valuation, i.currency),
      w.cite(i),
    ]),
  );
  const acquisitions = w.table(
    [t('company.col.date'), t('company.col.acquired'), t('company.col.price'), t('company.col.transaction'), t('companyReport.col.source')],
    d.acquisitions.map((a) => [
      esc(f.date(a.date)),
      v(a.acquired_name),
      money(a.price, a.currency),
      v(a.transaction_name ?? '–'),
      w.cite(a),
    ]),
  );
  return (
    w.section('financing', t('company.section.financing'), rounds) +
    w.section('ipo', t('company.section.ipo'), ipos) +
    w.section('acquisitions', t('company.section.acquisitions'), acquisitions)
  );
}

function investorsSection(w: Writer, d: CompanyDetail, htmlLang: string): string {
  const { t, f } = w;
  const investors = w.table(
    [t('company.col.name'), t('companyReport.col.value'), t('companyReport.col.source')],
    d.investors.map((i) => [
      v(i.name),
      esc(
        [
          i.is_main === 1 ? t('company.mainInvestor') : '',
          i.rounds !== null ? t('company.investorRounds', { count: f.number(i.rounds) }) : '',
          i.partner ? t('company.partner', { name: i.partner }) : '',
        ]
          .filter(Boolean)
          .join(' · ') || '–',
      ),
      w.cite(i),
    ]),
  );
  const investees = w.table(
    [t('company.col.name'), t('company.field.jurisdiction'), t('companyReport.col.source')],
    d.investees.map((c) => [v(c.name), esc(jurisdictionLabel(c.jurisdiction_code, htmlLang)), w.cite(c)]),
  );
  return (
    w.section('investors', t('company.section.investors'), investors) +
    w.section('investments', t('company.section.investments'), investees)
  );
}

function officersSection(w: Writer, d: CompanyDetail): string {
  const { t, f, lang } = w;
  const state = (o: (typeof d.officers)[number]) => {
    const s = appointmentState(o);
    return s === 'current' ? '' : ` <span class="tag">${esc(t(`executive.state.${s}` as MessageKey))}</span>`;
  };
  const list = (officers: typeof d.officers) =>
    w.table(
      [t('company.col.name'), t('companyReport.col.position'), t('company.col.period'), t('companyReport.col.source')],
      officers.map((o) => [
        `${v(o.name)}${o.nationality ? `<br><span class="muted">${esc(registerText(nationalityValue(lang, o.nationality)))}</span>` : ''}`,
        `${esc(registerText(roleValue(t, o.position)))}${state(o)}`,
        esc(`${f.date(o.start_date) || '…'} – ${o.end_date ? f.date(o.end_date) : t('detail.present')}`),
        w.cite(o),
      ]),
    );
  const more =
    d.officerCount > d.officers.length
      ? `<p class="muted">${esc(t('company.moreOfficers', { count: f.number(d.officerCount - d.officers.length) }))}</p>`
      : '';
  return (
    w.section('executives', t('company.section.executives'), list(d.officers.filter(isExecutive))) +
    w.section('officers', t('company.section.otherOfficers'), list(d.officers.filter((o) => !isExecutive(o))) + more)
  );
}

function ownershipSection(w: Writer, d: CompanyDetail, htmlLang: string): string {
  const { t, f } = w;
  const c = d.company;
  const CHART_CHILDREN = 5;
  const shownChildren = Math.min(CHART_CHILDREN, d.subsidiaries.length);
  const chart =
    d.chain.length > 0 || d.subsidiaries.length > 0
      ? chainSvg(
          t('company.chainTitle', { name: c.name }),
          [...d.chain].reverse(),
          { id: c.id, name: c.name },
          d.subsidiaries.slice(0, CHART_CHILDREN),
          d.subsidiaryCount - shownChildren,
          t('company.moreCompanies', { count: f.number(d.subsidiaryCount - shownChildren) }),
        )
      : '';
  type Related = (typeof d.parents)[number];
  const period = (r: Related) =>
    r.start_date || r.end_date ? `${f.date(r.start_date) || '…'} – ${r.end_date ? f.date(r.end_date) : t('detail.present')}` : '–';
  const related = (list: Related[], kind: (r: Related) => string) =>
    w.table(
      [
        t('company.col.name'),
        t('company.col.kind'),
        t('company.field.jurisdiction'),
        t('company.col.period'),
        t('companyReport.col.source'),
      ],
      list.map((r) => [v(r.name), esc(kind(r)), esc(jurisdictionLabel(r.jurisdiction_code, htmlLang)), esc(period(r)), w.cite(r)]),
    );
  const parents = d.parents.filter((p) => p.kind !== 'branch');
  const moreSubs =
    d.subsidiaryCount > d.subsidiaries.length
      ? `<p class="muted">${esc(t('company.moreCompanies', { count: f.number(d.subsidiaryCount - d.subsidiaries.length) }))}</p>`
      : '';
  const moreBranches =
    d.branchCount > d.branches.length
      ? `<p class="muted">${esc(t('company.moreCompanies', { count: f.number(d.branchCount - d.branches.length) }))}</p>`
      : '';
  const body =
    chart +
    `<h3>${esc(t('company.parents'))}</h3>` +
    related(parents, (p) => t(p.kind === 'ultimate_parent' ? 'company.ultimateParent' : 'company.directParent')) +
    `<h3>${esc(t('company.subsidiaries', { count: f.number(d.subsidiaryCount) }))}</h3>` +
    related(d.subsidiaries, () => t('companyReport.subsidiary')) +
    moreSubs +
    `<h3>${esc(t('company.section.branches'))}</h3>` +
    related(d.branches, () => t('companyReport.branch')) +
    moreBranches;
  return w.section('ownership', t('company.section.ownership'), body);
}

function historySection(w: Writer, d: CompanyDetail): string {
  const { t, f } = w;
  const rows = d.history.map((e) => [
    `<span class="nowrap">${esc(f.date(e.recordedAt))}</span>`,
    `<span dir="auto">${esc(historySentence(e, t, f))}</span>`,
    w.cite({ source: e.source }, e.recordedAt),
  ]);
  return w.section(
    'history',
    t('company.section.history'),
    `<p class="muted">${esc(t('history.lead'))}</p>${w.table([t('company.col.date'), t('companyReport.col.change'), t('companyReport.col.source')], rows)}`,
  );
}

function sourcesSection(w: Writer): string {
  const { t, f } = w;
  const items = w.sources.entries
    .map((s) => {
      const name = s.publisher ?? t('detail.demoSource');
      const retrieved =
        s.firstRetrieved && s.lastRetrieved
          ? t('companyReport.sourceRetrieved', {
              dates:
                s.firstRetrieved.slice(0, 10) === s.lastRetrieved.slice(0, 10)
                  ? f.date(s.firstRetrieved)
                  : `${f.date(s.firstRetrieved)} – ${f.date(s.lastRetrieved)}`,
            })
          : '';
      return `<li value="${s.n}"><bdi dir="ltr">[${s.n}]</bdi> <strong>${v(name)}</strong> <span class="muted">(<bdi dir="ltr">${esc(s.source)}</bdi>)</span>${s.urls.map((u) => `<br><bdi dir="ltr" class="url">${esc(u)}</bdi>`).join('')}<br><span class="muted">${esc([retrieved, t('companyReport.sourceFacts', { count: f.number(s.facts) })].filter(Boolean).join(' · '))}</span></li>`;
    })
    .join('');
  return `<section id="sources" class="sources"><h2>${esc(t('companyReport.sourcesHeading'))}</h2><p class="muted">${esc(t('companyReport.sourcesLead'))}</p><ol>${items}</ol></section>`;
}
