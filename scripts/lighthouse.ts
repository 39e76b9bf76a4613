/**
 * `npm run lighthouse`: Lighthouse (mobile preset: Moto G class device, simulated slow 4G) on /en, /ar,
 * /en/about, a company result page with a filter chosen and a company page from the production build,
 * printing the four category scores per page. Build first (`npm run build`); the result and company
 * pages need the demo register of `npm start` (default seed and size: the company's id is stable).
 * Exits 1 when any score is below 100.
 *
 * `-- --ad` measures the company page with an advertiser's details-page unit filled after load (issue 20):
 * on a copy of the demo database with one approved campaign (scripts/lib/lighthouse-ad.ts), and says
 * whether the unit's image was loaded during the run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './lib/chromium.ts';
import { resultKindOf } from '../src/lib/results-href.ts';
import { startSite } from './lib/site-server.ts';
import { demoDatabaseWithDetailAd } from './lib/lighthouse-ad.ts';

// London Machinery Ltd of the demo register (npm run seed:demo, default seed).
const DEMO_COMPANY = '00003372-2cdc-5474-986c-9f059fb88d05';
const withAd = process.argv.includes('--ad');
const args = process.argv.slice(2).filter((a) => a !== '--ad');
const PAGES = args.length
  ? args
  : withAd
    ? [`/en/company/${DEMO_COMPANY}.html`]
    : ['/en', '/ar', '/en/about', '/en/searchCompany?keyword=biotech&region=gb', `/en/company/${DEMO_COMPANY}.html`];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const site = await startSite(
  withAd ? { SQLITE_PATH: await demoDatabaseWithDetailAd(process.env.SQLITE_PATH ?? 'data/site.db', DEMO_COMPANY), DATABASE_URL: '' } : {},
);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let allPerfect = true;
try {
  for (const path of PAGES) {
    // A language cookie makes the run land on the page itself, as a returning visitor would.
    const result = await lighthouse(site.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Result pages are noindex on purpose (endless keyword pages are not for search engines), so
      // "page is blocked from indexing" is what they should fail; every other SEO audit still counts.
      ...(resultKindOf(new URL(path, site.url).pathname) ? { skipAudits: ['is-crawlable'] } : {}),
      extraHeaders: { Cookie: `lang=${path.split('/')[1]}; country=840; userCountry=840; env=production` },
    });
    const lhr = result!.lhr;
    // A page Lighthouse could not load scores 0 everywhere: say why.
    if (lhr.runtimeError) console.log(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (withAd) {
      const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? [];
      console.log(`${path}: advertiser's unit image loaded: ${requests.some((r) => r.url.includes('/ad/image/')) ? 'yes' : 'NO'}`);
    }
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    if (scores.some((s) => s < 100)) allPerfect = false;
    console.log(
      `${path.padEnd(12)} performance ${scores[0]}  accessibility ${scores[1]}  best-practices ${scores[2]}  seo ${scores[3]}` +
        `  (FCP ${lhr.audits['first-contentful-paint'].displayValue}, LCP ${lhr.audits['largest-contentful-paint'].displayValue}, TBT ${lhr.audits['total-blocking-time'].displayValue}, CLS ${lhr.audits['cumulative-layout-shift'].displayValue})`,
    );
    // Blocking time lost: the main thread's long tasks (in the simulated slow phone's milliseconds) and whose they were.
    if ((lhr.audits['total-blocking-time'].score ?? 1) < 1) {
      const tasks =
        (lhr.audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number; startTime: number }> } | undefined)?.items ??
        [];
      for (const task of tasks.slice(0, 5))
        console.log(`    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url.replace(site.url, '')}`);
    }
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`    ${c}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
          // The elements at fault, so that a lost point can be found without opening the report.
          const items =
            (
              audit.details as
                { items?: Array<{ node?: { snippet?: string; explanation?: string }; href?: string; text?: string }> } | undefined
            )?.items ?? [];
          for (const item of items.slice(0, 3)) {
            console.log(
              `      ${item.node?.snippet ?? item.href ?? ''} ${item.text ?? ''} ${item.node?.explanation?.split('\n')[1] ?? ''}`.trimEnd(),
            );
          }
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
}
process.exit(allPerfect ? 0 : 1);
