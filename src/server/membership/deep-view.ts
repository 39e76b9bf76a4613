import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../lib/detail-href.ts';
import { loadCompanyDetail } from '../companies/company-detail.service.ts';
import type { Database } from '../db/schema.ts';
import { loadOfficerDetail } from '../officers/officer-detail.service.ts';
import type { DeepSectionsStore } from '../pages/deep-sections-cache.ts';
import { recordExists } from './view-quota.repository.ts';
import { openDeepSections, type DeepAccess } from './view-quota.service.ts';

/**
 * The fragment route's answer: the viewer's access through the daily view quota, and the record's
 * detail only when granted (a sign-in prompt or a spent day's message needs none of it, so a refusal
 * costs two small reads, not the record's fifteen). The record's existence is checked first, so an
 * unknown or malformed id is a 404 and never uses up a place of the member's day; `memberId` is called
 * only then (a private answer: the middleware marks it `private, no-store`).
 */
type Db = Kysely<Database>;
type MemberId = () => Promise<string | undefined>;

async function accessTo(
  db: Db,
  memberId: MemberId,
  kind: 'company' | 'executive',
  id: string | undefined,
): Promise<DeepAccess | undefined> {
  if (!id || !RECORD_ID.test(id) || !(await recordExists(db, kind, id))) return undefined;
  return openDeepSections(db, await memberId(), kind, id);
}

/**
 * The sections' HTML kept per record and variant (pages/deep-sections-cache.ts): `variant` names what
 * else the HTML depends on (language, brand group, link origin, app webview). Absent: nothing cached.
 */
export interface SectionsCacheUse {
  cache: DeepSectionsStore | undefined;
  variant: string;
}

/**
 * A granted view's sections: the cached HTML when there is one (the record is not read at all), else
 * the record's detail and a `store` to keep the rendered HTML with. The ticket is taken before the
 * record is read, so a change noted while it renders keeps that render out of the cache.
 */
async function granted<D>(
  kind: 'company' | 'executive',
  id: string,
  sections: SectionsCacheUse | undefined,
  load: () => Promise<D | undefined>,
): Promise<{ html?: string; detail?: D; store?: (html: string) => void }> {
  const cache = sections?.cache;
  const html = cache?.get(kind, id, sections!.variant);
  if (html !== undefined) return { html };
  const ticket = cache?.begin(kind, id);
  const detail = await load();
  return { detail, store: ticket && detail ? (h) => void cache!.set(ticket, sections!.variant, h) : undefined };
}

export async function companyDeepView(db: Db, memberId: MemberId, id: string | undefined, sections?: SectionsCacheUse) {
  const access = await accessTo(db, memberId, 'company', id);
  if (!access) return undefined;
  return {
    id: id!,
    access,
    ...(access.state === 'granted' ? await granted('company', id!, sections, () => loadCompanyDetail(db, id!)) : {}),
  };
}

export async function executiveDeepView(db: Db, memberId: MemberId, id: string | undefined, sections?: SectionsCacheUse) {
  const access = await accessTo(db, memberId, 'executive', id);
  if (!access) return undefined;
  return {
    id: id!,
    access,
    ...(access.state === 'granted' ? await granted('executive', id!, sections, () => loadOfficerDetail(db, id!)) : {}),
  };
}

/** The full page (no JavaScript) needs the record whatever the quota says: the public sections are on it. */
export async function companyFullView(db: Db, memberId: MemberId, id: string | undefined) {
  const access = await accessTo(db, memberId, 'company', id);
  const detail = access && (await loadCompanyDetail(db, id!));
  return access && detail ? { access, detail } : undefined;
}

export async function executiveFullView(db: Db, memberId: MemberId, id: string | undefined) {
  const access = await accessTo(db, memberId, 'executive', id);
  const detail = access && (await loadOfficerDetail(db, id!));
  return access && detail ? { access, detail } : undefined;
}
