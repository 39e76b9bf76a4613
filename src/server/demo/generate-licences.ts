import { addMonths, fillPattern, isoDate } from './formats.ts';
import { rngFor } from './prng.ts';
import { provenance, type DemoRows } from './rows.ts';
import type { DemoWorld, NameInfo } from './world.ts';

/**
 * Regulatory licences of the demo world's financial companies (banks, insurers, investment firms),
 * issued by their country's real regulator with numbers in that regulator's style. Most are in
 * force; some were revoked, suspended or have lapsed, which the credit evaluation counts against.
 */

interface Regulator {
  name: string;
  numbers: string;
  kinds: Record<'finance' | 'insurance' | 'investment', string>;
}

const GENERIC: Regulator['kinds'] = { finance: 'Banking licence', insurance: 'Insurance licence', investment: 'Investment firm licence' };

const REGULATORS: Record<string, Regulator> = {
  GB: {
    name: 'Financial Conduct Authority',
    numbers: '%%%%%%',
    kinds: { finance: 'Authorised payment institution', insurance: 'Insurance distribution', investment: 'Investment firm (MiFID)' },
  },
  US: {
    name: 'Securities and Exchange Commission',
    numbers: '801-%%%%%',
    kinds: { finance: 'Money transmitter', insurance: 'Insurance producer', investment: 'Registered investment adviser' },
  },
  HK: {
    name: 'Securities and Futures Commission',
    numbers: 'A@@%%%',
    kinds: { finance: 'Type 1: dealing in securities', insurance: 'Insurance intermediary', investment: 'Type 9: asset management' },
  },
  SG: {
    name: 'Monetary Authority of Singapore',
    numbers: 'CMS%%%%%%',
    kinds: { finance: 'Major payment institution', insurance: 'Direct insurer (general)', investment: 'Capital markets services licence' },
  },
  AU: {
    name: 'Australian Securities and Investments Commission',
    numbers: '%%%%%%',
    kinds: {
      finance: 'Australian credit licence',
      insurance: 'Australian financial services licence (general insurance)',
      investment: 'Australian financial services licence',
    },
  },
  JP: {
    name: 'Financial Services Agency',
    numbers: '関東財務局長（金商）第%%%%号',
    kinds: { finance: '銀行業', insurance: '保険業', investment: '金融商品取引業' },
  },
  CN: {
    name: 'National Financial Regulatory Administration',
    numbers: 'B%%%%H%%%%%%%%%',
    kinds: { finance: '金融许可证', insurance: '保险许可证', investment: '经营证券期货业务许可证' },
  },
  DE: {
    name: 'Bundesanstalt für Finanzdienstleistungsaufsicht',
    numbers: '%%%%%%',
    kinds: { finance: 'Erlaubnis nach § 32 KWG', insurance: 'Erlaubnis nach § 8 VAG', investment: 'Erlaubnis nach § 15 WpIG' },
  },
  FR: {
    name: 'Autorité de contrôle prudentiel et de résolution',
    numbers: '%%%%%',
    kinds: { finance: 'Établissement de crédit', insurance: "Entreprise d'assurance", investment: "Entreprise d'investissement" },
  },
  CY: {
    name: 'Cyprus Securities and Exchange Commission',
    numbers: '%%%/%%',
    kinds: { finance: 'Payment institution', insurance: 'Insurance undertaking', investment: 'Cyprus investment firm' },
  },
  AE: { name: 'Dubai Financial Services Authority', numbers: 'F%%%%%%', kinds: GENERIC },
};

/** Appends the licences of company i, if it is a financial company. */
export function generateLicences(
  world: DemoWorld,
  i: number,
  info: NameInfo,
  id: string,
  incorporated: number,
  inactive: boolean,
  out: DemoRows,
): void {
  const industry = info.parts.industry[2];
  const kind =
    industry === 'insurance' ? 'insurance' : industry === 'investment' ? 'investment' : industry === 'finance' ? 'finance' : null;
  if (!kind) return;
  const rng = rngFor(world.seed, i, 'licences');
  if (!rng.chance(0.7)) return;
  const country = info.j.country;
  const regulator = REGULATORS[country] ?? { name: `${country} financial regulator`, numbers: '%%%%%%', kinds: GENERIC };
  const count = rng.chance(0.2) ? 2 : 1;
  for (let position = 0; position < count; position++) {
    const granted = world.dateAfter(rng, incorporated + 60, 60);
    const lapsed = inactive || rng.chance(0.08);
    const status = !lapsed ? 'active' : inactive ? 'revoked' : rng.chance(0.5) ? 'suspended' : 'expired';
    const expires = rng.chance(0.4) || status === 'expired' ? addMonths(granted, 12 * rng.between(3, 10)) : null;
    out.licences.push({
      company_id: id,
      position,
      regulator: regulator.name,
      regulator_country: country,
      licence_type: position === 0 ? regulator.kinds[kind] : regulator.kinds[kind === 'finance' ? 'investment' : 'finance'],
      licence_number: fillPattern(regulator.numbers, rng),
      status,
      granted_on: isoDate(granted),
      expires_on: expires === null ? null : isoDate(expires),
      ...provenance(world),
    });
  }
}
