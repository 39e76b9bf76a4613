/**
 * Regulator tiers and retail leverage caps: data the broker score reads (src/lib/broker-score.ts) and
 * the "How we score brokers" page prints, keyed by the regulator's catalogue key
 * (server/regulators/regulator-catalogue.ts). A tier follows from a published rule, never from who a
 * regulator supervises or who pays us; changing an entry is a new score version.
 *
 * - Tier 1: the regulator holds dealing firms to strict capital rules (own funds of at least the
 *   equivalent of EUR 750,000, the EU's figure for dealing on own account), requires clients' money
 *   to be kept apart from the firm's, and restricts leveraged products sold to retail clients
 *   (leverage caps or equivalent product rules).
 * - Tier 2: a licence with capital and client-money rules, but below one of the tier-1 bars (lower
 *   capital, or no retail product rules).
 * - Tier 3: a registration or licence with little or no capital requirement and no client-money
 *   segregation rule enforced for dealers (typical of offshore company registries); also any
 *   regulator not listed here.
 */
export const REGULATOR_TIERS = [1, 2, 3] as const;
export type RegulatorTier = (typeof REGULATOR_TIERS)[number];

/** EU/EEA national competent authorities: MiFID II and IFR capital, client-asset rules, ESMA's retail CFD measures. */
const EEA = [
  'bafin',
  'fma-at',
  'fsma',
  'nbb',
  'fsc-bg',
  'hanfa',
  'cysec',
  'cbc',
  'cnb',
  'dfsa-dk',
  'fi-ee',
  'fin-fsa',
  'amf-fr',
  'acpr',
  'hcmc',
  'bog',
  'mnb',
  'cb-is',
  'cbi',
  'consob',
  'bdi',
  'lb-lv',
  'fma-li',
  'lb-lt',
  'cssf',
  'mfsa',
  'afm',
  'dnb',
  'finanstilsynet-no',
  'knf',
  'cmvm',
  'bdp',
  'asf-ro',
  'fi-se',
  'atvp',
  'nbs',
  'cnmv',
  'bde',
] as const;

const TIER_1 = [...EEA, 'fca', 'finma', 'nfa', 'cftc', 'sec', 'finra', 'ciro', 'osc', 'asic', 'fsa-jp', 'sfc', 'mas'] as const;
const TIER_2 = [
  'jfsc',
  'gfsc',
  'iomfsa',
  'gfsc-gi',
  'cbr',
  'cvm',
  'cnbv',
  'cima',
  'scb',
  'fma-nz',
  'csrc',
  'nfra',
  'fsc-kr',
  'sc-my',
  'sec-ph',
  'ojk',
  'sec-th',
  'sebi',
  'dfsa',
  'fsra',
  'sca',
  'fsca',
  'cma-ke',
  'sec-ng',
] as const;
const TIER_3 = ['bvifsc', 'ifsc', 'svgfsa', 'vfsc', 'fsa-sc', 'fsc-mu', 'labuan-fsa'] as const;

/** The tier of each listed regulator, by catalogue key. */
export const REGULATOR_TIER_BY_KEY: Readonly<Record<string, RegulatorTier>> = Object.freeze({
  ...Object.fromEntries(TIER_3.map((k) => [k, 3 as const])),
  ...Object.fromEntries(TIER_2.map((k) => [k, 2 as const])),
  ...Object.fromEntries(TIER_1.map((k) => [k, 1 as const])),
});

/** A regulator's tier; an unknown or missing key is tier 3 (nothing vouches for it). */
export function regulatorTier(key: string | null | undefined): RegulatorTier {
  return (key && REGULATOR_TIER_BY_KEY[key]) || 3;
}

/** The regulator keys of a tier, sorted (the scoring page lists them). */
export function regulatorsOfTier(tier: RegulatorTier): string[] {
  return Object.entries(REGULATOR_TIER_BY_KEY)
    .filter(([, t]) => t === tier)
    .map(([k]) => k)
    .sort();
}

/**
 * The highest leverage a regulator lets a firm offer retail clients on major currency pairs (30 means
 * 1:30), where it sets one: ESMA's measures as each EEA authority adopted them, the FCA's and ASIC's
 * product rules (1:30), the CFTC's and NFA's 1:50, Japan's 1:25, Singapore's and Hong Kong's 1:20.
 * A regulator without a listed cap is not taken to have one.
 */
export const RETAIL_LEVERAGE_CAP: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(EEA.map((k) => [k, 30])),
  fca: 30,
  asic: 30,
  cftc: 50,
  nfa: 50,
  'fsa-jp': 25,
  mas: 20,
  sfc: 20,
});
