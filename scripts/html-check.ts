/** `npm run html:check`: the Nu HTML checker on the built site's home, about and 404 pages in en, ar and ja. */
import { startSite } from './lib/site-server.ts';
import { VNU_PAGES, vnuErrors } from './lib/vnu.ts';

const site = await startSite();
try {
  const docs: Record<string, string> = {};
  for (const path of VNU_PAGES) docs[path] = await (await fetch(site.url + path)).text();
  const errors = vnuErrors(docs);
  for (const e of errors) console.log(`${e.url}:${e.lastLine ?? '?'} ${e.message}`);
  console.log(`vnu: ${VNU_PAGES.length} pages, ${errors.length} errors`);
  process.exitCode = errors.length === 0 ? 0 : 1;
} finally {
  await site.stop();
}
