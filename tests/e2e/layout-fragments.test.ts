import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/t.ts';
import { companyId } from '../../src/server/import/company-writer.ts';
import { baseUrl } from './browser.ts';

/**
 * The header, phone bar and footer are rendered once per (language, brand, variant) and reused with
 * each page's own path put in (src/components/layout/layout-fragments.ts, issue 21). Whatever is kept
 * must be right for every page that gets it: its language (and direction), its brand, its own path in
 * the language menu and the country chooser, and no ids shared with anything else on the page.
 */

const widgets = companyId('gb', '00000001');
const river = companyId('gb', '00000003');
const HOSTS = { atlas: 'corpatlas.com', lens: 'bizlens.com' } as const;

/** A raw request, so that the Host header (the brand) can be set. */
function get(
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; html: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl()), { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

const part = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)) + to.length);

describe('layout fragments kept per language and brand', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const brand of ['atlas', 'lens'] as const) {
      it(`${lang}, ${brand}: header and footer in the page's language and brand, with the page's own path`, async () => {
        const t = translator(lang);
        const name = t(`brand.${brand}.name`);
        const other = brand === 'atlas' ? translator(lang)('brand.lens.name') : translator(lang)('brand.atlas.name');
        // Two companies one after the other: the second gets what was kept for the first, with its own path.
        for (const id of [widgets, river]) {
          const path = `/${lang}/company/${id}.html`;
          const res = await get(path, HOSTS[brand]);
          expect(res.status).toBe(200);
          const { html } = res;
          expect(html).toMatch(
            new RegExp(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" data-lang="${lang}" data-brand="${brand}"`),
          );
          const header = part(html, '<header', '</header>');
          const footer = part(html, '<footer class="site-footer', '</footer>');
          expect(header).toContain(`<span>${name}</span>`);
          expect(header).toContain(`>${t('header.login')}</a>`);
          // The language menu: this page in every language, the page's own language marked.
          expect(header).toContain(`<a href="/de/company/${id}.html" hreflang="de" lang="de">Deutsch</a>`);
          expect(header).toContain(`<a href="${path}" hreflang="${lang}" lang="${lang}" aria-current="true">`);
          expect(footer).toContain(t('footer.copyright', { year: new Date().getFullYear(), brand: name }));
          expect(footer).toContain(`<a href="/${lang}/about">${t('footer.about')}</a>`);
          expect(footer).toContain(`contact@${brand === 'atlas' ? 'corpatlas' : 'bizlens'}.com`);
          // The country chooser comes back to this page, with and without script.
          expect(footer).toContain(`path=${encodeURIComponent(path)}`);
          expect(footer).toContain(`&quot;path&quot;:[0,&quot;${path}&quot;]`);
          const phoneFooter = part(html, '<footer class="footer-compact', '</footer>');
          expect(phoneFooter).toContain(`<a href="/${lang}/chooseCountry">${t('footer.country')}</a>`);
          for (const chrome of [header, footer, phoneFooter]) expect(chrome).not.toContain(other);
          // Nothing of the other company, nor the stand-in for the path, is left in the page.
          expect(html).not.toContain(id === widgets ? river : widgets);
          expect(html).not.toContain('__page-path__');
          // The islands' runtime is not inline (it comes with the site script, scripts/island-runtime.ts),
          // and no id is there twice (React's ids in kept islands have prefixes of their own).
          expect(html).not.toContain('customElements.define("astro-island"');
          expect(html).not.toContain('.media=');
          const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
          expect(ids.filter((x, i) => ids.indexOf(x) !== i)).toEqual([]);
        }
      });
    }
  }

  it('sends a Content-Security-Policy that lets every inline script and style of the page run (made at build time)', async () => {
    // Each route's header lists only its own inline styles (csp-at-build.ts), so every kind of page is
    // checked here, in both brands and a right-to-left language.
    const paths = [
      `/en/company/${widgets}.html`,
      `/ar/company/${river}.html`,
      '/ar/about',
      '/en/nothing-here',
      '/en',
      '/ar',
      '/en/searchCompany?keyword=acme',
      '/en/searchExecutive?keyword=smith',
      '/en/regulators',
      '/en/brokers',
      '/en/chooseCountry',
      '/en/chooseLanguage',
      '/en/download',
      '/en/login',
      '/en/vip',
      '/en/privacyPolicy',
      '/en/learnlist.html',
      '/en/quotation.html',
    ];
    for (const [path, host] of paths.flatMap((p) => [HOSTS.atlas, HOSTS.lens].map((h) => [p, h] as const))) {
      const res = await get(path, host);
      if (res.status >= 300 && res.status < 400) continue;
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toMatch(/^default-src 'self';/);
      const inline = [...res.html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , text] of inline) expect(csp, path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  });
});
