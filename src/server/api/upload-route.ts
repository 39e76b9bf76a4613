import type { APIRoute } from 'astro';
import { AppError } from '../app-error.ts';
import { log } from '../log.ts';
import { EVIDENCE_LIMITS } from '../exposure/evidence-limits.ts';
import { readEvidenceForm, type EvidenceForm } from '../exposure/multipart.ts';
import { fail } from './envelope.ts';
import { apiContext, sameSiteRequest, type ApiContext } from './handler.ts';

/**
 * An API call that takes files (multipart/form-data) instead of JSON: the evidence upload. Same
 * edge as route(): same-site only, refusals in the spec's envelope in the caller's language; the
 * form is read by readEvidenceForm within the evidence limits (a body past them is cut off, 413).
 * The signed-in check runs before the body is read, so a visitor's upload costs nothing.
 */
export function uploadRoute(
  run: (form: EvidenceForm, api: ApiContext) => Promise<Response>,
  before: (api: ApiContext) => Promise<void>,
): APIRoute {
  return async (ctx) => {
    const api = apiContext(ctx);
    try {
      if (!sameSiteRequest(ctx.request)) throw new AppError('auth.crossSite', 403);
      await before(api);
      const form = await readEvidenceForm(ctx.request, EVIDENCE_LIMITS);
      return await run(form, api);
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, path: ctx.url.pathname }, 'upload failed');
      return fail(err, api.lang);
    }
  };
}
