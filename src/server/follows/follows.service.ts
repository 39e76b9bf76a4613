import type { Kysely } from 'kysely';
import { AppError } from '../app-error.ts';
import { followChangeLimits } from '../accounts/limits.ts';
import { allowanceOf } from '../membership/tier-allowance.ts';
import { membershipOf } from '../membership/membership.service.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import { followKind, MY_FOLLOW_PAGE_SIZE, type FollowKind } from './follows.schema.ts';
import * as repo from './follows.repository.ts';
import { setAlertLang } from '../alerts/alerts.repository.ts';
import type { z } from 'zod';
import type { followedRecord, followCountsAnswer, myFollowAnswer } from './follows.responses.ts';

/**
 * Follows (spec sections 4, 6 and 7): a member follows companies, executives and brokers, up to their tier's
 * allowance, and lists them newest first with each record's latest change. Refusals are AppErrors
 * with catalogue keys; the API and the page forms word them.
 */
type Db = Kysely<Database>;
export type FollowedRecord = z.infer<typeof followedRecord>;
export type MyFollows = z.infer<typeof myFollowAnswer>;
export type FollowCounts = z.infer<typeof followCountsAnswer>;

/** The table that holds each kind's records (and names its rows in record_changes). */
const TABLE: Record<FollowKind, 'companies' | 'officers' | 'brokers'> = { company: 'companies', executive: 'officers', dealer: 'brokers' };

/** How many records the member may follow: their tier's allowance (VIP more). */
export async function followLimit(db: Db, userId: string, now = new Date()): Promise<number> {
  return allowanceOf((await membershipOf(db, userId, now)).tier).follows;
}

export interface FollowTarget {
  type: FollowKind;
  uuid: string;
}

/**
 * Follows a record: 404 for an unknown record, 409 when already followed, 403 past the member's
 * allowance. The count is read before the insert: two follows at the same instant may pass one over
 * the allowance, which is harmless (the next is refused).
 */
export async function follow(db: Db, userId: string, target: FollowTarget, ip: string, now = new Date(), lang?: string) {
  await enforceLimits(db, followChangeLimits(userId, ip), now);
  if (!(await repo.recordExists(db, TABLE[target.type], target.uuid)))
    throw new AppError(target.type === 'dealer' ? 'follow.notFoundDealer' : 'follow.notFound', 404);
  const limit = await followLimit(db, userId, now);
  if (await repo.follows(db, userId, target.type, target.uuid)) throw new AppError('follow.already', 409);
  const total = await repo.countOfFollows(db, userId, undefined);
  if (total >= limit) throw new AppError('follow.limitReached', 403, { limit });
  if (!(await repo.insertFollow(db, userId, target.type, target.uuid, now.toISOString()))) throw new AppError('follow.already', 409);
  // The alerts about this record are written in the language the member follows it in (the last one wins).
  if (lang) await setAlertLang(db, userId, lang, now.toISOString());
  return { following: true, total: total + 1, limit };
}

/** Stops following a record: 404 when it was not followed. */
export async function cancelFollow(db: Db, userId: string, target: FollowTarget, ip: string, now = new Date()) {
  await enforceLimits(db, followChangeLimits(userId, ip), now);
  if (!(await repo.deleteFollow(db, userId, target.type, target.uuid))) throw new AppError('follow.notFollowing', 404);
  return { following: false, total: await repo.countOfFollows(db, userId, undefined), limit: await followLimit(db, userId, now) };
}

/** The fields a change touched, from its stored diff ({ field: [old, new] }). */
function changedFields(diff: string): string[] {
  try {
    return Object.keys(JSON.parse(diff) as object);
  } catch {
    return []; // an unreadable diff still says that the record changed
  }
}

/** The newest change of each record, by id. */
async function latestChanges(db: Db, kind: FollowKind, ids: string[]): Promise<Map<string, FollowedRecord['latest_change']>> {
  const latest = new Map<string, { changed_at: string; diff: string }>();
  for (const c of await repo.changesOf(db, TABLE[kind], ids)) {
    const at = new Date(c.changed_at).toISOString();
    const seen = latest.get(c.record_id);
    if (!seen || at > seen.changed_at) latest.set(c.record_id, { changed_at: at, diff: c.diff });
  }
  return new Map([...latest].map(([id, c]) => [id, { changed_at: c.changed_at, fields: changedFields(c.diff) }]));
}

