import type { Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { LIFETIME } from './limits.ts';

/**
 * The words of the messages that carry a code (a text message, a mail), in the member's language.
 * These are what we send, not refusals: so they are written here, where the code is made.
 */

/** The text of a code's message: the code and how many minutes it lives. */
export function codeText(lang: Lang, code: string): string {
  return translator(lang)('auth.smsText', { code, minutes: LIFETIME.codeMs / 60_000 });
}

/** The subject and body of a code's mail, with the confirmation link when there is one. */
export function codeMail(lang: Lang, code: string, link: string | undefined): { subject: string; text: string } {
  const t = translator(lang);
  const text = codeText(lang, code);
  return { subject: t('auth.mailSubject'), text: link ? `${text}\n\n${t('auth.mailLink', { link })}` : text };
}
