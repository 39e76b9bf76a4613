import { checkCodeFormat, checkPhone } from '../../lib/account-rules.ts';
import { accepted } from '../accounts/accepted.ts';

/** The phone (E.164) and code of a request, or the spec's refusal for either. */
export function phoneAndCode(areaCode: string, phone: string, code: string): { phone: string; code: string } {
  return { phone: accepted(checkPhone(areaCode, phone)), code: accepted(checkCodeFormat(code)) };
}
