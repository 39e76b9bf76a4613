import { useEffect, useRef, useState } from 'react';
import type { CountryEntry } from '../server/countries/country-list.ts';
import { TIMERS } from '../lib/constants.ts';
import { searchCountries } from '../lib/country-search.ts';

interface Props {
  lang: string;
  current: CountryEntry;
  own?: CountryEntry;
  path: string;
  chooseBase: string;
  labels: { country: string; search: string; mine: string; all: string; none: string; list: string };
}

let listPromise: Promise<CountryEntry[]> | undefined;
/** The list is fetched once, on first open, from a prerendered and precompressed file. */
function loadCountries(lang: string): Promise<CountryEntry[]> {
  const collator = new Intl.Collator(lang);
  listPromise ??= fetch(`/countries/${lang}.json`)
    .then((r) => (r.ok ? (r.json() as Promise<CountryEntry[]>) : []))
    .then((list) => [...list].sort((a, b) => collator.compare(a.name, b.name))) // the file is sorted by code; people scan by name
    .catch(() => {
    listPromise = undefined; // a failed load is ignored (spec section 8) and retried on the next open
    return [];
  });
  return listPromise;
}

/**
 * The footer's country selector: opens on mouse enter (or focus), closes 300 ms after leave and
 * clears its search; the search is debounced 300 ms and ignores empty text. Without JavaScript the
 * trigger is a plain link to the chooseCountry page.
 */
export default function CountryPanel({ lang, current, own, path, chooseBase, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [countries, setCountries] = useState<CountryEntry[]>([]);
  const [text, setText] = useState('');
  const [results, setResults] = useState<CountryEntry[] | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const href = (code: string) => `${chooseBase}?code=${code}&path=${encodeURIComponent(path)}`;

  function show() {
    clearTimeout(closeTimer.current);
    setOpen(true);
    if (countries.length === 0) void loadCountries(lang).then(setCountries);
  }
  function hideSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setText('');
      setResults(undefined);
      clearTimeout(searchTimer.current);
    }, TIMERS.countryPanelClose);
  }
  function onSearch(value: string) {
    setText(value);
    clearTimeout(searchTimer.current);
    if (!value.trim()) return; // empty text starts no search; the list stays as it is
    searchTimer.current = setTimeout(() => setResults(searchCountries(countries, value)), TIMERS.countrySearchDebounce);
  }
  useEffect(() => () => { clearTimeout(closeTimer.current); clearTimeout(searchTimer.current); }, []);

  const shown = results ?? countries;
  return (
    <div className="relative" data-country-panel onMouseEnter={show} onMouseLeave={hideSoon} onFocus={show}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hideSoon(); }}>
      <a href={`${chooseBase}?path=${encodeURIComponent(path)}`} className="inline-flex items-center gap-2" aria-expanded={open}>
        <img className="flag" src={current.flag} alt="" width={24} height={16} />
        <span>{labels.country}: {current.name}</span>
      </a>
      {open && (
        <div role="dialog" aria-label={labels.list} data-country-dialog
          className="absolute bottom-full end-0 z-40 mb-2 w-80 rounded-lg border border-[var(--color-line)] bg-white p-3 shadow-xl">
          <label className="sr-only" htmlFor="country-search">{labels.search}</label>
          <input id="country-search" type="search" value={text} placeholder={labels.search} autoComplete="off"
            onChange={(e) => onSearch(e.target.value)} className="w-full h-9 px-2 border border-[var(--color-line)] rounded" />
          {own && (
            <p className="mt-2 text-xs">{labels.mine}: <a href={href(own.twoCharCode)} data-own-country>{own.name}</a></p>
          )}
          <ul className="mt-2 max-h-72 overflow-y-auto list-none p-0 m-0" aria-label={labels.all} data-country-list>
            {shown.map((c) => (
              <li key={`${c.twoCharCode}-${c.countryCode}`}>
                <a href={href(c.twoCharCode)} className="flex items-center gap-2 px-2 py-1 rounded no-underline text-[var(--color-ink)] hover:bg-[var(--brand-soft)]">
                  <img className="flag" src={c.flag} alt="" width={24} height={16} loading="lazy" />
                  <span>{c.name}</span>
                </a>
              </li>
            ))}
            {results && results.length === 0 && <li className="px-2 py-1">{labels.none}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
