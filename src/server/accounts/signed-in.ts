import { AppError } from '../api/envelope.ts';
import { message, type ApiContext } from '../api/handler.ts';
import { siteDb } from '../db/instance.ts';
import { sessionToken } from './session-cookies.ts';
import { sessionUser } from './sessions.ts';

/** The signed-in member of a call, or the spec's "log in first" refusal (401). */
export async function signedInUser(api: ApiContext): Promise<string> {
  const userId = await sessionUser(siteDb(), sessionToken(api.request, api.cookies));
  if (!userId) throw new AppError(401, message(api, 'auth.loginRequired'));
  return userId;
}
