import { describe, expect, it } from 'vitest';
import { companyId } from '../../src/server/import/company-writer.ts';
import { baseUrl } from './browser.ts';

// global-setup.ts imports the search register, then a later file in which Acme Software Inc. changed.
const software = companyId('us_de', '7654321');
const river = companyId('gb', '00000003');
const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
// Register values are isolated in the sentences (FSI … PDI); the tests read the words.
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, '');
const history = (html: string) => plain(/<section id="history"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '');

describe('the history of changes', () => {
  it('shows a company’s changes as sentences with their dates and source, linked from the contents bar', async () => {
    const html = await (await get(`/en/company/${software}.html`)).text();
    const section = history(html);
    expect(section).toContain('<h2 id="history-h">History</h2>');
    expect(section).toContain('Registered address: now 251 Little Falls Drive, Wilmington, DE 19808');
    expect(section).toContain('Accounts filed, made up to Dec 31, 2025');
    expect(section).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T[^"]+">/);
    expect(section).toContain('<span class="history-source">jsonl</span>');
    expect(section).toContain('class="source-note"');
    expect(html).toMatch(/<nav class="detail-toc"[\s\S]*?href="#history"/);
  });

  it('words the history in the reader’s language', async () => {
    const section = history(await (await get(`/ar/company/${software}.html`)).text());
    expect(section).toContain('السجل التاريخي');
    expect(section).toContain('قُدّمت الحسابات حتى');
  });

  it('names a company with no recorded change in the page’s “Not known” line', async () => {
    const html = await (await get(`/en/company/${river}.html`)).text();
    expect(history(html)).toBe('');
    expect(html).toMatch(/<div class="not-known" id="not-known">[\s\S]*?<li id="history">History<\/li>/);
  });

  it('lists the change on the home page in words', async () => {
    const html = await (await get('/en')).text();
    const list = plain(/<section aria-labelledby="home-changes"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '');
    expect(list).toContain('Acme Software Inc.');
    expect(list).toMatch(/Registered address: now 251 Little Falls Drive/);
  });
});
