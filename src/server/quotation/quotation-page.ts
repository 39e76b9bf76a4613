import type { AstroGlobal } from 'astro';
import type { Quote, QuoteProblem, QuoteRequest, RateCard } from '../../lib/quotation-price.ts';
import { createPuzzle, type Puzzle } from '../accounts/captcha.service.ts';
import { captchaLimits } from '../accounts/limits.ts';
import { siteMailer } from '../accounts/mail.ts';
import { formAction, pageIp } from '../accounts/page-forms.ts';
import { enforceLimits } from '../accounts/rate-limit.ts';
import { AppError } from '../app-error.ts';
import { env } from '../config/env.ts';
import { readFormLimited } from '../request-body.ts';
import { RATE_CARD } from './rate-card.ts';
import { blankQuoteRequest, quoteOf, readInquiryFields, readQuoteRequest, submitInquiry, type PostedForm } from './quotation.service.ts';
import { inquiryProblems, type InquiryField, type InquiryFields } from '../../lib/ad-inquiry.ts';
import type { MessageKey } from '../../i18n/t.ts';

/**
 * What the quotation routes (quotation.html, appquotation.html) render: the rate card, the calculator
 * with the price of what was posted, and the inquiry with its state. A GET is the same for everyone
 * (shared, cacheable); a POST is the calculator's or the inquiry's plain form (no JavaScript needed)
 * and is private. The page's script prices live as the visitor ticks; the post gives the same figures.
 */
export interface QuotationView {
  card: RateCard;
  request: QuoteRequest;
  /** Today (UTC) as the calculator counts from it; the script uses the same date. */
  today: string;
  quote?: Quote;
  problems: QuoteProblem[];
  inquiry: {
    fields: InquiryFields;
    problems: Partial<Record<InquiryField, MessageKey>>;
    /** A refusal in the page's language (rate limit, wrong captcha, a body too large). */
    error?: string;
    /** The puzzle to solve before the inquiry goes (second step of the form). */
    puzzle?: Puzzle;
    sent: boolean;
  };
}

const MAX_FIELD = 4000;
const EMPTY_FIELDS: InquiryFields = { company: '', contact: '', email: '', phone: '', message: '' };

function posted(form: FormData | undefined): PostedForm {
  return {
    get: (name) => (form ? String(form.get(name) ?? '').slice(0, MAX_FIELD) : ''),
    all: (name) => (form ? form.getAll(name).map((v) => String(v).slice(0, 40)) : []),
  };
}

/** Builds the view of a quotation request; a POST prices the calculator or takes the inquiry a step further. */
export async function quotationView(page: AstroGlobal, now = new Date()): Promise<QuotationView> {
  const { lang, db } = page.locals;
  const today = now.toISOString().slice(0, 10);
  const view: QuotationView = {
    card: RATE_CARD,
    request: blankQuoteRequest(lang, today),
    today,
    problems: [],
    inquiry: { fields: EMPTY_FIELDS, problems: {}, sent: false },
  };
  if (page.request.method !== 'POST') return view;
  page.response.headers.set('Cache-Control', 'private, no-store');
  const body = await readFormLimited(page.request);
  const form = posted(body instanceof FormData ? body : undefined);
  view.request = readQuoteRequest(form, lang);
  const priced = quoteOf(view.request, today);
  if ('quote' in priced) view.quote = priced.quote;
  else view.problems = priced.problems;
  if (body === 'too-large') {
    view.inquiry.error = await formAction(page, async () => {
      throw new AppError('api.tooLarge', 413, undefined, { Connection: 'close' });
    });
    return view;
  }
  if (form.get('action') !== 'inquire') return view;

  const fields = readInquiryFields(form);
  view.inquiry.fields = fields;
  view.inquiry.problems = inquiryProblems(fields);
  if (Object.keys(view.inquiry.problems).length) {
    page.response.status = 400;
    return view;
  }
  const ip = pageIp(page);
  const captchaId = form.get('captcha_id');
  if (captchaId) {
    view.inquiry.error = await formAction(page, async () => {
      const x = Number(form.get('captcha_x'));
      await submitInquiry(
        db,
        siteMailer(),
        env.SALES_EMAIL,
        { fields, request: view.request, lang, ip, captcha: { id: captchaId, x } },
        now,
      );
      view.inquiry.sent = true;
    });
    if (view.inquiry.sent) return view;
    // A wrong point gets a new picture (each puzzle takes one try); a rate limit gets none.
    if (page.response.status === 429) return view;
  }
  const puzzleError = await formAction(page, async () => {
    await enforceLimits(db, captchaLimits(ip), now);
    view.inquiry.puzzle = await createPuzzle(db, now);
  });
  view.inquiry.error ??= puzzleError;
  return view;
}
