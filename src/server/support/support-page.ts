import type { AstroGlobal } from 'astro';
import { SUPPORT_TEXT } from '../../lib/support-text.ts';
import { formAction, pageIp, postedFields } from '../accounts/page-forms.ts';
import { AppError } from '../app-error.ts';
import { kickSupportMail } from './support-mail.ts';
import { memberSupport, writeSupportMessage } from './support.service.ts';

/**
 * The member centre's service line (/{lang}/user?id=support): a posted message first (a plain form,
 * no JavaScript needed; Astro's origin check and the page's sameSiteRequest (the API edge's rule,
 * passed in as `sameSite`) refuse another site's post; a refusal becomes the page's message and
 * status), then what the page shows. After a message is
 * written, its mail to staff is sent in the background.
 */
export async function supportView(page: AstroGlobal, userId: string, sameSite: boolean) {
  const { db, lang, t } = page.locals;
  let error: string | undefined;
  let done: string | undefined;
  let draft = '';
  if (page.request.method === 'POST') {
    const field = await postedFields(page, SUPPORT_TEXT.messageMax + 100);
    draft = field('body');
    error = await formAction(page, async () => {
      if (!sameSite) throw new AppError('auth.crossSite', 403);
      await writeSupportMessage(db, { userId, body: draft, ip: pageIp(page), lang });
      kickSupportMail(db);
      done = t('support.sent');
      draft = '';
    });
  }
  return { ...(await memberSupport(db, userId)), error, done, draft };
}
