import type { AstroGlobal } from 'astro';
import { formAction, postedFields } from '../accounts/page-forms.ts';
import { AppError } from '../app-error.ts';
import { renewalOf, setMemberRenewal } from './renewal.service.ts';
import { siteStripe } from './site-payments.ts';

/** The forms' actions (the member centre's VIP panel posts one of them to /{lang}/user?id=vip). */
export const RENEWAL_ACTIONS = { cancel: 'cancelRenewal', resume: 'resumeRenewal' } as const;

/**
 * The member centre's renewal part (/{lang}/user?id=vip): a posted cancel or resume first (plain
 * forms, no JavaScript needed; Astro's origin check and the page's sameSiteRequest refuse another
 * site's post, as on the service line), then what the panel shows. Cancelling takes two steps: the
 * panel's link opens the confirmation (`&renewal=cancel`, a GET that changes nothing), whose form posts.
 */
export async function renewalView(page: AstroGlobal, userId: string, sameSite: boolean) {
  const { db, lang, t, formatters: f } = page.locals;
  let error: string | undefined;
  let done: string | undefined;
  if (page.request.method === 'POST') {
    const action = (await postedFields(page))('action');
    if (action === RENEWAL_ACTIONS.cancel || action === RENEWAL_ACTIONS.resume) {
      const renew = action === RENEWAL_ACTIONS.resume;
      error = await formAction(page, async () => {
        if (!sameSite) throw new AppError('auth.crossSite', 403);
        const change = await setMemberRenewal(db, siteStripe(), userId, renew, { lang });
        done = t(renew ? 'renewal.doneResume' : 'renewal.doneCancel', { date: f.date(change.until) });
      });
    }
  }
  const renewal = await renewalOf(db, userId);
  // The confirmation only where there is a renewal to cancel, and not again right after the answer.
  const confirm =
    page.request.method === 'GET' &&
    page.url.searchParams.get('renewal') === 'cancel' &&
    renewal?.kind === 'subscription' &&
    renewal.renews;
  return { renewal, confirm, error, done };
}

export type RenewalView = Awaited<ReturnType<typeof renewalView>>;
