import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { recordView } from '../../../../../server/search/browsing.service.ts';
import { viewBody } from '../../../../../server/search/search.schema.ts';
import { visitorId } from '../../../../../server/search/visitor.ts';

export const prerender = false;

/**
 * POST { type, uuid }: a detail page reports that it was viewed (navigator.sendBeacon from the page),
 * for the visitor's recent browsing and for what is most viewed. Pages are served from a shared
 * cache, so the view cannot be counted while rendering. Unknown ids are ignored; views count for hot
 * data within caps per visitor and address (browsing.service.ts); another site cannot report views.
 */
export const POST = route(
  viewBody,
  async (body, api) =>
    ok({ recorded: await recordView(api.db, { visitor: visitorId(api.cookies, api.secure), ip: api.ip }, body.type, body.uuid) }),
  { csrf: true },
);
