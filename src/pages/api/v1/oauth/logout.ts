import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { clearSessionCookies, sessionToken } from '../../../../server/accounts/session-token.ts';
import { endSession } from '../../../../server/accounts/sessions.ts';
import { z } from 'zod';

export const prerender = false;

/** POST: ends this session (its token stops working at once) and clears the login cookies. */
export const POST = route(
  z.object({}),
  async (_body, api) => {
    const token = sessionToken(api.request, api.cookies);
    if (token) await endSession(api.db, token);
    clearSessionCookies(api.cookies, api.request.headers.get('host') ?? '');
    return ok(null);
  },
  { csrf: true },
);
