import type { Placement } from '../lib/ad-slots.ts';
import { quoteResultModel, type QuoteLabels, type QuoteResultModel } from '../lib/quote-result.ts';
import {
  CURRENCIES,
  priceQuote,
  quoteProblems,
  type AdRegion,
  type Currency,
  type QuoteRequest,
  type RateCard,
} from '../lib/quotation-price.ts';

/**
 * The quotation calculator, live: as the visitor ticks placements, regions and languages or changes the
 * dates, the price is computed in the page from the same rate card and rules the server uses after a
 * form post (src/lib/quotation-price.ts), so no request is made and the figures are the same. Without
 * this script the "Show the price" button posts the form and the server answers with the price.
 */
const form = document.querySelector<HTMLFormElement>('#quote-form');
const box = document.querySelector<HTMLElement>('#quote-result');

function render(target: HTMLElement, model: QuoteResultModel): void {
  target.dataset.kind = model.kind;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const el = document.createElement(tag);
    if (text !== undefined) el.textContent = text;
    if (className) el.className = className;
    return el;
  };
  const parts: HTMLElement[] = [];
  if (model.kind === 'empty') parts.push(make('p', model.text));
  else if (model.kind === 'problems') {
    const ul = make('ul', undefined, 'quote-problems');
    for (const item of model.items) ul.append(make('li', item));
    parts.push(ul);
  } else {
    parts.push(make('p', model.days, 'quote-days'));
    const table = make('table', undefined, 'quote-lines');
    const body = make('tbody');
    for (const r of model.rows) {
      const tr = make('tr', undefined, r.total ? 'quote-total' : undefined);
      const th = make('th', r.label);
      th.scope = 'row';
      if (r.detail) th.append(make('span', r.detail, 'quote-detail'));
      tr.append(th, make('td', r.amount));
      body.append(tr);
    }
    table.append(body);
    parts.push(table, make('p', model.note, 'quote-note'));
  }
  target.replaceChildren(...parts);
}

if (form && box) {
  const card = JSON.parse(form.dataset.card ?? '{}') as RateCard;
  const labels = JSON.parse(form.dataset.labels ?? '{}') as QuoteLabels;
  const locale = form.dataset.locale ?? 'en';
  const today = form.dataset.today ?? new Date().toISOString().slice(0, 10);
  const update = () => {
    const data = new FormData(form);
    const all = (name: string) => data.getAll(name).map(String);
    const currency = String(data.get('currency') ?? '');
    const request: QuoteRequest = {
      placements: all('placement') as Placement[],
      regions: all('region') as AdRegion[],
      languages: all('language'),
      start: String(data.get('start') ?? ''),
      end: String(data.get('end') ?? ''),
      currency: ((CURRENCIES as readonly string[]).includes(currency) ? currency : 'USD') as Currency,
    };
    const problems = quoteProblems(card, request, today);
    // Until something is ticked, the box invites rather than lists what is missing.
    const untouched = !request.placements.length && !request.regions.length;
    const model = untouched
      ? quoteResultModel({ problems: [] }, labels, locale)
      : quoteResultModel(problems.length ? { problems } : { quote: priceQuote(card, request, today), problems: [] }, labels, locale);
    render(box, model);
  };
  form.addEventListener('change', update);
  form.addEventListener('input', update);
  // Priced live: the button that posts the form for the price is only needed without this script.
  for (const b of form.querySelectorAll<HTMLElement>('[data-quote-price]')) b.hidden = true;
  // After a post the box already shows the server's result for the same fields; recompute only on change.
}
