/**
 * The plans page's personal parts, after load (the HTML is shared and cached): prices in the
 * visitor's currency (from the country cookie, unless ?currency= chose one), the currency choice
 * applied at once, and the signed-in member's tier and VIP end from user/info.
 */
import { apiGet } from '../lib/api-client.ts';
import { isLoggedIn } from '../lib/login-cookies.ts';

const cookies = (): Record<string, string> =>
  Object.fromEntries(
    document.cookie.split(';').map((p) => [p.slice(0, p.indexOf('=')).trim(), decodeURIComponent(p.slice(p.indexOf('=') + 1).trim())]),
  );

const cards = document.querySelector<HTMLElement>('[data-plans]');
const select = document.querySelector<HTMLSelectElement>('[data-currency-select]');

function showCurrency(currency: string): void {
  if (!cards) return;
  cards.dataset.currency = currency;
  for (const p of cards.querySelectorAll<HTMLElement>('[data-price]')) p.hidden = p.dataset.price !== currency;
  for (const input of cards.querySelectorAll<HTMLInputElement>('[data-currency-input]')) input.value = currency;
  if (select) select.value = currency;
}

if (cards && select) {
  const byCountry = JSON.parse(cards.dataset.byCountry ?? '{}') as Record<string, string>;
  const offered = new Set([...select.options].map((o) => o.value));
  // The country cookie holds an alpha-2 code once the visitor (or the geo lookup) chose one.
  const country = (cookies().country ?? '').toUpperCase();
  const mine = byCountry[country];
  if (cards.dataset.chosen === undefined && mine && offered.has(mine)) showCurrency(mine);
  // With script the choice applies at once: the form's button is for pages without script.
  select.addEventListener('change', () => showCurrency(select.value));
  const submit = document.querySelector<HTMLElement>('[data-currency-submit]');
  if (submit) submit.hidden = true;
}

const status = document.querySelector<HTMLElement>('[data-vip-status]');
if (status && isLoggedIn(cookies())) {
  apiGet('/api/v1/user/info', {}, { lang: document.documentElement.dataset.lang ?? 'en' })
    .then((raw) => {
      const user = raw as { tier?: string; vipUntil?: string | null };
      if (user.tier === 'vip' && user.vipUntil) {
        const date = new Intl.DateTimeFormat(status.dataset.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(user.vipUntil),
        );
        status.textContent = (status.dataset.textVip ?? '').replace('{date}', date);
      } else if (user.tier) status.textContent = status.dataset.textOrdinary ?? '';
    })
    .catch(() => {
      /* signed out meanwhile: the visitor's page stays as it is */
    });
}
