import { useEffect, useId, useRef, useState } from 'react';
import { TIMERS } from '../lib/constants.ts';
import { searchCountries } from '../lib/country-search.ts';
import type { CountryEntry } from '../server/countries/country-list.ts';

interface Props {
  lang: string;
  current: CountryEntry;
  own?: CountryEntry;
  path: string;
  chooseBase: string;
  /** Already translated; current and mine are the "current country: {name}" and "my country: {name}" texts split around the name. */
  labels: { current: [string, string]; search: string; mine: [string, string]; all: string; none: string; list: string };
}

/** The visitor's two country cookies (3-digit codes; script-readable, see lib/cookies.ts). */
function countryCookies(): { country?: string; userCountry?: string } {
  const out: { country?: string; userCountry?: string } = {};
  for (const pair of document.cookie.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if ((name === 'country' || name === 'userCountry') && /^\d{3}$/.test(value)) out[name] = value;
  }
  return out;
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
 * The footer's country selector: opens on mouse enter (or the button), closes 300 ms after leave and
 * clears its search; the search is debounced 300 ms and ignores empty text. Server-rendered, and
 * without JavaScript, the trigger is a plain link to the chooseCountry page.
 */
export default function CountryPanel({ lang, current: rendered, own: renderedOwn, path, chooseBase, labels }: Props) {
  const [hydrated, setHydrated] = useState(false);
  // A shared (cached) page is rendered with the default country and no shortcut: the visitor's own
  // come from their cookies once the panel hydrates.
  const [current, setCurrent] = useState(rendered);
  const [own, setOwn] = useState(renderedOwn);
  const [open, setOpen] = useState(false);
  const [countries, setCountries] = useState<CountryEntry[]>([]);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dialogId = useId();

  useEffect(() => {
    setHydrated(true);
    const mine = countryCookies();
    const wantsCurrent = mine.country && mine.country !== rendered.countryCode;
    const wantsOwn = mine.userCountry && mine.userCountry !== renderedOwn?.countryCode;
    if (wantsCurrent || wantsOwn) {
      void loadCountries(lang).then((list) => {
        const find = (code?: string) => list.find((c) => c.countryCode === code);
        if (wantsCurrent) setCurrent((c) => find(mine.country) ?? c);
        if (wantsOwn) setOwn((o) => find(mine.userCountry) ?? o);
      });
    }
    return () => {
      clearTimeout(closeTimer.current);
      clearTimeout(searchTimer.current);
    };
  }, []);

  const href = (twoChar: string) => `${chooseBase}?code=${twoChar}&path=${encodeURIComponent(path)}`;

  function show() {
    clearTimeout(closeTimer.current);
    setOpen(true);
    if (countries.length === 0) void loadCountries(lang).then(setCountries);
  }
  function reset() {
    clearTimeout(searchTimer.current);
    setOpen(false);
    setText('');
    setQuery('');
  }
  function hideSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(reset, TIMERS.countryPanelClose);
  }
  function onType(value: string) {
    setText(value);
    clearTimeout(searchTimer.current);
    if (!value.trim()) {
      setQuery('');
      return;
    } // empty text starts no search: back to the full list
    searchTimer.current = setTimeout(() => setQuery(value), TIMERS.countrySearchDebounce);
  }
  // Derived rather than stored, so a query typed before the list arrived applies once it does.
  const results = searchCountries(countries, query);
  const shown = results ?? countries;

  const triggerContent = (
    <>
      <img className="flag" src={current.flag} alt="" width={24} height={16} />
      <span>
        {labels.current[0]}
        {current.name}
        {labels.current[1]}
      </span>
    </>
  );
  return (
    <>
      <div
        className="relative"
        data-country-panel
        onMouseEnter={show}
        onMouseLeave={hideSoon}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hideSoon();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') reset();
        }}
      >
        {hydrated ? (
          <button
            type="button"
            className="country-trigger country-button"
            aria-expanded={open}
            aria-controls={dialogId}
            onClick={() => (open ? reset() : show())}
          >
            {triggerContent}
          </button>
        ) : (
          <a href={`${chooseBase}?path=${encodeURIComponent(path)}`} className="country-trigger">
            {triggerContent}
          </a>
        )}
        {open && (
          <div id={dialogId} role="dialog" aria-label={labels.list} data-country-dialog className="country-dialog">
            <label className="sr-only" htmlFor={`${dialogId}-search`}>
              {labels.search}
            </label>
            <input
              id={`${dialogId}-search`}
              type="search"
              value={text}
              placeholder={labels.search}
              autoComplete="off"
              data-country-search
              onChange={(e) => onType(e.target.value)}
              className="country-search"
            />
            {own && (
              <p className="country-own">
                {labels.mine[0]}
                <a href={href(own.twoCharCode)} data-own-country>
                  {own.name}
                </a>
                {labels.mine[1]}
              </p>
            )}
            <ul className="country-list" aria-label={labels.all} data-country-list>
              {shown.map((c) => (
                <li key={c.twoCharCode}>
                  <a href={href(c.twoCharCode)} className="country-option">
                    <img className="flag" src={c.flag} alt="" width={24} height={16} loading="lazy" />
                    <span>{c.name}</span>
                  </a>
                </li>
              ))}
              {results && results.length === 0 && <li className="country-none">{labels.none}</li>}
            </ul>
          </div>
        )}
      </div>
      {own && (
        <p className="mt-2" data-own-country-line>
          {labels.mine[0]}
          <a href={href(own.twoCharCode)}>{own.name}</a>
          {labels.mine[1]}
        </p>
      )}
    </>
  );
}
