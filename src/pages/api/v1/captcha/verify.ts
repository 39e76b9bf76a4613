import { ok } from '../../../../server/api/envelope.ts';
import { AppError } from '../../../../server/app-error.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { captchaVerifyBody } from '../../../../server/accounts/accounts.schema.ts';
import { solvePuzzle } from '../../../../server/accounts/captcha.service.ts';

export const prerender = false;

/** POST { id, x, track, kind }: one try at a puzzle (position, drag and timing judged); a single-use pass for oauth/smsSend when solved. */
export const POST = route(
  captchaVerifyBody,
  async (body, api) => {
    const pass = await solvePuzzle(api.db, body.id, body.x, body.track, new Date(), body.kind);
    if (!pass) throw new AppError('auth.sliderFailed', 400);
    return ok({ pass, message: message(api, 'auth.sliderVerified') });
  },
  { csrf: true },
);
