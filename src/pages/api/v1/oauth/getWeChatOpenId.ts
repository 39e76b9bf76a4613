import { appCodeRoute } from '../../../../server/api/app-code-route.ts';

export const prerender = false;

/** GET ?code=&provider=: a code from the app's WeChat SDK for a ticket (openid) and whether it is bound (see appCodeRoute). */
export const GET = appCodeRoute('wechat');
