import type { AstroCookies } from 'astro';
import { siteDb } from '../db/instance.ts';
import { recordView, type BrowseKind } from './browsing.service.ts';
import { visitorId } from './visitor.ts';

const UUID_PATH = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.html)?$/;

/**
 * Counts a detail page's view for the visitor's recent browsing (search/latelybrowse/list) and for
 * the most viewed records (search/hotdata/list). A failure is logged, never worth failing the page.
 */
export async function countDetailView(cookies: AstroCookies, secure: boolean, kind: BrowseKind, idParam: string | undefined): Promise<void> {
  const uuid = UUID_PATH.exec(idParam ?? '')?.[1];
  if (!uuid) return;
  try {
    await recordView(siteDb(), visitorId(cookies, secure), kind, uuid);
  } catch (err) {
    console.error(`recording a view of ${kind} ${uuid}:`, err);
  }
}
