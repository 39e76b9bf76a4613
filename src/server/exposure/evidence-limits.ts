import { env } from '../config/env.ts';
import { MAX_PAGE_FORM_BODY } from '../request-body.ts';

/**
 * The limits of evidence uploads, one owner (settings EVIDENCE_MAX_FILE_BYTES, EVIDENCE_MAX_FILES,
 * EVIDENCE_MAX_TOTAL_BYTES): the multipart reader cuts a body off as soon as it passes one, and the
 * HTTP front refuses a declared body over `maxBody` before a byte is read.
 */
export const EVIDENCE_LIMITS = {
  maxFileBytes: env.EVIDENCE_MAX_FILE_BYTES,
  maxFiles: env.EVIDENCE_MAX_FILES,
  maxTotalBytes: env.EVIDENCE_MAX_TOTAL_BYTES,
  /** The whole form: every file plus its fields and the multipart framing. */
  maxBody: env.EVIDENCE_MAX_TOTAL_BYTES + MAX_PAGE_FORM_BODY,
  /** Images larger than this many pixels are refused before decoding (a small file can unpack to gigabytes). */
  maxPixels: 40_000_000,
} as const;

/** Limits of a multipart upload (evidence here, ad creatives in server/ads/creative.ts use their own). */
export type EvidenceLimits = { readonly [K in keyof typeof EVIDENCE_LIMITS]: number };

/** The page form that posts evidence (/{lang}/exposure/report): its body may be as large as maxBody. */
export function isEvidenceFormPath(pathname: string): boolean {
  return /^\/[a-z]{2}(?:-[a-z]{2})?\/exposure\/report\/?$/.test(pathname);
}

/** A byte count as messages show it ('5 MB'). */
export const mb = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
