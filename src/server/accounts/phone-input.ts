import { checkCode, checkPhone } from '../../lib/account-rules.ts';
import { AppError } from '../api/envelope.ts';
import { message, type ApiContext } from '../api/handler.ts';

/** The phone (E.164) and code of a request, or the spec's refusal for either. */
export function phoneAndCode(api: ApiContext, areaCode: string, phone: string, code: string): { phone: string; code: string } {
  const p = checkPhone(areaCode, phone);
  if (!p.ok) throw new AppError(400, message(api, p.error));
  const c = checkCode(code);
  if (!c.ok) throw new AppError(400, message(api, c.error));
  return { phone: p.value, code: c.value };
}
