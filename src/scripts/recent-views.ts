import { apiPost } from '../lib/api-client.ts';
import { detailHref, type EntityKind } from '../lib/detail-href.ts';
import { jurisdictionLabel } from '../lib/jurisdiction-label.ts';
import { decodeList, isRecentCompany } from '../lib/search-history.ts';

/**
 * Home page: fills the hidden "Recently viewed" section with this visitor's own latest detail pages,
 * from search/latelybrowse/list (per visitor cookie); when that fails, from the companies this
 * browser remembers (localStorage, as the search box keeps them). The cached HTML is the same for
 * everyone; nothing here is sent back. The kinds' words come from the section's data attributes.
 */
interface Browsed {
  uuid: string;
  name: string;
  jurisdiction_code: string | null;
}
const SIZE = 6;
const section = document.querySelector<HTMLElement>('[data-recent]');

async function load(lang: string): Promise<Array<Browsed & { kind: EntityKind }>> {
  try {
    const lists = await Promise.all(
      (['company', 'executive'] as const).map(async (kind) => {
        const data = (await apiPost('/api/v1/search/latelybrowse/list', { type: kind, size: SIZE }, { lang })) as { items?: Browsed[] };
        return (data.items ?? []).map((item) => ({ ...item, kind }));
      }),
    );
    return lists.flat();
  } catch {
    const remembered = decodeList(localStorage.getItem('search:recent') ?? undefined, isRecentCompany);
    return remembered.slice(0, SIZE).map((c) => ({ ...c, kind: 'company' as const }));
  }
}

if (section) {
  const lang = document.documentElement.dataset.lang ?? 'en';
  const locale = document.documentElement.lang;
  const list = section.querySelector('ul')!;
  const fill = async () => {
    const items = await load(lang);
    if (!items.length) return;
    for (const item of items) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = detailHref(lang, item.kind, item.uuid);
      a.textContent = item.name;
      a.dir = 'auto';
      const meta = document.createElement('span');
      meta.className = 'home-meta';
      const where = item.jurisdiction_code ? jurisdictionLabel(item.jurisdiction_code, locale) : '';
      meta.textContent = [section.dataset[item.kind] ?? '', where].filter(Boolean).join(' · ');
      li.append(a, meta);
      list.append(li);
    }
    section.hidden = false;
  };
  (window.requestIdleCallback ?? setTimeout)(() => void fill());
}
