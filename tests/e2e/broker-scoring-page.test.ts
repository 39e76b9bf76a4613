import { describe, expect, it } from 'vitest';
import { CONTENT_LANGS } from '../../src/i18n/languages.ts';
import { scoringMethod } from '../../src/lib/broker-score-method.ts';
import { baseUrl } from './browser.ts';

const page = async (lang: string) => {
  const res = await fetch(`${baseUrl()}/${lang}/brokers/scoring`, { headers: { cookie: `lang=${lang}` }, redirect: 'manual' });
  return { res, html: await res.text() };
};

describe('How we score brokers (/{lang}/brokers/scoring)', () => {
  it('answers in every content language, in its direction', async () => {
    for (const lang of CONTENT_LANGS) {
      const { res, html } = await page(lang);
      expect(res.status, lang).toBe(200);
      expect(html, lang).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
    }
  });

  it('prints the weights, every rule and the trust rules in the HTML itself (readable without JavaScript)', async () => {
    const { html } = await page('en');
    expect(html).toContain('How we score brokers');
    for (const i of scoringMethod().indices) expect(html).toContain(`id="index-${i.index}"`);
    for (const text of [
      '30%',
      '25%',
      '15%',
      '10%',
      '20%',
      'Licence in force with a tier 1 regulator',
      'Only complaints our staff have approved count',
    ])
      expect(html).toContain(text);
    expect(html).toContain('No valid regulatory information, please be aware of the risk');
    expect(html).toContain('FCA');
  });
});
