import { oneClickRoute, unsubscribeLinkRoute } from '../../../../server/api/alerts-unsubscribe-route.ts';

export const prerender = false;

/** The alert e-mails' List-Unsubscribe address: POST is RFC 8058's one-click unsubscribe, GET leads to the confirm page. */
export const POST = oneClickRoute;
export const GET = unsubscribeLinkRoute;
