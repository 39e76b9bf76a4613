/**
 * Legal Entity Identifier rules (ISO 17442) and GLEIF's codes, as pure functions: the GLEIF importers
 * use them, and so does the benchmark generator that makes valid LEIs.
 */

/** 18 upper-case letters or digits, then two check digits. */
const LEI_SHAPE = /^[A-Z0-9]{18}[0-9]{2}$/;

/** The ISO 7064 MOD 97-10 remainder of an alphanumeric string (letters count as 10..35). */
function mod97(text: string): number {
  let rest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A letter stands for two digits, a digit for one: fold them in one at a time to stay in range.
    if (c >= 65) rest = (rest * 100 + (c - 55)) % 97;
    else rest = (rest * 10 + (c - 48)) % 97;
  }
  return rest;
}

/** Whether text is a well-formed LEI whose check digits are right. */
export function isValidLei(text: string): boolean {
  return LEI_SHAPE.test(text) && mod97(text) === 1;
}

/** The LEI made of an 18-character prefix and the check digits it needs. */
export function leiWithCheckDigits(prefix: string): string {
  if (!/^[A-Z0-9]{18}$/.test(prefix)) throw new Error(`an LEI prefix is 18 upper-case letters or digits: "${prefix}"`);
  const check = 98 - mod97(`${prefix}00`);
  return `${prefix}${String(check).padStart(2, '0')}`;
}

/**
 * GLEIF's LegalJurisdiction (ISO 3166-1 country, or ISO 3166-2 subdivision such as "US-DE") as an
 * OpenCorporates-style jurisdiction code ("us_de", "gb"). Anything else is refused, since the code
 * becomes part of the company's id.
 */
export function jurisdictionCode(legalJurisdiction: string): string {
  const v = legalJurisdiction.trim().toUpperCase();
  if (!/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/.test(v)) throw new Error(`unreadable LegalJurisdiction "${legalJurisdiction}"`);
  return v.toLowerCase().replace('-', '_');
}
