import type { OfficersTable } from '../db/schema.ts';
import { normaliseName } from '../import/normalise.ts';
import { fastContentHash as contentHash, fastStableId as stableId } from './fast-ids.ts';
import { address } from './addresses.ts';
import { isoDate } from './formats.ts';
import { CULTURES } from './names/index.ts';
import { countryName, makePerson, type Person } from './people.ts';
import { rngFor } from './prng.ts';
import { POSITIONS } from './roles.ts';
import { provenance, type DemoRows } from './rows.ts';
import type { DemoWorld, NameInfo } from './world.ts';

/**
 * Officers and their appointments. Each company creates its own people (officer slot s of company
 * i is one person, with a stable id), and some appointments go to people created by earlier
 * companies: a subsidiary's board includes its parent's first officer, and a few "serial directors"
 * sit on boards across the register, across borders too. People with the same name are still
 * different people with different ids, as in real registers.
 */

/** Share of people from another country than the company's. */
const EXPATRIATES = 0.1;
/** Share of companies that appoint someone already on another company's board. */
const SERIAL = 0.04;

export function officerId(world: DemoWorld, i: number, slot: number): string {
  return stableId('officer', 'demo', world.seed, i, slot);
}

/** The person in officer slot `slot` of company i (a natural person, or in common-law registers sometimes a corporate officer). */
function person(world: DemoWorld, i: number, slot: number, info: NameInfo): Person {
  const rng = rngFor(world.seed, i, `person-${slot}`);
  const j = info.j;
  if (slot > 0 && j.roles === 'uk' && rng.chance(0.04)) {
    const brand = rng.pick(CULTURES.en.brands)[0];
    const local = CULTURES[j.variants[0].culture];
    return {
      name: `${brand} ${rng.pick(['Secretaries', 'Nominees', 'Corporate Services', 'Company Secretarial Services', 'Directors'])} ${rng.pick(['Limited', 'Ltd'])}`,
      nationality: null,
      occupation: null,
      address: address(rng, j, local, j.cities).full,
      countryOfResidence: countryName(j.country),
      birthYear: null,
      birthMonth: null,
      kind: 'corporate',
      otherNames: [],
    };
  }
  if (rng.chance(EXPATRIATES)) {
    // Someone from elsewhere, living here or at home.
    const from = world.randomJurisdiction(rng);
    const culture = CULTURES[from.variants[0].culture];
    const lives = rng.chance(0.6) ? j : from;
    return makePerson(rng, culture, from.country, lives, lives.cities, j.roles === 'uk');
  }
  const culture = CULTURES[info.variant.culture];
  return makePerson(rng, culture, j.country, j, info.cities, j.roles === 'uk' || rng.chance(0.3));
}

export function generateOfficers(
  world: DemoWorld,
  i: number,
  info: NameInfo,
  incorporated: number,
  dissolved: number | null,
  out: DemoRows,
): void {
  const count = world.officerCount(i);
  const companyId = world.key(i).id;
  const rng = rngFor(world.seed, i, 'appointments');
  const prov = provenance(world);
  const positions = POSITIONS[info.j.roles];
  const appointed = new Set<string>();

  const appoint = (officer: string, position: string, first: boolean) => {
    const id = stableId('appointment', officer, companyId, position);
    if (appointed.has(id)) return;
    appointed.add(id);
    const start = first ? incorporated : world.dateAfter(rng, incorporated, 240);
    let status = 'active';
    let end: number | null = null;
    if (dissolved !== null) {
      status = 'resigned';
      end = Math.max(start, Math.min(dissolved, world.dateAfter(rng, start, 240)));
    } else if (!first && rng.chance(0.25)) {
      status = rng.chance(0.8) ? 'resigned' : 'cancelled';
      end = world.dateAfter(rng, start + 30, 120);
    }
    out.appointments.push({
      id,
      officer_id: officer,
      company_id: companyId,
      position,
      start_date: isoDate(start),
      end_date: end === null ? null : isoDate(end),
      status,
      control: null,
      ...prov,
    });
  };

  for (let slot = 0; slot < count; slot++) {
    const p = person(world, i, slot, info);
    const id = officerId(world, i, slot);
    const fields = {
      name: p.name,
      normalised_name: normaliseName(p.name),
      nationality: p.nationality,
      occupation: p.occupation,
      address_in_full: p.address,
      country_of_residence: p.countryOfResidence,
      head_portrait: null,
      birth_year: p.birthYear,
      birth_month: p.birthMonth,
      kind: p.kind,
      other_names: p.otherNames.length ? JSON.stringify(p.otherNames) : null,
    };
    const officer: OfficersTable = { id, ...fields, content_hash: contentHash(fields), ...prov };
    out.officers.push(officer);
    const position =
      slot === 0 ? positions.first : p.kind === 'corporate' ? 'corporate secretary' : rng.weighted(positions.others, ([, w]) => w)[0];
    appoint(id, position, slot === 0);
  }

  // A subsidiary's board includes its parent's first officer.
  const parent = world.role(i) === 'sub' ? world.parentOf(i) : null;
  if (parent !== null && world.officerCount(parent) > 0)
    appoint(officerId(world, parent, 0), rng.weighted(positions.others, ([, w]) => w)[0], false);

  // Serial directors: someone from an earlier company's board, anywhere in the register.
  if (i > 0 && rng.chance(SERIAL)) {
    for (let tries = 0; tries < 8; tries++) {
      const k = i - 1 - rng.int(Math.min(i, 30_000));
      const theirs = world.officerCount(k);
      if (!theirs) continue;
      appoint(officerId(world, k, rng.int(theirs)), rng.weighted(positions.others, ([, w]) => w)[0], false);
      break;
    }
  }
}
