import { AMERICAS } from './jurisdictions-americas.ts';
import { ASIA_AFRICA } from './jurisdictions-asia-africa.ts';
import { EUROPE } from './jurisdictions-europe.ts';
import type { Jurisdiction } from './jurisdiction-types.ts';

export type { City, Jurisdiction, LegalForm, Variant } from './jurisdiction-types.ts';

/** Every jurisdiction of the demo world, in a fixed order (the slot table depends on it). */
export const JURISDICTIONS: Jurisdiction[] = [...EUROPE, ...ASIA_AFRICA, ...AMERICAS];

export const JURISDICTION_BY_CODE = new Map(JURISDICTIONS.map((j) => [j.code, j]));
