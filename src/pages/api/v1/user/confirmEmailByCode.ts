import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { confirmEmailBody } from '../../../../server/accounts/accounts.schema.ts';
import { confirmEmail } from '../../../../server/accounts/passwords.service.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';

export const prerender = false;

/** POST { email, code, requestid }: binds the address the code was sent to, confirmed. */
export const POST = route(
  confirmEmailBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    await confirmEmail(api.db, userId, body);
    return ok(null);
  },
  { csrf: true },
);
