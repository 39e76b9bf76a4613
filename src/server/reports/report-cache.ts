import { statSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env } from '../config/env.ts';
import { REPORT_TEMPLATE_VERSION } from './report-data.ts';

/**
 * Where printed reports are kept: one PDF per (company, language, data version, template version and fingerprint), under
 * REPORT_CACHE_DIR (default data/reports, relative to the working directory like data/site.db). The
 * renderer keeps the folder under REPORT_CACHE_MB, least recently used first; a hit here touches the
 * file's time so that a report people still download stays.
 */
const DEFAULT_REPORT_CACHE_DIR = 'data/reports';

export function reportCacheDir(): string {
  return resolve(env.REPORT_CACHE_DIR || DEFAULT_REPORT_CACHE_DIR);
}

/** The file of a report. Ids are UUIDs and languages come from the fixed list, so the path is safe. */
export function reportFile(companyId: string, lang: string, dataVersion: string, template: string, dir = reportCacheDir()): string {
  return join(dir, companyId.slice(0, 2), companyId, `${lang}-t${REPORT_TEMPLATE_VERSION}-${template}-${dataVersion}.pdf`);
}

/** The cached report's size, or undefined when it is not (or no longer) there. */
export function cachedReport(file: string): { bytes: number } | undefined {
  const s = statSync(file, { throwIfNoEntry: false });
  if (!s || s.size === 0) return undefined;
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    /* trimmed by the renderer just now: still readable by the open below, or a miss next time */
  }
  return { bytes: s.size };
}
