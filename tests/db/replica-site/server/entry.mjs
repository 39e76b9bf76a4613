/**
 * The page renderer of the read-replica test's site processes, in place of Astro's build: the test
 * runs the real `src/server/http/start.ts` (HTTP front, page cache, page-change poller, the primary
 * and the replicas from DATABASE_URL and DATABASE_READ_URL) with DIST_DIR pointing here, so that it
 * needs no production build. A company page reads the company through the same service and the same
 * read database (siteReadDb) as src/pages/[lang]/company/[...id].astro and shows its name.
 */
import { parseDetailPath } from '../../../../src/lib/detail-href.ts';
import { loadCompanyDetail } from '../../../../src/server/companies/company-detail.service.ts';
import { siteReadDb } from '../../../../src/server/db/instance.ts';

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function handler(req, res, next) {
  const path = parseDetailPath(req.url ?? '/');
  if (path.type !== 'page' || path.kind !== 'company') {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  loadCompanyDetail(siteReadDb(), path.id).then((detail) => {
    if (!detail) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>${escape(detail.company.name)}</title><h1>${escape(detail.company.name)}</h1></html>`);
  }, next);
}
