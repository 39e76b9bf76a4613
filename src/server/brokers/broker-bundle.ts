import type { Insertable } from 'kysely';
import type {
  BrokerAccountsTable,
  BrokerClaimsTable,
  BrokerCompaniesTable,
  BrokersTable,
  BrokerSoftwareTable,
  BrokerVpsTable,
  BrokerWebsitesTable,
} from '../db/schema-brokers.ts';

type Own<T> = Omit<T, 'broker_id' | 'position'>;

/** The fields of a broker a source gives (the scoring job writes score, score_detail, rank, scored_at). */
export type BrokerFields = Omit<
  BrokersTable,
  'score' | 'score_detail' | 'rank' | 'scored_at' | 'content_hash' | 'source' | 'source_url' | 'retrieved_at' | 'updated_at'
>;

/**
 * A broker with the rows that belong to it alone, written and replaced together (the broker JSON
 * Lines import, the demo world, tests): one shape for every writer.
 */
export interface BrokerBundle {
  broker: BrokerFields;
  companies: Array<Omit<BrokerCompaniesTable, 'broker_id'>>;
  websites: Array<Own<BrokerWebsitesTable>>;
  accounts: Array<Own<BrokerAccountsTable>>;
  software: Array<Own<BrokerSoftwareTable>>;
  vps: Array<Own<BrokerVpsTable>>;
  claims: Array<Own<BrokerClaimsTable>>;
}

export interface BrokerRows {
  broker: Insertable<BrokersTable>;
  broker_companies: BrokerCompaniesTable[];
  broker_websites: BrokerWebsitesTable[];
  broker_accounts: BrokerAccountsTable[];
  broker_software: BrokerSoftwareTable[];
  broker_vps: BrokerVpsTable[];
  broker_claims: BrokerClaimsTable[];
}

/** The lower-case host of a URL without 'www.' (how websites, warnings and clones are compared); null when it is no URL. */
export function domainOf(url: string): string | null {
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase();
    return host.replace(/^www\./, '').replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** A bundle as table rows, positions in the order given. */
export function bundleRows(
  b: BrokerBundle,
  provenance: { contentHash: string; source: string; sourceUrl: string | null; retrievedAt: string; now: string },
): BrokerRows {
  const id = b.broker.id;
  const own = <T extends object>(rows: T[]) => rows.map((r, position) => ({ ...r, broker_id: id, position }));
  return {
    broker: {
      ...b.broker,
      score: null,
      score_detail: null,
      rank: null,
      scored_at: null,
      content_hash: provenance.contentHash,
      source: provenance.source,
      source_url: provenance.sourceUrl,
      retrieved_at: provenance.retrievedAt,
      updated_at: provenance.now,
    },
    broker_companies: b.companies.map((c) => ({ ...c, broker_id: id })),
    broker_websites: own(b.websites),
    broker_accounts: own(b.accounts),
    broker_software: own(b.software),
    broker_vps: own(b.vps),
    broker_claims: own(b.claims),
  };
}
