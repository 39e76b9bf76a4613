import { describe, expect, it } from 'vitest';
import {
  countryCode,
  licenceStateOf,
  passportCountries,
  regulatorNamed,
  splitServices,
  swissUid,
} from '../../src/server/import/regulator-fields.ts';

describe('regulator file fields', () => {
  it('split service lists on every separator the registers use, keeping each wording', () => {
    expect(splitServices('a. custody/ b. exchange')).toEqual(['a. custody', 'b. exchange']);
    expect(splitServices('e. execution, g. reception')).toEqual(['e. execution', 'g. reception']);
    expect(splitServices('c. funds|d. crypto | f. placing')).toEqual(['c. funds', 'd. crypto', 'f. placing']);
    expect(splitServices('f. placing of crypto-assets I g. reception I h. advice')).toEqual([
      'f. placing of crypto-assets',
      'g. reception',
      'h. advice',
    ]);
    // A capital I inside a word, or a lone "I" at a start, is no separator.
    expect(splitServices('Investment advice')).toEqual(['Investment advice']);
    expect(splitServices('')).toEqual([]);
  });

  it('read passport lists with uneven spacing as ISO codes, Greece once whether EL or GR', () => {
    expect(passportCountries('AT | BE | EL | ES | GR |')).toEqual(['AT', 'BE', 'GR', 'ES']);
    expect(passportCountries('AT|BE,  cy ;DE')).toEqual(['AT', 'BE', 'CY', 'DE']);
    expect(passportCountries('UK')).toEqual(['GB']);
    expect(() => passportCountries('AT | XX')).toThrow('"XX" in the passport list is no country code');
  });

  it('map countries as registers name them', () => {
    expect(countryCode('ITALY')).toBe('IT');
    expect(countryCode('Finland')).toBe('FI');
    expect(countryCode('EL')).toBe('GR');
    expect(countryCode('Atlantis')).toBeNull();
  });

  it('map statuses and end dates to licence states', () => {
    const today = '2026-11-24';
    expect(licenceStateOf('Active', null, today)).toBe('active');
    expect(licenceStateOf(null, null, today)).toBe('active');
    expect(licenceStateOf('Active', '2027-01-01', today)).toBe('active');
    expect(licenceStateOf('Active', '2026-01-01', today)).toBe('expired');
    expect(licenceStateOf(null, '2026-01-01', today, 'Authorisation withdrawn by the NCA')).toBe('revoked');
    expect(licenceStateOf('Withdrawn', '2026-01-01', today)).toBe('revoked');
    expect(licenceStateOf('Suspended', null, today)).toBe('suspended');
    expect(licenceStateOf('Inactive', null, today)).toBe('expired');
    expect(() => licenceStateOf('Pending review', null, today)).toThrow('unknown licence status "Pending review"');
  });

  it('read Swiss UIDs in any punctuation as CHE-123.456.789', () => {
    expect(swissUid('CHE-101.329.561')).toBe('CHE-101.329.561');
    expect(swissUid('CHE101329561')).toBe('CHE-101.329.561');
    expect(swissUid('che-101.329.561 MWST')).toBe('CHE-101.329.561');
    expect(swissUid('')).toBeNull();
    expect(swissUid('CHE-1.2.3')).toBeNull();
  });

  it('find the competent authority in the catalogue, or say clearly that it is unknown', () => {
    expect(regulatorNamed('Federal Financial Supervisory Authority (BaFin)', 'DE').key).toBe('bafin');
    expect(regulatorNamed('Financial Market Authority (FMA)', 'LI').key).toBe('fma-li');
    expect(() => regulatorNamed('Ministry of Magic', 'GB')).toThrow('unknown competent authority "Ministry of Magic"');
    expect(() => regulatorNamed(' ', 'GB')).toThrow('the competent authority is empty');
  });
});
