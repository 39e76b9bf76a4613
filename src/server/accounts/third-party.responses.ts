import { z } from 'zod';

/** What the third-party login calls answer inside the envelope (for the OpenAPI document and the tests). */
export const openIdAnswer = z
  .object({
    /** A ticket standing for the provider account for 10 minutes, once: for oauth/thirdPartyLogin or oauth/thirdRegister. */
    openid: z.string(),
    /** Whether the account is bound to a member (then oauth/thirdPartyLogin signs in). */
    bound: z.boolean(),
  })
  .meta({ id: 'OpenIdAnswer' });

export const registeredAnswer = z.object({ registered: z.boolean() }).meta({ id: 'RegisteredAnswer' });
export const validAnswer = z.object({ valid: z.boolean() }).meta({ id: 'ValidAnswer' });
