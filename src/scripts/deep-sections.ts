import { wordTimes } from './relative-times.ts';

/**
 * The deeper sections of a detail page (issue 19). The cached page holds the same slot (#more) for
 * every visitor; when it comes near the screen, this asks the private fragment route named in its
 * `data-deep` for the viewer's own version – the sections (counted once a day against the member's
 * allowance), a sign-in prompt, or a spent day's message – and puts it in the slot's place. Loading
 * when near rather than on load keeps a member who only glances at a page from spending a view on it.
 * After a sign-in in the login overlay the slot is asked again. A failed request leaves the slot's
 * plain link to the full page, which works without this script.
 */
export function loadDeepSections(words: { justNow: string; withinWeek: string }): void {
  const slot = () => document.getElementById('more');
  let loading = false;
  const load = async () => {
    const current = slot();
    const href = current?.dataset.deep;
    if (!current || !href || loading) return;
    loading = true;
    try {
      const res = await fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
      if (!res.ok) throw new Error(String(res.status));
      const template = document.createElement('template');
      template.innerHTML = (await res.text()).trim();
      const next = template.content.firstElementChild as HTMLElement | null;
      if (next?.id !== 'more') throw new Error('not a slot');
      wordTimes(next, words);
      current.replaceWith(next);
      document.dispatchEvent(new CustomEvent('deep:loaded', { detail: next.dataset.deepState }));
    } catch {
      const state = current.querySelector('.deep-state');
      if (state && !state.querySelector('.deep-failed')) {
        const note = document.createElement('p');
        note.className = 'deep-failed muted';
        note.textContent = current.dataset.failed ?? '';
        state.prepend(note);
      }
    } finally {
      loading = false;
    }
  };
  const first = slot();
  if (!first) return;
  if ('IntersectionObserver' in window) {
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          void load();
        }
      },
      { rootMargin: '200px 0px' },
    );
    seen.observe(first);
  } else void load();
  // Signed in through the overlay on this page: the slot now holds the member's own sections.
  document.addEventListener('login:signed-in', () => void load());
}
