import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { apiGet } from '../lib/api-client.ts';
import { companyState, type CompanyState } from '../lib/company-status.ts';
import { TIMERS } from '../lib/constants.ts';
import { detailHref, type EntityKind } from '../lib/detail-href.ts';
import { formatCount, placeholderCount, renderedCountMoment } from '../lib/placeholder-count.ts';
import type { SearchType } from '../lib/search-history.ts';
import { $recentCompanies, $searchHistory, forgetSearch, rememberCompany, rememberSearch } from '../stores/search.ts';
import { brokerResultsHref, resultsHref } from '../lib/results-href.ts';

/** A suggestion of either kind, as the completion calls answer (spec section 3). */
interface Suggestion {
  uuid: string;
  name: string;
  registered_address?: { in_full: string | null };
  address?: { in_full: string | null };
  inactive?: 'true' | 'false' | '';
  jurisdiction_code?: string;
  current_status?: string | null;
  /** Companies: the trading or previous name the text matched, when not the legal name; brokers: the company name it matched. */
  matched_name?: { name: string; kind: 'alternative' | 'previous' } | string | null;
  /** Brokers: trader code, head office's country, score and grade. */
  code?: string;
  country?: string | null;
  score?: number | null;
  grade?: string | null;
  /** Executives: what tells people of the same name apart. */
  nationality?: string | null;
  nationality_label?: string | null;
  position?: { title: string; label?: string; company: string; start_year: number | null; end_year: number | null } | null;
  same_name?: number;
}

/** The texts of the box's first render (its props; search-box-labels.ts). */
export interface SearchBoxLabels {
  /** The home box's type tabs (the header box has none). */
  company?: string;
  executive?: string;
  broker?: string;
  search: string;
  searchField: string;
  /** Placeholder templates with a literal {count}. */
  placeholderCompany: string;
  placeholderExecutive: string;
  placeholderBroker: string;
  suggestions: string;
}

/** The texts shown once the box is used: fetched on its first focus (/search-labels/{lang}.json). */
export interface SearchBoxMoreLabels {
  enterKeyword: string;
  /** Templates with a literal {score} and {grade}; {code}. */
  brokerScore: string;
  brokerUnscored: string;
  traderCode: string;
  /** Normalised company states (src/lib/company-status.ts); unknown ones show no label. */
  states: Record<Exclude<CompanyState, 'unknown'>, string>;
  /** Templates with a literal {name}. */
  alsoKnownAs: string;
  formerly: string;
  /** Template with a literal {count} and {name}. */
  namesakes: string;
  history: string;
  recent: string;
  remove: string;
}

/** One fetch per language for every box of the page; a failed one is tried again at the next use. */
const moreLabels = new Map<string, Promise<SearchBoxMoreLabels>>();
function fetchMoreLabels(lang: string): Promise<SearchBoxMoreLabels> {
  let labels = moreLabels.get(lang);
  if (!labels) {
    labels = fetch(`/search-labels/${lang}.json?v=${import.meta.env.SEARCH_LABELS_VERSION}`).then((r) => {
      if (!r.ok) throw new Error(`search labels: ${r.status}`);
      return r.json() as Promise<SearchBoxMoreLabels>;
    });
    labels.catch(() => moreLabels.delete(lang));
    moreLabels.set(lang, labels);
  }
  return labels;
}

interface Props {
  lang: string;
  /** BCP 47 tag for number formatting (thousands separators of the language). */
  locale: string;
  countryCode?: string;
  /** 'home' shows the tabs and history; 'header' is one compact row. */
  variant: 'home' | 'header';
  labels: SearchBoxLabels;
  /** On a result page, the keyword and kind searched, so the box shows what the page is for. */
  initial?: { keyword: string; type: SearchType };
}

const EMPTY_MORE: SearchBoxMoreLabels = {
  enterKeyword: '',
  brokerScore: '',
  brokerUnscored: '',
  traderCode: '',
  states: { active: '', insolvency: '', suspended: '', inactive: '', dissolved: '' },
  alsoKnownAs: '',
  formerly: '',
  namesakes: '',
  history: '',
  recent: '',
  remove: '',
};

const PATHS: Record<SearchType, { suggest: string; detail: EntityKind }> = {
  company: { suggest: '/api/v1/search/company/completionSuggest', detail: 'company' },
  executive: { suggest: '/api/v1/search/officers/completionSuggest', detail: 'executive' },
  broker: { suggest: '/api/v1/search/broker/completionSuggest', detail: 'dealer' },
};

/**
 * The search box (header and home). Server-rendered as a plain GET form that works without
 * JavaScript; once hydrated it adds: suggestions 500 ms after the last keystroke (only for non-empty
 * trimmed text; hidden on empty text, on a click elsewhere and on a failed answer, which also clears
 * them), keyboard navigation through them (a WAI-ARIA combobox), the ticking placeholder count,
 * refusal of a blank keyword with the catalogue's message, and the search history and recently
 * opened companies under the box. Results and details open in a new tab.
 */
