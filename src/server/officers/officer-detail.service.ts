import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as repo from './officer-detail.repository.ts';

/**
 * Everything the executive page shows. Registers hold many different people of one name (王伟,
 * John Smith); the page lists them apart by what tells them apart: country, partial birth date and
 * the companies they sit in.
 */

const SAME_NAME_SHOWN = 12;
const CO_APPOINTEES_SHOWN = 12;
/** A nominee secretary can hold thousands of appointments: the page lists this many and counts the rest. */
export const POSITIONS_SHOWN = 200;

export interface OtherName {
  name: string;
  kind: 'previous' | 'alternative';
}

export type OfficerDetail = NonNullable<Awaited<ReturnType<typeof loadOfficerDetail>>>;

export async function loadOfficerDetail(db: Kysely<Database>, id: string) {
  const officer = await repo.officerById(db, id);
  if (!officer) return undefined;
  const [positions, sameName, coAppointees] = await Promise.all([
    repo.positionsOf(db, [id], POSITIONS_SHOWN),
    repo.sameNameOfficers(db, officer.normalised_name, id, SAME_NAME_SHOWN),
    repo.coAppointees(db, id, CO_APPOINTEES_SHOWN),
  ]);
  const positionCount = positions.length < POSITIONS_SHOWN ? positions.length : await repo.countPositionsOf(db, id);
  const theirPositions = await repo.positionsOf(
    db,
    sameName.rows.map((r) => r.id),
    POSITIONS_SHOWN,
  );
  const byOfficer = new Map<string, typeof theirPositions>();
  for (const p of theirPositions) byOfficer.set(p.officer_id, [...(byOfficer.get(p.officer_id) ?? []), p]);
  return {
    officer,
    otherNames: parseOtherNames(officer.other_names),
    positions,
    positionCount,
    sameName: sameName.rows.map((r) => ({ ...r, positions: byOfficer.get(r.id) ?? [] })),
    sameNameTotal: sameName.total,
    coAppointees: coAppointees.map((c) => ({ ...c, shared: Number(c.shared) })),
  };
}

/** The stored JSON list of other names; anything malformed reads as none rather than failing the page. */
function parseOtherNames(json: string | null): OtherName[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter((n): n is OtherName => typeof n?.name === 'string' && (n.kind === 'previous' || n.kind === 'alternative'))
      : [];
  } catch {
    return [];
  }
}
