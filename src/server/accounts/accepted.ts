import type { Checked } from '../../lib/account-rules.ts';
import { AppError } from '../app-error.ts';

/**
 * The value of a passed account rule (src/lib/account-rules.ts), or its refusal as a 400 AppError. The
 * rules stay pure so the login overlay applies the same ones; services use this to enforce them, so the
 * API routes and the account pages' forms need no checks of their own.
 */
export function accepted<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new AppError(checked.error, 400);
  return checked.value;
}
