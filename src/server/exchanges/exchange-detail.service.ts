import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ExchangesTable } from '../db/schema-brokers.ts';
import type { RegulatorEntry } from '../regulators/regulator-catalogue.ts';
import { regulatorByKey } from '../regulators/regulator-catalogue.ts';
import { regulatorId } from '../regulators/regulator-ids.ts';
import { companyLicences, companyName, exchangeById, venuesOfOperator } from './exchanges.repository.ts';

type Db = Kysely<Database>;

/** The venue kinds with a translated label (exchange.kind.*); another kind is shown as the source writes it. */
export const EXCHANGE_KINDS = ['regulated-market', 'mtf', 'otf', 'crypto', 'derivatives'] as const;

export interface ExchangeDetail {
  exchange: ExchangesTable;
  operator: {
    id: string;
    name: string;
    licences: Array<Awaited<ReturnType<typeof companyLicences>>[number] & { regulatorId: string | null }>;
  } | null;
  regulator: { id: string; entry: RegulatorEntry } | null;
  otherVenues: Awaited<ReturnType<typeof venuesOfOperator>>;
}

/** An exchange's page, or undefined for an unknown id. */
export async function loadExchangeDetail(db: Db, id: string): Promise<ExchangeDetail | undefined> {
  const exchange = await exchangeById(db, id);
  if (!exchange) return undefined;
  const opId = exchange.operator_company_id;
  const [company, licences, otherVenues] = opId
    ? await Promise.all([companyName(db, opId), companyLicences(db, opId), venuesOfOperator(db, opId, id)])
    : [undefined, [], []];
  const entry = exchange.regulator_key ? regulatorByKey(exchange.regulator_key) : undefined;
  return {
    exchange,
    operator: company
      ? {
          id: company.id,
          name: company.name,
          licences: licences.map((l) => ({
            ...l,
            regulatorId: l.regulator_key && regulatorByKey(l.regulator_key) ? regulatorId(l.regulator_key) : null,
          })),
        }
      : null,
    regulator: entry ? { id: regulatorId(entry.key), entry } : null,
    otherVenues,
  };
}
