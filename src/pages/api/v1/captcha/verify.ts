import { AppError, ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { captchaVerifyBody } from '../../../../server/accounts/accounts.schema.ts';
import { solvePuzzle } from '../../../../server/accounts/captcha.service.ts';
import { siteDb } from '../../../../server/db/instance.ts';

export const prerender = false;

/** POST { id, x, track }: one try at a puzzle; a single-use pass for oauth/smsSend when solved. */
export const POST = route(captchaVerifyBody, async (body, api) => {
  const pass = await solvePuzzle(siteDb(), body.id, body.x, body.track);
  if (!pass) throw new AppError(400, message(api, 'auth.sliderFailed'));
  return ok({ pass, message: message(api, 'auth.sliderVerified') });
}, { csrf: true });
