import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { confirmEmailByLineBody } from '../../../../server/accounts/accounts.schema.ts';
import { confirmEmailByLine } from '../../../../server/accounts/passwords.service.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';

export const prerender = false;

/** POST { line }: binds the address of a mailed confirmation link to the signed-in member, confirmed. */
export const POST = route(
  confirmEmailByLineBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    return ok({ email: await confirmEmailByLine(api.db, userId, body.line) });
  },
  { csrf: true },
);