export default function SearchBox({ lang, locale, countryCode, variant, labels, initial }: Props) {
  const [type, setType] = useState<SearchType>(initial?.type ?? 'company');
  const [text, setText] = useState(initial?.keyword ?? '');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState('');
  const [focused, setFocused] = useState(false);
  const [more, setMore] = useState<SearchBoxMoreLabels>();
  // The server renders the count of the day's start (renderedCountMoment); hydration starts from the same.
  const [now, setNow] = useState(() => renderedCountMoment(Date.now()));
  const history = useStore($searchHistory);
  const recent = useStore($recentCompanies);
  const root = useRef<HTMLFormElement>(null);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const id = useId();

  // The placeholder's count grows every 500 s: tick at each period boundary. The page may have been
  // rendered a while ago (it is cached and shared), so the count is made again from this moment first.
  useEffect(() => {
    setNow(Date.now());
    const period = TIMERS.placeholderPeriodSeconds * 1000;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(Date.now());
        interval = setInterval(() => setNow(Date.now()), period);
      },
      period - (Date.now() % period),
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);

  // Any click outside the box hides the suggestions.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) {
        setOpen(false);
        setFocused(false);
      }
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, []);

  // The texts shown once the box is used come on its first focus (a cached file); the server render needs none of them.
  const loadMore = () =>
    fetchMoreLabels(lang).then((m) => {
      setMore(m);
      return m;
    });

  const clear = () => {
    request.current?.abort();
    setItems([]);
    setOpen(false);
    setActive(-1);
  };

  const lookup = (value: string, kind: SearchType) => {
    clearTimeout(timer.current);
    const prefix = value.trim();
    if (!prefix) {
      clear();
      return;
    }
    timer.current = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const [data] = await Promise.all([
          apiGet(PATHS[kind].suggest, { prefix }, { lang, countryCode }, controller.signal) as Promise<Suggestion[]>,
          loadMore(),
        ]);
        if (controller.signal.aborted) return;
        setItems(data);
        setActive(-1);
        setOpen(data.length > 0);
      } catch {
        if (!controller.signal.aborted) clear(); // spec: a failed lookup clears the list
      }
    }, TIMERS.fuzzyDebounce);
  };

  // An island may hydrate after the visitor has started (client:interaction on the home page, a slow
  // phone under client:idle): React leaves the form's DOM as it finds it while hydrating, and the first
  // render after would put the server's empty text back. What is in the form then is taken as the state.
  useEffect(() => {
    const form = root.current;
    if (!form) return;
    const input = form.elements.namedItem('keyword');
    const typed = input instanceof HTMLInputElement ? input.value : text;
    const chosen = (form.querySelector('input[name="type"]:checked') as HTMLInputElement | null)?.value as SearchType | undefined;
    if (chosen && chosen !== type) setType(chosen);
    if (typed !== text) {
      setText(typed);
      lookup(typed, chosen ?? type);
    }
    if (form.contains(document.activeElement)) {
      setFocused(document.activeElement === input);
      void loadMore().catch(() => undefined);
    }
    // Once, on hydration: later changes come through the handlers.
  }, []);

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    const keyword = text.trim();
    if (!keyword) {
      e.preventDefault();
      loadMore().then(
        (m) => setError(m.enterKeyword),
        () => undefined,
      );
      return;
    }
    setError('');
    rememberSearch(keyword, type);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (!open || !items.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the options and the input form one cycle.
      setActive((a) => {
        const next = a + step;
        return next >= items.length ? -1 : next < -1 ? items.length - 1 : next;
      });
    } else if (e.key === 'Enter' && active >= 0 && active < items.length) {
      e.preventDefault();
      links.current[active]?.click();
    }
  };

  const choose = (s: Suggestion) => {
    if (type === 'company') rememberCompany({ name: s.name, uuid: s.uuid, jurisdiction_code: s.jurisdiction_code ?? '' });
    setOpen(false);
  };

  const placeholder =
    type === 'broker'
      ? labels.placeholderBroker
      : (type === 'company' ? labels.placeholderCompany : labels.placeholderExecutive).replace(
          '{count}',
          formatCount(placeholderCount(type, now), locale),
        );
  const listId = `${id}-list`;
  const showMemory = variant === 'home' && focused && !text.trim() && (history.length > 0 || recent.length > 0) && more !== undefined;
  // Suggestions are shown only once these have come (lookup waits for them); the history, once it is focused.
  const m = more ?? EMPTY_MORE;

  return (
    <form
      ref={root}
      role="search"
      action={resultsHref(lang, type === 'broker' ? 'company' : type)}
      method="get"
      target="_blank"
      onSubmit={onSubmit}
      className={`search-box search-box-${variant}`}
      onFocus={() => void loadMore().catch(() => undefined)}
      noValidate
    >
      {variant === 'home' && (
        <div className="search-tabs" role="radiogroup" aria-label={labels.searchField}>
          {(['company', 'executive', 'broker'] as const).map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="type"
                value={k}
                checked={type === k}
                onChange={() => {
                  setType(k);
                  lookup(text, k);
                }}
              />{' '}
              {labels[k] ?? k}
            </label>
          ))}
        </div>
      )}
      {/* Brokers are searched on the company results' Brokers tab (without JavaScript the page reads type=broker). */}
      {type === 'broker' && <input type="hidden" name="tab" value="brokers" />}
      <div className="search-row">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {labels.searchField}
        </label>
        <input
          id={`${id}-input`}
          name="keyword"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          maxLength={200}
          autoComplete="off"
          placeholder={placeholder}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
            lookup(e.target.value, type);
          }}
        />
        <button type="submit" className="btn btn-primary">
          {labels.search}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="search-error">
          {error}
        </p>
      )}
      <ul id={listId} role="listbox" aria-label={labels.suggestions} className="suggestions" hidden={!open}>
        {items.map((s, i) => {
          const state =
            type === 'company' ? companyState(s.current_status, s.inactive === 'true' ? 1 : s.inactive === 'false' ? 0 : null) : 'unknown';
          const where = (s.registered_address ?? s.address)?.in_full;
          const aka =
            typeof s.matched_name === 'string'
              ? m.alsoKnownAs.replace('{name}', s.matched_name)
              : s.matched_name && (s.matched_name.kind === 'previous' ? m.formerly : m.alsoKnownAs).replace('{name}', s.matched_name.name);
          const broker =
            type === 'broker'
              ? [
                  s.score !== null && s.score !== undefined
                    ? m.brokerScore.replace('{score}', s.score.toFixed(2)).replace('{grade}', s.grade ?? '')
                    : m.brokerUnscored,
                  s.country ?? '',
                  s.code ? m.traderCode.replace('{code}', s.code) : '',
                ].filter(Boolean)
              : [];
          const p = s.position;
          const years = p && (p.start_year || p.end_year) ? `${p.start_year ?? ''}–${p.end_year ?? ''}` : '';
          // Each piece isolated (bdi): Latin company names and years inside Arabic text keep their own order.
          const person = [p?.label ?? p?.title, p?.company, years, s.nationality_label ?? s.nationality].filter((x): x is string => !!x);
          // People of the same name come together under one heading, each told apart by their details.
          const group = (s.same_name ?? 1) > 1;
          const heads = group && (i === 0 || items[i - 1].name !== s.name || items[i - 1].same_name !== s.same_name);
          return [
            heads && (
              <li key={`${s.uuid}-group`} role="presentation" className="suggestion-group">
                {m.namesakes.replace('{count}', String(s.same_name)).replace('{name}', s.name)}
              </li>
            ),
            <li
              key={s.uuid}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={group ? 'suggestion-namesake' : undefined}
            >
              <a
                ref={(el) => {
                  links.current[i] = el;
                }}
                href={detailHref(lang, PATHS[type].detail, s.uuid)}
                target="_blank"
                rel="noopener"
                tabIndex={-1}
                onClick={() => choose(s)}
              >
                <span className={group ? 'suggestion-name sr-only' : 'suggestion-name'} dir="auto">
                  {s.name}
                </span>
                {state !== 'unknown' && <span className={`status status-${state}`}>{m.states[state]}</span>}
                {aka && <span className="suggestion-aka">{aka}</span>}
                {person.length > 0 && (
                  <span className="suggestion-person">{person.map((x, n) => [n > 0 && ' · ', <bdi key={n}>{x}</bdi>])}</span>
                )}
                {broker.length > 0 && (
                  <span className="suggestion-person">{broker.map((x, n) => [n > 0 && ' · ', <bdi key={n}>{x}</bdi>])}</span>
                )}
                {/* A register's address keeps its own direction: in Arabic "475 London Road" would show its number last. */}
                {where && (
                  <span className="suggestion-where" dir="auto">
                    {where}
                  </span>
                )}
              </a>
            </li>,
          ];
        })}
      </ul>
      {showMemory && (
        <div className="search-memory">
          {history.length > 0 && (
            <section aria-label={m.history}>
              <h2>{m.history}</h2>
              <ul>
                {history.map((h) => (
                  <li key={`${h.type}:${h.keyword}`}>
                    <a
                      href={
                        h.type === 'broker' ? brokerResultsHref(lang, h.keyword) : `${resultsHref(lang, h.type, h.keyword)}&type=${h.type}`
                      }
                      target="_blank"
                      rel="noopener"
                    >
                      {h.keyword}
                    </a>
                    <button
                      type="button"
                      aria-label={m.remove.replace('{name}', h.keyword)}
                      onClick={() => forgetSearch(h.keyword, h.type)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {recent.length > 0 && (
            <section aria-label={m.recent}>
              <h2>{m.recent}</h2>
              <ul>
                {recent.map((c) => (
                  <li key={c.uuid}>
                    <a href={detailHref(lang, 'company', c.uuid)} target="_blank" rel="noopener">
                      {c.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </form>
  );
}
