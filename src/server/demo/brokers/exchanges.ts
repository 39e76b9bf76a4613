import type { ExchangesTable } from '../../db/schema-brokers.ts';
import type { RegulatorEntry } from '../../regulators/regulator-catalogue.ts';
import { fastStableId } from '../fast-ids.ts';
import { dayOf, isoDate } from '../formats.ts';
import { rngFor } from '../prng.ts';
import { provenance } from '../rows.ts';
import type { DemoWorld } from '../world.ts';
import type { EntityRegistry } from './broker-companies.ts';
import { slugOf } from './brands.ts';
import { licenceNumber, recordUrl, SERVICES } from './regulator-styles.ts';

/**
 * About sixty trading venues of the demo world: stock, derivatives and crypto exchanges, multilateral
 * and organised trading facilities, each run by an operator company of the demo register that holds a
 * trading-venue licence from a regulator of the catalogue. Names and MICs look real but are made up
 * (a MIC is four letters; regulated markets' begin with X, as most real ones do).
 */

export const DEFAULT_EXCHANGES = 60;

const WORDS = [
  'Meridian',
  'Northgate',
  'Harbourside',
  'Bluewater',
  'Ironstone',
  'Silverline',
  'Eastbridge',
  'Westhaven',
  'Kingsbridge',
  'Redcliff',
  'Stonebridge',
  'Clearview',
  'Highgate',
  'Lakeside',
  'Riverside',
  'Oakmont',
  'Crescent',
  'Baltic',
  'Adriatic',
  'Andes',
  'Sahel',
  'Coral Bay',
  'Pacific Rim',
  'Alpine',
  'Danube',
  'Levant',
  'Sunda',
  'Caspian',
  'Aegean',
  'Nordic Sound',
  'Tasman',
  'Gulfstream',
  'Amber Coast',
  'Cape',
  'Orient',
  'Zenith',
  'Polaris',
  'Summit',
  'Equator',
  'Monsoon',
];

const KINDS: Array<{ kind: string; words: string[]; weight: number }> = [
  { kind: 'regulated-market', words: ['Stock Exchange', 'Securities Exchange', 'Bourse'], weight: 35 },
  { kind: 'mtf', words: ['MTF', 'Trading Facility', 'Growth Market'], weight: 20 },
  { kind: 'otf', words: ['OTF'], weight: 5 },
  { kind: 'derivatives', words: ['Derivatives Exchange', 'Futures Exchange', 'Commodity Exchange'], weight: 20 },
  { kind: 'crypto', words: ['Digital Asset Exchange', 'Crypto Exchange'], weight: 20 },
];

export type DemoExchange = ExchangesTable;

export function generateExchanges(
  world: DemoWorld,
  registry: EntityRegistry,
  regulators: readonly RegulatorEntry[],
  count = DEFAULT_EXCHANGES,
): DemoExchange[] {
  const venues = regulators.filter((r) => r.kinds.includes('trading-venue'));
  const crypto = regulators.filter((r) => r.kinds.includes('crypto'));
  const mics = new Set<string>();
  const names = new Set<string>();
  const out: DemoExchange[] = [];
  const prov = provenance(world);
  for (let k = 0; k < count; k++) {
    const rng = rngFor(world.seed, k, 'exchange');
    const kind = rng.weighted(KINDS, (x) => x.weight);
    const pool = kind.kind === 'crypto' ? crypto : venues;
    // Every venue regulator gets one first, then they are drawn at random.
    const reg = k < venues.length && kind.kind !== 'crypto' ? venues[k] : rng.pick(pool);
    let name = '';
    for (let tries = 0; !name || names.has(name); tries++)
      name = `${rng.pick(WORDS)} ${rng.pick(kind.words)}${tries > 5 ? ` ${reg.country}` : ''}`;
    names.add(name);
    const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
    let mic = '';
    for (let tries = 0; !mic || mics.has(mic); tries++) {
      const body =
        tries === 0
          ? letters.slice(0, 3)
          : `${letters[0]}${letters[1 + rng.int(letters.length - 1)]}${String.fromCharCode(65 + rng.int(26))}`;
      mic = kind.kind === 'regulated-market' ? `X${body}` : `${body}${String.fromCharCode(65 + rng.int(26))}`.slice(0, 4);
    }
    mics.add(mic);
    const domain = `${slugOf(name)}.${rng.pick(['com', 'exchange', 'market', 'com'])}`;
    const founded = dayOf(1960 + rng.int(60), 1 + rng.int(12), 1 + rng.int(28));
    const operator = registry.create(`exchange:${k}`, {
      country: reg.country,
      brand: { name, latin: name, slug: slugOf(name), script: 'Latin' },
      role: 'exchange',
      qualifier: '',
      incorporated: founded,
      peopleCulture: 'en',
      website: `https://www.${domain}`,
      lei: true,
      dissolvedOn: null,
    });
    const closed = rng.chance(0.05);
    const granted = founded + 200 + rng.int(2000);
    const number = licenceNumber(reg, rng, new Date(granted * 86_400_000).getUTCFullYear());
    registry.out.licences.push({
      company_id: operator.id,
      position: 0,
      regulator: reg.name,
      regulator_country: reg.country,
      licence_type: reg.kinds.includes('trading-venue') ? 'trading-venue' : 'crypto',
      licence_number: number,
      status: closed ? 'expired' : 'active',
      granted_on: isoDate(granted),
      expires_on: null,
      regulator_key: reg.key,
      record_url: recordUrl(reg, number),
      scope: JSON.stringify({
        services: SERVICES[reg.kinds.includes('trading-venue') ? 'trading-venue' : 'crypto'] ?? [],
        countries: [reg.country],
      }),
      ended_on: closed ? isoDate(world.asOf - 400 - rng.int(2000)) : null,
      ...prov,
    });
    out.push({
      id: fastStableId('exchange', mic),
      mic,
      name,
      kind: kind.kind,
      country: reg.country,
      city: operator.city,
      website: `https://www.${domain}`,
      operator_company_id: operator.id,
      regulator_key: reg.key,
      status: closed ? 'closed' : 'active',
      ...prov,
    });
  }
  return out;
}
