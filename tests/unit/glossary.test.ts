import { describe, expect, it } from 'vitest';
import { glossaryProblems, keysUsing, parseGlossary, readGlossary } from '../../scripts/i18n-glossary.ts';
import { readCatalogue } from '../../scripts/i18n-lib.ts';
import { CONTENT_LANGS } from '../../src/i18n/languages.ts';

// A made-up catalogue: "jurisdiction" on two keys, "register" as a noun and "registered" as a verb.
const source = {
  'filter.region': 'Jurisdiction',
  'field.jurisdiction': 'Jurisdiction',
  'field.title': '{jurisdiction} company',
  'home.registers': 'Official registers',
  'home.registered': 'Registered in {place}',
  'industry.O': 'Public administration and defence',
};
const english = parseGlossary({
  $comment: 'notes are skipped',
  jurisdiction: { forms: ['jurisdiction'] },
  register: { forms: ['register', 'registers'] },
  administration: { forms: ['administration'], except: ['industry.O'] },
});

describe('glossary check', () => {
  it('finds the keys whose English carries a term: whole words, outside placeholders, not excepted', () => {
    expect(keysUsing(source, english.jurisdiction)).toEqual(['filter.region', 'field.jurisdiction']);
    expect(keysUsing(source, english.register)).toEqual(['home.registers']);
    expect(keysUsing(source, english.administration)).toEqual([]);
  });

  it('passes a catalogue that uses one rendering, in any accepted declined form', () => {
    const ru = { ...source, 'filter.region': 'Юрисдикция', 'field.jurisdiction': 'Юрисдикция', 'home.registers': 'Официальные реестры' };
    const glossary = parseGlossary({ jurisdiction: ['юрисдикци'], register: ['реестр'], administration: ['внешнее управление'] });
    expect(glossaryProblems(source, english, ru, glossary)).toEqual([]);
  });

  it('reports a term translated two ways, a missing term and a term English does not know', () => {
    const th = { ...source, 'filter.region': 'เขตที่จดทะเบียน', 'field.jurisdiction': 'เขตอำนาจศาล', 'home.registers': 'ทะเบียนทางการ' };
    const glossary = parseGlossary({ jurisdiction: ['เขตที่จดทะเบียน'], grade: ['ระดับ'] });
    expect(glossaryProblems(source, english, th, glossary)).toEqual([
      'glossary term "grade" is not in the English glossary',
      'field.jurisdiction should say "jurisdiction" as เขตที่จดทะเบียน: เขตอำนาจศาล',
      'glossary lacks "register"',
      'glossary lacks "administration"',
    ]);
  });

  it("ignores case, including Turkish dotted capitals, and honours a language's own exceptions", () => {
    const tr = { ...source, 'filter.region': 'Yetki alanı', 'field.jurisdiction': 'YETKİ ALANI', 'home.registers': 'Resmî kayıtlar' };
    const glossary = parseGlossary({
      jurisdiction: ['yetki alanı'],
      register: { forms: ['sicil'], except: ['home.registers'] },
      administration: ['kayyum'],
    });
    expect(glossaryProblems(source, english, tr, glossary)).toEqual([]);
  });

  it('refuses an entry that is neither a list nor { forms }', () => {
    expect(() => parseGlossary({ grade: 'Note' })).toThrow(/grade/);
  });

  it.each(CONTENT_LANGS.filter((l) => l !== 'en'))('%s follows its glossary', (lang) => {
    expect(glossaryProblems(readCatalogue('en'), readGlossary('en'), readCatalogue(lang), readGlossary(lang))).toEqual([]);
  });
});
