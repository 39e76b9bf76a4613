import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PLACEMENTS, type Placement } from '../../lib/ad-slots.ts';
import {
  AD_REGIONS,
  CURRENCIES,
  priceQuote,
  quoteProblems,
  type AdRegion,
  type Currency,
  type Quote,
  type QuoteRequest,
} from '../../lib/quotation-price.ts';
import { CONTENT_LANGS, type Lang } from '../../i18n/languages.ts';
import { inquiryProblems, type InquiryFields } from '../../lib/ad-inquiry.ts';
import { solvePuzzleByPoint, spendPass } from '../accounts/captcha.service.ts';
import { adInquiryLimits } from '../accounts/limits.ts';
import type { Mailer } from '../accounts/mail.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/schema.ts';
import { log } from '../log.ts';
import { RATE_CARD } from './rate-card.ts';
import * as repo from './quotation.repository.ts';

/**
 * The quotation page's logic (issue 20): reading the calculator's fields, pricing them with the rate
 * card, and an inquiry that is stored as a lead before it is mailed to sales (SALES_EMAIL).
 */

/** The calculator's and the inquiry's posted fields, as the page reads them (a form may repeat a name). */
export interface PostedForm {
  get(name: string): string;
  all(name: string): string[];
}

/** The currency a language's visitors most likely pay in (they can choose another). */
export function defaultCurrency(lang: Lang): Currency {
  if (lang === 'zh-cn' || lang === 'zh') return 'CNY';
  if (['de', 'fr', 'es', 'it', 'pt'].includes(lang)) return 'EUR';
  return 'USD';
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The calculator as a first visit shows it: nothing ticked but the page's language, a 30-day run starting in a week. */
export function blankQuoteRequest(lang: Lang, today: string): QuoteRequest {
  const start = addDays(today, 7);
  return { placements: [], regions: [], languages: [lang], start, end: addDays(start, 29), currency: defaultCurrency(lang) };
}

/** The calculator's fields of a post (or a query), unknown names dropped: the rate card's names only. */
export function readQuoteRequest(form: PostedForm, lang: Lang): QuoteRequest {
  const known = <T extends string>(list: readonly T[], values: string[]) => [
    ...new Set(values.filter((v): v is T => (list as readonly string[]).includes(v))),
  ];
  const currency = form.get('currency');
  return {
    placements: known<Placement>(PLACEMENTS, form.all('placement')),
    regions: known<AdRegion>(AD_REGIONS, form.all('region')),
    languages: known<string>(CONTENT_LANGS, form.all('language')),
    start: form.get('start').slice(0, 10),
    end: form.get('end').slice(0, 10),
    currency: (CURRENCIES as readonly string[]).includes(currency) ? (currency as Currency) : defaultCurrency(lang),
  };
}

/** A request priced, or the list of what to fix first. */
export function quoteOf(request: QuoteRequest, today: string): { quote: Quote } | { problems: ReturnType<typeof quoteProblems> } {
  const problems = quoteProblems(RATE_CARD, request, today);
  return problems.length ? { problems } : { quote: priceQuote(RATE_CARD, request, today) };
}

/** The inquiry's text fields of a post, trimmed. */
export function readInquiryFields(form: PostedForm): InquiryFields {
  return {
    company: form.get('company').trim(),
    contact: form.get('contact').trim(),
    email: form.get('email').trim(),
    phone: form.get('phone').trim(),
    message: form.get('message').trim(),
  };
}

/** The key one sender's inquiries are counted under: the e-mail address, else the phone's digits. */
const contactKey = (f: InquiryFields) => (f.email ? `e:${f.email.toLowerCase()}` : `p:${f.phone.replace(/\D/g, '')}`);

export interface Inquiry {
  fields: InquiryFields;
  request: QuoteRequest;
  lang: Lang;
  ip: string;
  /** The puzzle shown and where the visitor pointed (the captcha of a plain form). */
  captcha: { id: string; x: number };
}

/**
 * Stores an inquiry as a lead and mails it to sales. The captcha and the address's and contact's
 * limits come first (a refusal stores nothing); the lead is written before the mail is tried, so a
 * mail server that is down loses nothing: the lead stays 'failed' and `mailPendingLeads` sends it later.
 * The price is recomputed here from the rate card, never taken from the form.
 */
export async function submitInquiry(
  db: Kysely<Database>,
  mailer: Mailer,
  salesTo: string,
  inquiry: Inquiry,
  now = new Date(),
): Promise<{ id: string; mailed: boolean }> {
  if (Object.keys(inquiryProblems(inquiry.fields)).length) throw new AppError('quotation.inquiry.invalid', 400);
  const pass = await solvePuzzleByPoint(db, inquiry.captcha.id, inquiry.captcha.x, now);
  if (!pass || !(await spendPass(db, pass, now))) throw new AppError('quotation.captcha.wrong', 400);
  await enforceLimits(db, adInquiryLimits(inquiry.ip, contactKey(inquiry.fields)), now);
  const today = now.toISOString().slice(0, 10);
  const priced = quoteOf(inquiry.request, today);
  const r = inquiry.request;
  const id = randomUUID();
  const f = inquiry.fields;
  await repo.insertLead(db, {
    id,
    company: f.company,
    contact: f.contact,
    email: f.email || null,
    phone: f.phone || null,
    message: f.message,
    placements: JSON.stringify(r.placements),
    regions: JSON.stringify(r.regions),
    languages: JSON.stringify(r.languages),
    start_date: 'quote' in priced ? r.start : null,
    end_date: 'quote' in priced ? r.end : null,
    currency: r.currency,
    quoted_total: 'quote' in priced ? priced.quote.total : null,
    lang: inquiry.lang,
    created_at: now.toISOString(),
    mail_state: 'pending',
    mail_attempts: 0,
    mailed_at: null,
    mail_error: null,
  });
  return { id, mailed: await mailLead(db, mailer, salesTo, id, now) };
}

/** Minor units as the mail shows them: 1234567 USD → "12345.67 USD" (sales read amounts, not a locale's). */
const plainAmount = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** The mail sales receive: every field, the booking and its price at the rate card of the day. Reply-To is the lead's e-mail. */
export function leadMail(lead: NonNullable<Awaited<ReturnType<typeof repo.leadById>>>): { subject: string; text: string } {
  const list = (json: string) => (JSON.parse(json) as string[]).join(', ') || '-';
  const lines = [
    `Company: ${lead.company}`,
    `Contact: ${lead.contact}`,
    `E-mail: ${lead.email ?? '-'}`,
    `Phone: ${lead.phone ?? '-'}`,
    `Page language: ${lead.lang}`,
    '',
    `Placements: ${list(lead.placements)}`,
    `Regions: ${list(lead.regions)}`,
    `Languages: ${list(lead.languages)}`,
    `Dates: ${lead.start_date && lead.end_date ? `${lead.start_date} to ${lead.end_date}` : '-'}`,
    `Quoted total: ${lead.quoted_total !== null && lead.currency ? plainAmount(Number(lead.quoted_total), lead.currency) : 'not priced'}`,
    '',
    'Message:',
    lead.message,
    '',
    `Lead ${lead.id}, received ${lead.created_at}`,
  ];
  return { subject: `Advertising inquiry: ${lead.company}`, text: lines.join('\n') };
}

/** Sends one lead's mail if no one else is; true when sent. A failure is kept on the lead, never thrown to the visitor. */
export async function mailLead(db: Kysely<Database>, mailer: Mailer, salesTo: string, id: string, now = new Date()): Promise<boolean> {
  const lead = await repo.claimLeadMail(db, id);
  if (!lead) return false;
  const { subject, text } = leadMail(lead);
  try {
    await mailer.send(salesTo, subject, text, {
      headers: lead.email ? { 'Reply-To': lead.email } : undefined,
      messageId: `<lead-${lead.id}@ads>`,
    });
    await repo.markLeadMail(db, id, { sentAt: now.toISOString() });
    return true;
  } catch (err) {
    log.warn({ lead: id, err: (err as Error).message }, 'lead mail to sales failed; kept for a later try');
    await repo.markLeadMail(db, id, { error: (err as Error).message.slice(0, 500) });
    return false;
  }
}

/**
 * Sends what is still due: failed leads, and leads left pending or sending for over `staleMs` (their
 * sender stopped mid-way). The same Message-ID each time, so a mail the server took before a crash is
 * recognisable as one if it arrives twice. Returns how many were sent.
 */
export async function mailPendingLeads(
  db: Kysely<Database>,
  mailer: Mailer,
  salesTo: string,
  now = new Date(),
  staleMs = 10 * 60_000,
): Promise<number> {
  let sent = 0;
  for (const { id } of await repo.leadsToMail(db, new Date(now.getTime() - staleMs).toISOString(), 100)) {
    await repo.releaseStuckLead(db, id);
    if (await mailLead(db, mailer, salesTo, id, now)) sent++;
  }
  return sent;
}
