import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadCompanyDetail, type CompanyDetail } from '../companies/company-detail.service.ts';

/**
 * What a company's report holds, and its data version. The report prints everything the company page
 * knows, with the long lists read much further than the page's caps (a bounded PDF still: the counts
 * beyond are stated).
 *
 * The data version is a hash of that data itself, not of an import counter: page_changes does not note
 * every change that touches a company's page (a parent's new name follows within the page cache's
 * age), and the credit evaluation depends on the day. Same data, same version, same cached PDF.
 */
export const REPORT_CAPS = { officers: 1000, children: 500, investees: 200 };

/**
 * Bumped when the report's template or layout changes: part of the cache key and of the report id, so a
 * new layout is never answered with a PDF printed by the old one.
 */
export const REPORT_TEMPLATE_VERSION = 1;

export interface ReportData {
  detail: CompanyDetail;
  /** 12 hex digits of the data's SHA-256. */
  dataVersion: string;
}

/** The report's data for a company, or undefined when there is no such company. */
export async function loadReportData(db: Kysely<Database>, companyId: string, now = new Date()): Promise<ReportData | undefined> {
  const detail = await loadCompanyDetail(db, companyId, now.toISOString().slice(0, 10), REPORT_CAPS);
  if (!detail) return undefined;
  const dataVersion = createHash('sha256').update(JSON.stringify(detail)).digest('hex').slice(0, 12);
  return { detail, dataVersion };
}

/**
 * The report's id: one per (company, language, data version, template), printed on every page, so the
 * id an analyst files names exactly one document (template: the language's catalogue and styles, report-html.ts). Cached copies share it (and their generated-at time).
 */
export function reportIdOf(companyId: string, lang: string, dataVersion: string, template: string): string {
  const h = createHash('sha256')
    .update(`${companyId}|${lang}|${dataVersion}|${REPORT_TEMPLATE_VERSION}|${template}`)
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();
  return `CR-${h.slice(0, 4)}-${h.slice(4, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}`;
}
