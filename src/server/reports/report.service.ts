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

/**
 * The company's report in a language, from the cache or printed now (no allowance: the caller decides
 * who may have it). Undefined for an unknown company; RendererUnavailable when it cannot be printed.
 */
export async function reportPdf(db: Kysely<Database>, companyId: string, lang: Lang, now = new Date()): Promise<ReportPdf | undefined> {
  const data = await loadReportData(db, companyId, now);
  if (!data) return undefined;
  const template = templateFingerprint(lang);
  const reportId = reportIdOf(companyId, lang, data.dataVersion, template);
  const file = reportFile(companyId, lang, data.dataVersion, template);
  const base = { file, reportId, dataVersion: data.dataVersion, companyNumber: data.detail.company.company_number };
  const hit = cachedReport(file);
  if (hit) return { ...base, bytes: hit.bytes, cached: true };
  const doc = reportDocument(data.detail, lang, { reportId, generatedAt: now.toISOString(), dataVersion: data.dataVersion });
  const printed = await renderReport({ ...doc, file });
  return { ...base, bytes: printed.bytes, cached: false, ms: printed.ms, pages: printed.pages };
}

/** What the member gets for the report link: the PDF, or why not. Rate limits throw AppError 429. */
export async function downloadReport(
  db: Kysely<Database>,
  input: { userId: string | undefined; companyId: string; lang: Lang; ip: string },
  now = new Date(),
): Promise<ReportOutcome> {
  if (!input.userId) return { kind: 'sign-in' };
  await enforceLimits(db, reportDownloadLimits(input.userId, input.ip), now);
  const tier = await viewerTier(db, input.userId, now);
  const before = await checkAllowance(db, input.userId, tier, input.companyId, now);
  if (!before.allowed) return { kind: 'spent', limit: before.limit, used: before.used, month: monthOf(now) };
  let pdf: ReportPdf | undefined;
  try {
    pdf = await reportPdf(db, input.companyId, input.lang, now);
  } catch (err) {
    if (!(err instanceof RendererUnavailable)) throw err;
    log.error({ err: err.message, companyId: input.companyId }, 'report could not be printed');
    return { kind: 'unavailable' };
  }
  if (!pdf) return { kind: 'not-found' };
  // Counted once it is there to deliver; a parallel request may have taken the last place meanwhile.
  const counted = await countDownload(db, { userId: input.userId, tier, companyId: input.companyId, lang: input.lang, reportId: pdf.reportId }, now);
  if (!counted.allowed) return { kind: 'spent', limit: counted.limit, used: counted.used, month: monthOf(now) };
  const safeNumber = pdf.companyNumber.replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 40) || 'company';
  return { kind: 'pdf', file: pdf.file, bytes: pdf.bytes, reportId: pdf.reportId, filename: `report-${safeNumber}-${input.lang}-${pdf.dataVersion}.pdf`, cached: pdf.cached };
}
