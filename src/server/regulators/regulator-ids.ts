import { stableId } from '../import/stable-id.ts';
import { REGULATORS, type RegulatorEntry } from './regulator-catalogue.ts';

/**
 * A regulator's record id, for its page and for links from licences, warnings and exchanges: derived
 * from the catalogue key (which never changes), so the id is the same on every machine and engine.
 */
export function regulatorId(key: string): string {
  return stableId('regulator', key);
}

let byId: Map<string, RegulatorEntry> | undefined;

/** The catalogue entry whose id this is, or undefined; the map is built once, on first use. */
export function regulatorById(id: string): RegulatorEntry | undefined {
  byId ??= new Map(REGULATORS.map((r) => [regulatorId(r.key), r]));
  return byId.get(id);
}
