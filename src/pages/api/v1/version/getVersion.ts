import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { appVersionAnswer } from '../../../../server/lookups/app-version.ts';
import { versionQuery } from '../../../../server/lookups/lookups.schema.ts';

export const prerender = false;

/** GET ?version=: the app's minimum and latest versions (configuration), and whether this version must or may update. */
export const GET = route(versionQuery, async (q) => ok(appVersionAnswer(q.version), { 'cache-control': 'public, max-age=300' }));
