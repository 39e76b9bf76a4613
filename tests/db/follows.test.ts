import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import type { AppError } from '../../src/server/app-error.ts';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { env } from '../../src/server/config/env.ts';
import { followAnswer, followCountsAnswer, myFollowAnswer } from '../../src/server/follows/follows.responses.ts';
import { cancelFollow, follow, followCounts, myFollows } from '../../src/server/follows/follows.service.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { jsonl } from '../../src/server/import/formats/jsonl.ts';
import { runImport } from '../../src/server/import/runner.ts';
import { ENGINES, freshDb, type TestDb } from './engines.ts';

const t = translator('en');
const dir = mkdtempSync(join(tmpdir(), 'follows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A refusal as the caller reads it: its status and its English message. */
async function refusal(p: Promise<unknown>) {
  try {
    await p;
    return undefined;
  } catch (err) {
    const e = err as AppError;
    return { status: e.status, message: t(e.code, e.params) };
  }
}

const COMPANIES = Array.from({ length: 6 }, (_, i) => ({
  type: 'company',
  jurisdiction_code: 'gb',
  company_number: `F${i}`,
  name: `Followed Company ${i}`,
  current_status: 'Active',
  inactive: false,
}));
const OFFICER = {
  type: 'officer',
  id: 'p-1',
  name: 'Jane Follow',
  nationality: 'British',
  appointments: [{ jurisdiction_code: 'gb', company_number: 'F0', position: 'director', start_date: '2015-01-01' }],
};
const file = (name: string, lines: object[]) => {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return path;
};
const IP = '203.0.113.9';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 4, minute));

describe.each(ENGINES)('follows on %s', (engine) => {
  let db: TestDb;
  let member: string;
  let officer: string;
  const company = (i: number) => companyId('gb', `F${i}`);
  beforeAll(async () => {
    db = await freshDb(engine);
    await runImport(db.db, jsonl, file(`a-${engine}.jsonl`, [...COMPANIES, OFFICER]));
    // A second import changes company 1 (its status): one row of record_changes.
    const changed = COMPANIES.map((c, i) => (i === 1 ? { ...c, current_status: 'Dissolved', inactive: true } : c));
    await runImport(db.db, jsonl, file(`b-${engine}.jsonl`, [...changed, OFFICER]));
    member = (await createUser(db.db, { email: `follower-${engine}@example.com` })).id;
    officer = (await db.db.selectFrom('officers').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => db.drop());

  it('follows a company and an executive, and refuses the same record twice with 409', async () => {
    const first = await follow(db.db, member, { type: 'company', uuid: company(0) }, IP, at(1));
    expect(followAnswer.omit({ message: true }).parse(first)).toEqual({ following: true, total: 1, limit: env.FOLLOW_LIMIT });
    await follow(db.db, member, { type: 'executive', uuid: officer }, IP, at(2));
    await follow(db.db, member, { type: 'company', uuid: company(1) }, IP, at(3));
    expect(await refusal(follow(db.db, member, { type: 'company', uuid: company(0) }, IP, at(4)))).toEqual({
      status: 409,
      message: 'You already follow this record.',
    });
  });

  it('refuses an unknown record with 404, and a company id given as an executive', async () => {
    const unknown = { status: 404, message: 'This company, executive or broker could not be found.' };
    expect(await refusal(follow(db.db, member, { type: 'company', uuid: '00000000-0000-4000-8000-000000000000' }, IP))).toEqual(unknown);
    expect(await refusal(follow(db.db, member, { type: 'executive', uuid: company(2) }, IP))).toEqual(unknown);
  });

  it('lists follows newest first, paged, each with name, jurisdiction, status and its latest change', async () => {
    const all = myFollowAnswer.parse(await myFollows(db.db, member, { page: 1, pageSize: 2 }));
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.uuid)).toEqual([company(1), officer]);
    expect(all.items[0]).toMatchObject({
      type: 'company',
      name: 'Followed Company 1',
      jurisdiction_code: 'gb',
      status: 'Dissolved',
      inactive: 'true',
      followed_at: at(3).toISOString(),
      latest_change: { fields: expect.arrayContaining(['current_status', 'inactive']) },
    });
    expect(all.items[1]).toMatchObject({ type: 'executive', name: 'Jane Follow', latest_change: null });
    const second = await myFollows(db.db, member, { page: 2, pageSize: 2 });
    expect(second.items.map((i) => [i.uuid, i.latest_change])).toEqual([[company(0), null]]);
    const executives = await myFollows(db.db, member, { type: 'executive', page: 1, pageSize: 20 });
    expect([executives.total, executives.items.length]).toEqual([1, 1]);
  });

  it("counts the member's follows by kind, and one record's followers", async () => {
    const other = (await createUser(db.db, { email: `other-${engine}@example.com` })).id;
    await follow(db.db, other, { type: 'company', uuid: company(0) }, IP);
    expect(followCountsAnswer.parse(await followCounts(db.db, member, { type: 'company', uuid: company(0) }))).toEqual({
      counts: { company: 2, executive: 1, dealer: 0 },
      total: 3,
      limit: env.FOLLOW_LIMIT,
      record: { type: 'company', uuid: company(0), followers: 2, following: true },
    });
    expect((await followCounts(db.db, member, { type: 'company', uuid: company(5) })).record).toMatchObject({
      followers: 0,
      following: false,
    });
  });

  it('cancels a follow, and refuses to cancel one that is not there with 404', async () => {
    expect(await cancelFollow(db.db, member, { type: 'company', uuid: company(0) }, IP)).toMatchObject({ following: false, total: 2 });
    expect(await refusal(cancelFollow(db.db, member, { type: 'company', uuid: company(0) }, IP))).toEqual({
      status: 404,
      message: 'You do not follow this record.',
    });
    expect((await myFollows(db.db, member, { page: 1, pageSize: 20 })).items.map((i) => i.uuid)).not.toContain(company(0));
  });

  it('refuses a follow past the limit with 403 and a clear message', async () => {
    const full = (await createUser(db.db, { email: `full-${engine}@example.com` })).id;
    const rows = Array.from({ length: env.FOLLOW_LIMIT }, (_, i) => ({
      user_id: full,
      kind: 'company',
      record_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      followed_at: at(0).toISOString(),
    }));
    await db.db.insertInto('follows').values(rows).execute();
    expect(await refusal(follow(db.db, full, { type: 'company', uuid: company(3) }, IP))).toEqual({
      status: 403,
      message: `You can follow at most ${env.FOLLOW_LIMIT} companies and executives. Unfollow some to follow new ones.`,
    });
    // A follow of a record no longer in the register is still listed (the member removes it).
    expect((await myFollows(db.db, full, { page: 1, pageSize: 1 })).items[0]).toMatchObject({ name: null, latest_change: null });
  });
});
