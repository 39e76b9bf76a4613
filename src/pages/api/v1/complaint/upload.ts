import { ok } from '../../../../server/api/envelope.ts';
import { signedInUser } from '../../../../server/api/signed-in.ts';
import { uploadRoute } from '../../../../server/api/upload-route.ts';
import { addEvidence } from '../../../../server/exposure/exposure.service.ts';

export const prerender = false;

/** POST multipart (complaintId, evidence files): adds evidence to the member's own pending report. */
export const POST = uploadRoute(
  async (form, api) => {
    const userId = await signedInUser(api);
    const r = await addEvidence(api.db, { userId, complaintId: form.field('complaintId'), files: form.files, ip: api.ip });
    return ok(r, { 'cache-control': 'private, no-store' });
  },
  async (api) => {
    await signedInUser(api);
  },
);
