import type { Kysely } from 'kysely';
import { enforceLimits } from '../accounts/rate-limit.ts';
import { reportDownloadLimits } from '../accounts/limits.ts';
import type { Database } from '../db/schema.ts';
import type { Lang } from '../../i18n/languages.ts';
import { viewerTier } from '../membership/membership.service.ts';
import { log } from '../log.ts';
import { checkAllowance, countDownload, monthOf } from './report-allowance.ts';
import { cachedReport, reportFile } from './report-cache.ts';
import { loadReportData, reportIdOf } from './report-data.ts';
import { reportDocument, templateFingerprint } from './report-html.ts';
import { renderReport, RendererUnavailable } from './renderer-client.ts';

/**
 * A member's request for a company's report (the route /{lang}/company/{id}/report.pdf): sign-in, the
 * rate limits, the monthly allowance, then the PDF from the cache or printed now. The URL is the same for
 * everyone and carries no secret: every decision here is made for the member of the session.
 */
export type ReportOutcome =
  | { kind: 'pdf'; file: string; bytes: number; reportId: string; filename: string; cached: boolean }
  | { kind: 'sign-in' }
  | { kind: 'not-found' }
  | { kind: 'spent'; limit: number; used: number; month: string }
  | { kind: 'unavailable' };

export interface ReportPdf {
  file: string;
  bytes: number;
  reportId: string;
  dataVersion: string;
  companyNumber: string;
  cached: boolean;
  /** Print time (ms) when it was printed now. */
  ms?: number;
  pages?: number;
}

/** A report ready to be printed or found in the cache: its data read, its id and file known. */
interface PreparedReport {
  data: NonNullable<Awaited<ReturnType<typeof loadReportData>>>;
  lang: Lang;
  now: Date;
  base: Omit<ReportPdf, 'bytes' | 'cached'>;
}

async function prepareReport(db: Kysely<Database>, companyId: string, lang: Lang, now: Date): Promise<PreparedReport | undefined> {
  const data = await loadReportData(db, companyId, now);
  if (!data) return undefined;
  const template = templateFingerprint(lang);
  const base = {
    file: reportFile(companyId, lang, data.dataVersion, template),
    reportId: reportIdOf(companyId, lang, data.dataVersion, template),
    dataVersion: data.dataVersion,
    companyNumber: data.detail.company.company_number,
  };
  return { data, lang, now, base };
}

/** The prepared report from the cache, or printed now (RendererUnavailable when it cannot be). */
async function printedReport(r: PreparedReport): Promise<ReportPdf> {
  const hit = cachedReport(r.base.file);
  if (hit) return { ...r.base, bytes: hit.bytes, cached: true };
  const doc = reportDocument(r.data.detail, r.lang, {
    reportId: r.base.reportId,
    generatedAt: r.now.toISOString(),
    dataVersion: r.data.dataVersion,
  });
  const printed = await renderReport({ ...doc, file: r.base.file });
  return { ...r.base, bytes: printed.bytes, cached: false, ms: printed.ms, pages: printed.pages };
}

/**
 * The company's report in a language, from the cache or printed now (no allowance: the caller decides
 * who may have it). Undefined for an unknown company; RendererUnavailable when it cannot be printed.
 */
export async function reportPdf(db: Kysely<Database>, companyId: string, lang: Lang, now = new Date()): Promise<ReportPdf | undefined> {
  const prepared = await prepareReport(db, companyId, lang, now);
  return prepared && printedReport(prepared);
}

/** What the member gets for the report link: the PDF, or why not. Rate limits throw AppError 429. */
export async function downloadReport(
  db: Kysely<Database>,
  input: { userId: string | undefined; companyId: string; lang: Lang; ip: string },
  now = new Date(),
): Promise<ReportOutcome> {
  if (!input.userId) return { kind: 'sign-in' };
  await enforceLimits(db, reportDownloadLimits(input.userId, input.ip), now);
  // The data first (a few ms): an unknown company is "not found" whatever the allowance says.
  const prepared = await prepareReport(db, input.companyId, input.lang, now);
  if (!prepared) return { kind: 'not-found' };
  const tier = await viewerTier(db, input.userId, now);
  const before = await checkAllowance(db, input.userId, tier, input.companyId, now);
  if (!before.allowed) return { kind: 'spent', limit: before.limit, used: before.used, month: monthOf(now) };
  let pdf: ReportPdf;
  try {
    pdf = await printedReport(prepared);
  } catch (err) {
    if (!(err instanceof RendererUnavailable)) throw err;
    log.error({ err: err.message, companyId: input.companyId }, 'report could not be printed');
    return { kind: 'unavailable' };
  }
  // Counted once it is there to deliver; a parallel request may have taken the last place meanwhile.
  const counted = await countDownload(
    db,
    { userId: input.userId, tier, companyId: input.companyId, lang: input.lang, reportId: pdf.reportId },
    now,
  );
  if (!counted.allowed) return { kind: 'spent', limit: counted.limit, used: counted.used, month: monthOf(now) };
  const safeNumber = pdf.companyNumber.replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 40) || 'company';
  return {
    kind: 'pdf',
    file: pdf.file,
    bytes: pdf.bytes,
    reportId: pdf.reportId,
    filename: `report-${safeNumber}-${input.lang}-${pdf.dataVersion}.pdf`,
    cached: pdf.cached,
  };
}
