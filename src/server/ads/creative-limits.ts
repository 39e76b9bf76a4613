import type { EvidenceLimits } from '../exposure/evidence-limits.ts';
import { MAX_PAGE_FORM_BODY } from '../request-body.ts';

/**
 * The limits of a campaign's creative upload (the wide and narrow banners, or a native unit's logo):
 * read by the same multipart reader as evidence (server/exposure/multipart.ts), which cuts a body off
 * as soon as it passes one. 1 MB is plenty for a 1080×1920 splash picture; banners are far smaller.
 */
export const CREATIVE_LIMITS: EvidenceLimits = {
  maxFileBytes: 1024 * 1024,
  maxFiles: 2,
  maxTotalBytes: 2 * 1024 * 1024,
  maxBody: 2 * 1024 * 1024 + MAX_PAGE_FORM_BODY,
  maxPixels: 4_000_000,
};

/** The advertiser's campaign form, which carries the creatives: its own, larger body limit at the HTTP front. */
export function isCreativeFormPath(pathname: string): boolean {
  return /^\/[a-z]{2,3}(?:-[a-z]{2})?\/advertiser\/new\/?$/.test(pathname);
}