/** One page of the member's follows, newest first, each with its name, jurisdiction, status and latest change. */
export async function myFollows(db: Db, userId: string, q: { type?: FollowKind; page: number; pageSize: number }): Promise<MyFollows> {
  const [rows, total] = await Promise.all([
    repo.pageOfFollows(db, userId, q.type, (q.page - 1) * q.pageSize, q.pageSize),
    repo.countOfFollows(db, userId, q.type),
  ]);
  const idsOf = (kind: FollowKind) => rows.filter((r) => r.kind === kind).map((r) => r.record_id);
  const companyIds = idsOf('company');
  const officerIds = idsOf('executive');
  const brokerIds = idsOf('dealer');
  const [companies, officers, brokers, companyChanges, officerChanges, brokerChanges] = await Promise.all([
    repo.companySummaries(db, companyIds),
    repo.officerSummaries(db, officerIds),
    repo.brokerSummaries(db, brokerIds),
    latestChanges(db, 'company', companyIds),
    latestChanges(db, 'executive', officerIds),
    latestChanges(db, 'dealer', brokerIds),
  ]);
  const company = new Map(companies.map((c) => [c.id, c]));
  const officer = new Map(officers.map((o) => [o.id, o]));
  const broker = new Map(brokers.map((b) => [b.id, b]));
  const items = rows.map((r): FollowedRecord => {
    const kind = r.kind as FollowKind;
    const base = { type: kind, uuid: r.record_id, followed_at: new Date(r.followed_at).toISOString() };
    if (kind === 'company') {
      const c = company.get(r.record_id);
      return {
        ...base,
        name: c?.name ?? null,
        jurisdiction_code: c?.jurisdiction_code ?? null,
        status: c?.current_status ?? null,
        inactive: c?.inactive === 1 ? 'true' : c?.inactive === 0 ? 'false' : '',
        latest_change: companyChanges.get(r.record_id) ?? null,
      };
    }
    if (kind === 'dealer') {
      // A broker's country stands where a company's jurisdiction does (ISO alpha-2, written lower-case as jurisdictions are).
      const b = broker.get(r.record_id);
      return {
        ...base,
        name: b?.name ?? null,
        jurisdiction_code: b?.country ? b.country.toLowerCase() : null,
        status: null,
        inactive: b ? (b.status === 'active' ? 'false' : 'true') : '',
        latest_change: brokerChanges.get(r.record_id) ?? null,
      };
    }
    const o = officer.get(r.record_id);
    return {
      ...base,
      name: o?.name ?? null,
      jurisdiction_code: null,
      status: null,
      inactive: '',
      latest_change: officerChanges.get(r.record_id) ?? null,
    };
  });
  return { total, page: q.page, pageSize: q.pageSize, items };
}

/** The member's follows per kind and their allowance; with a record, its followers and whether the member follows it. */
export async function followCounts(db: Db, userId: string, q: { type?: FollowKind; uuid?: string }): Promise<FollowCounts> {
  const counts: Record<string, number> = { company: 0, executive: 0, dealer: 0 };
  for (const row of await repo.followCounts(db, userId)) counts[row.kind] = Number(row.n);
  const answer: FollowCounts = { counts, total: Object.values(counts).reduce((a, b) => a + b, 0), limit: await followLimit(db, userId) };
  if (q.type && q.uuid) {
    const [followers, following] = await Promise.all([repo.followerCount(db, q.type, q.uuid), repo.follows(db, userId, q.type, q.uuid)]);
    answer.record = { type: q.type, uuid: q.uuid, followers, following };
  }
  return answer;
}

/** The member's follows page (/{lang}/interest): the query's kind and page read leniently (a bad value is the default), one page, and the counts. */
export async function followsPage(db: Db, userId: string, params: URLSearchParams) {
  const kind = followKind.safeParse(params.get('kind'));
  const type = kind.success ? kind.data : undefined;
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1));
  const [data, counts] = await Promise.all([
    myFollows(db, userId, { type, page, pageSize: MY_FOLLOW_PAGE_SIZE.default }),
    followCounts(db, userId, {}),
  ]);
  return { kind: type, data, counts };
}
