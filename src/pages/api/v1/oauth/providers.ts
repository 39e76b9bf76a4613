import { z } from 'zod';
import { ok } from '../../../../server/api/envelope.ts';
import { route } from '../../../../server/api/handler.ts';
import { thirdPartyProviders } from '../../../../server/accounts/third-party.service.ts';

export const prerender = false;

/** GET: the configured third-party sign-in providers (id, name, kind; no secrets), for the login overlay's buttons. */
export const GET = route(z.object({}), async () =>
  ok(
    thirdPartyProviders().map(({ id, name, kind }) => ({ id, name, kind })),
    { 'cache-control': 'public, max-age=300' },
  ),
);
