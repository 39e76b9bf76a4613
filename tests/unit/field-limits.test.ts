import { describe, expect, it } from 'vitest';
import { cleanText, FIELD_LIMITS, sanitiseRecord } from '../../src/server/import/field-limits.ts';

const MB = 'A'.repeat(1 << 20);

describe('imported field limits', () => {
  it('reject a record whose company name is 1 MB long, naming the field and the limit', () => {
    const r = sanitiseRecord({ company: { name: MB, company_number: '01' }, names: [] });
    expect(r).toEqual({ ok: false, reason: `company.name is ${MB.length} characters long; at most ${FIELD_LIMITS.name.max} are accepted` });
  });

  it('reject a record when a previous name deep in the record is too long', () => {
    const r = sanitiseRecord({ company: { name: 'ACME' }, names: [{ name: 'x'.repeat(501), kind: 'previous' }] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/^names\[0\]\.name is 501 characters/);
  });

  it('cut a 1 MB address to its limit and keep the record with a note', () => {
    const r = sanitiseRecord({ company: { name: 'ACME', registered_address_in_full: MB } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.company.registered_address_in_full).toHaveLength(FIELD_LIMITS.registered_address_in_full.max);
    expect(r.notes).toEqual([`company.registered_address_in_full cut from ${MB.length} to 1000 characters`]);
  });

  it('never keep a NUL byte, other C0 or C1 controls, or a lone surrogate', () => {
    const r = sanitiseRecord({ company: { name: 'AC\u0000ME\u0007 \u0085LTD\u009b\ud800', website: 'https://x\u0000.example' } });
    expect(r).toEqual({ ok: true, notes: [], value: { company: { name: 'ACME  LTD', website: 'https://x.example' } } });
  });

  it('keep a proper surrogate pair and letters of every script', () => {
    expect(cleanText('𝔄 株式会社 شركة')).toBe('𝔄 株式会社 شركة');
  });

  it('turn line breaks and tabs into spaces in one-line fields, and keep them in multi-line ones', () => {
    expect(cleanText('FLAT 1\r\nTHE\tYARD')).toBe('FLAT 1 THE YARD');
    expect(cleanText('one\r\ntwo\tthree\u0000', true)).toBe('one\ntwo\tthree');
    const r = sanitiseRecord({ industryCodes: [{ code: '62020', description: 'line one\nline two' }] });
    expect(r.ok && r.value.industryCodes[0].description).toBe('line one\nline two');
  });

  it('clean the strings inside JSON text fields and keep it JSON', () => {
    const extra = JSON.stringify({ uri: 'a\u0000b', long: 'z'.repeat(5000), n: 1 });
    const r = sanitiseRecord({ company: { extra } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const parsed = JSON.parse(r.value.company.extra) as { uri: string; long: string; n: number };
    expect(parsed).toMatchObject({ uri: 'ab', n: 1 });
    expect(parsed.long).toHaveLength(1000);
    expect(r.notes).toEqual(['company.extra.long cut from 5000 to 1000 characters']);
  });

  it('reject an identifier past its limit rather than cut it into another record', () => {
    const r = sanitiseRecord({ jurisdiction: 'gb', companyNumber: '9'.repeat(65) });
    expect(r.ok).toBe(false);
  });

  it('leave numbers, booleans and nulls as they are', () => {
    expect(sanitiseRecord({ a: 1, b: null, c: true, d: [0.5] })).toEqual({
      ok: true,
      notes: [],
      value: { a: 1, b: null, c: true, d: [0.5] },
    });
  });
});
