import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { LicenceStatus } from '../../lib/licence-status.ts';
import { findRegulator, type RegulatorEntry } from '../regulators/regulator-catalogue.ts';

/**
 * How regulators' files write the parts of a licence, read into the register's values: service lists,
 * passport country lists, statuses, Swiss UIDs, the competent authority. Pure; each importer of a
 * regulator's file (esma-casp-csv, esma-registers-json, finma-csv) reads its columns through these,
 * so two registers saying the same thing give the same licence.
 */
countries.registerLocale(en);

/**
 * A list of authorised services as one cell: ESMA's national authorities separate them with '/',
 * ',', '|' or ' I ' (a capital i between spaces, a '|' typed by hand), sometimes mixing two in one
 * cell. Each service keeps the register's wording ("c. exchange of crypto-assets for funds").
 */
export function splitServices(cell: string): string[] {
  const out: string[] = [];
  for (const part of cell.split(/\s*[/,|]\s*|\s+I\s+/)) {
    const s = part.replace(/\s+/g, ' ').trim();
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/** Codes registers write that are not ISO 3166-1: the EU's own 'EL' (Greece) and 'UK'. */
const EU_CODES: Record<string, string> = { EL: 'GR', UK: 'GB' };

/**
 * A passport list ("AT | BE|BG ,CY  EL") as ISO 3166-1 alpha-2 codes, each once, in the order given;
 * ESMA writes Greece 'EL' in some rows and 'GR' in others: both are GR. Throws on a code that is no
 * country (the row is rejected with it rather than passported somewhere wrong).
 */
export function passportCountries(cell: string): string[] {
  const out: string[] = [];
  for (const raw of cell.split(/[\s|,;/]+/)) {
    const code = raw.trim().toUpperCase();
    if (!code) continue;
    const iso = EU_CODES[code] ?? code;
    if (!/^[A-Z]{2}$/.test(iso) || !countries.isValid(iso)) throw new Error(`"${raw}" in the passport list is no country code`);
    if (!out.includes(iso)) out.push(iso);
  }
  return out;
}

/** A country as registers name it ("ITALY", "Germany", "DE") as ISO alpha-2, or null. */
export function countryCode(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^[A-Za-z]{2}$/.test(v)) {
    const iso = EU_CODES[v.toUpperCase()] ?? v.toUpperCase();
    return countries.isValid(iso) ? iso : null;
  }
  const title = v.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return countries.getAlpha2Code(title, 'en') ?? countries.getAlpha2Code(v, 'en') ?? null;
}

/**
 * The licence state from a register's status wording and end date (src/lib/licence-status.ts):
 * withdrawn or revoked wording → revoked; suspended → suspended; lapsed, surrendered, expired or
 * inactive → expired; "Active" / "Authorised" (or no wording: a list of authorised firms) → active,
 * unless the authorisation's end date has passed: then it ended, revoked when the register's comment
 * says it was withdrawn, else expired. Any other wording is refused (the row is rejected with it).
 */
export function licenceStateOf(
  wording: string | null,
  endedOn: string | null,
  today: string,
  comment: string | null = null,
): LicenceStatus {
  const w = (wording ?? '').trim().toLowerCase();
  if (/withdraw|revok|cancel|struck/.test(w)) return 'revoked';
  if (/suspend/.test(w)) return 'suspended';
  if (/expir|lapse|surrender|inactive|ceased|terminated|closed/.test(w)) return 'expired';
  if (w && !/^(active|authori[sz]ed|registered|licensed)$/.test(w)) throw new Error(`unknown licence status "${wording}"`);
  if (endedOn && endedOn <= today) return /withdraw|revok/i.test(comment ?? '') ? 'revoked' : 'expired';
  return 'active';
}

/** A Swiss UID ("CHE-101.329.561", "CHE101329561") in the register's form CHE-123.456.789, or null when it is none. */
export function swissUid(value: string | null | undefined): string | null {
  const m = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})(?:\s*(?:MWST|TVA|IVA|HR|RC|RI))?$/i.exec((value ?? '').trim());
  return m ? `CHE-${m[1]}.${m[2]}.${m[3]}` : null;
}

/** The catalogue's regulator for a competent authority as a file names it; throws a clear reason when unknown. */
export function regulatorNamed(name: string | null | undefined, country?: string | null): RegulatorEntry {
  const n = name?.trim();
  if (!n) throw new Error('the competent authority is empty');
  const found = findRegulator(n, country ?? undefined);
  if (!found)
    throw new Error(`unknown competent authority "${n}" (not in the regulator catalogue, src/server/regulators/regulator-catalogue.ts)`);
  return found;
}

/** The regulator's own page for a licence number, when its register has number-based addresses. */
export function recordUrlOf(regulator: RegulatorEntry, number: string | null): string | null {
  return regulator.recordUrl && number ? regulator.recordUrl.replace('{number}', encodeURIComponent(number)) : null;
}
