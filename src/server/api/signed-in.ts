import { AppError } from '../app-error.ts';
import { sessionToken } from '../accounts/session-token.ts';
import { sessionUser } from '../accounts/sessions.ts';
import type { ApiContext } from './handler.ts';

/** The signed-in member of a call, or the spec's "log in first" refusal (401). */
export async function signedInUser(api: ApiContext): Promise<string> {
  const userId = await sessionUser(api.db, sessionToken(api.request, api.cookies));
  if (!userId) throw new AppError('auth.loginRequired', 401);
  return userId;
}
