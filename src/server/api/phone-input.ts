import { checkCodeFormat, checkPhone } from '../../lib/account-rules.ts';
import { AppError } from '../app-error.ts';

/** The phone (E.164) and code of a request, or the spec's refusal for either. */
export function phoneAndCode(areaCode: string, phone: string, code: string): { phone: string; code: string } {
  const p = checkPhone(areaCode, phone);
  if (!p.ok) throw new AppError(p.error, 400);
  const c = checkCodeFormat(code);
  if (!c.ok) throw new AppError(c.error, 400);
  return { phone: p.value, code: c.value };
}
