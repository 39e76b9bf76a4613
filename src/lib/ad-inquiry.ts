import type { MessageKey } from '../i18n/t.ts';

/** The advertising inquiry's rules (quotation page, issue 20): field lengths and what makes an inquiry answerable. */

/** Each inquiry field's longest accepted text (characters): a form cuts nothing, it says what is too long. */
export const INQUIRY_MAX = { company: 200, contact: 120, email: 254, phone: 32, message: 4000 } as const;
export type InquiryField = keyof typeof INQUIRY_MAX;
export type InquiryFields = Record<InquiryField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{6,32}$/;
/** A message shorter than this says nothing sales can answer. */
const MESSAGE_MIN = 10;

/** What is wrong with an inquiry, per field (a catalogue key each); empty when it can be sent. */
export function inquiryProblems(f: InquiryFields): Partial<Record<InquiryField, MessageKey>> {
  const problems: Partial<Record<InquiryField, MessageKey>> = {};
  for (const field of Object.keys(INQUIRY_MAX) as InquiryField[])
    if (f[field].length > INQUIRY_MAX[field]) problems[field] = 'quotation.inquiry.tooLong';
  if (!f.company) problems.company ??= 'quotation.inquiry.required';
  if (!f.contact) problems.contact ??= 'quotation.inquiry.required';
  if (f.email && !EMAIL.test(f.email)) problems.email ??= 'quotation.inquiry.badEmail';
  if (f.phone && !PHONE.test(f.phone)) problems.phone ??= 'quotation.inquiry.badPhone';
  if (!f.email && !f.phone) problems.email ??= 'quotation.inquiry.emailOrPhone';
  if (f.message.length < MESSAGE_MIN) problems.message ??= 'quotation.inquiry.shortMessage';
  return problems;
}
