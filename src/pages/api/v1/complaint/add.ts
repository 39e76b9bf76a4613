import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { complaintAddBody } from '../../../../server/exposure/exposure.schema.ts';
import { fileComplaint } from '../../../../server/exposure/exposure.service.ts';

export const prerender = false;

/** POST: the signed-in member reports a broker (pending until staff decide); evidence follows with complaint/upload. */
export const POST = route(
  complaintAddBody,
  async (body, api) => {
    const userId = await signedInUser(api);
    const r = await fileComplaint(api.db, { userId, fields: body, files: [], ip: api.ip, lang: api.lang });
    return ok(
      { id: r.id, status: 'pending', files: r.files, message: message(api, 'exposure.report.sent') },
      { 'cache-control': 'private, no-store' },
    );
  },
  { csrf: true },
);
