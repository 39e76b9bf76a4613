import type { RelationshipsTable } from '../../db/schema.ts';
import { isValidLei } from '../lei.ts';
import { writeRelationships, type RelationshipItem } from '../relationship-writer.ts';
import type { ImportFormat } from '../types.ts';
import { gleifDate, text } from './gleif-lei-record.ts';
import { xmlRecords, type XmlNode } from './xml-records.ts';

/**
 * GLEIF Golden Copy level 2 data, RR-CDF XML: one RelationshipRecord per link between two LEIs. The
 * start node is the child (the consolidated entity, the fund, the branch), the end node the parent.
 */
const RR_NAMESPACE = 'http://www.gleif.org/data/schema/rr/2016';

/** RR-CDF relationship types and the register's kinds. */
const RELATIONSHIP_KIND: Record<string, RelationshipsTable['kind']> = {
  IS_DIRECTLY_CONSOLIDATED_BY: 'parent',
  IS_ULTIMATELY_CONSOLIDATED_BY: 'ultimate_parent',
  IS_INTERNATIONAL_BRANCH_OF: 'branch',
  'IS_FUND-MANAGED_BY': 'fund_manager',
  // IS_SUBFUND_OF, IS_FEEDER_TO and any later type have no kind of their own.
};

export interface RelationshipPeriod {
  start: string | null;
  end: string | null;
  type: string | null;
}

/**
 * When the link held: the RELATIONSHIP_PERIOD (the first start, and the last end unless one period
 * is still open). Accounting and filing periods only date the accounts that evidence the link; they
 * stand in when no relationship period is given.
 */
export function linkPeriod(periods: RelationshipPeriod[]): { start_date: string | null; end_date: string | null } {
  const relationship = periods.filter((p) => p.type === 'RELATIONSHIP_PERIOD');
  const chosen = relationship.length ? relationship : periods.filter((p) => p.type === 'ACCOUNTING_PERIOD');
  if (!chosen.length) return { start_date: null, end_date: null };
  const starts = chosen
    .map((p) => gleifDate(p.start))
    .filter((d): d is string => d !== null)
    .sort();
  const ends = chosen.map((p) => gleifDate(p.end));
  return {
    start_date: starts[0] ?? null,
    end_date: ends.includes(null) ? null : (ends as string[]).sort().at(-1)!,
  };
}

function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}
function value(node: XmlNode | undefined, name: string): string | null {
  return text(child(node, name)?.text);
}

function lei(node: XmlNode | undefined, end: string): string {
  const id = value(node, 'NodeID');
  if (!id) throw new Error(`${end} has no NodeID`);
  const type = value(node, 'NodeIDType');
  if (type && type !== 'LEI') throw new Error(`${end} ${id} is a ${type}, not an LEI`);
  if (!isValidLei(id)) throw new Error(`${end} "${id}" is not a valid LEI`);
  return id;
}

/** Maps one RelationshipRecord; throws (rejecting it) on a missing or malformed node or type. */
export function relationshipFromXml(record: XmlNode): RelationshipItem {
  const rel = child(record, 'Relationship');
  const type = value(rel, 'RelationshipType');
  if (!type) throw new Error('RelationshipType is missing');
  const periods = (child(rel, 'RelationshipPeriods')?.children ?? [])
    .filter((p) => p.name === 'RelationshipPeriod')
    .map((p) => ({ start: value(p, 'StartDate'), end: value(p, 'EndDate'), type: value(p, 'PeriodType') }));
  const registration = value(child(record, 'Registration'), 'RegistrationStatus');
  const status = value(rel, 'RelationshipStatus');
  return {
    childLei: lei(child(rel, 'StartNode'), 'StartNode'),
    parentLei: lei(child(rel, 'EndNode'), 'EndNode'),
    kind: RELATIONSHIP_KIND[type] ?? 'other',
    sourceType: type,
    ...linkPeriod(periods),
    // An annulled record was filed in error: the link never held, whatever its own status says.
    status: registration === 'ANNULLED' ? 'annulled' : status ? status.toLowerCase() : null,
  };
}

export const gleifRrXml: ImportFormat<RelationshipItem> = {
  name: 'gleif-rr-xml',
  source: 'GLEIF RR-CDF Golden Copy',
  sourceUrl: 'https://www.gleif.org/en/lei-data/gleif-golden-copy/download-the-golden-copy',
  read: (file, onBytes) =>
    xmlRecords(
      file,
      {
        formatLabel: 'GLEIF RR-CDF XML (RelationshipData)',
        root: { name: 'RelationshipData', namespace: RR_NAMESPACE },
        record: 'RelationshipRecord',
        skip: new Set(['Extension']),
        map: relationshipFromXml,
      },
      onBytes,
    ),
  write: writeRelationships,
};
