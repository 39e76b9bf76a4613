import { z } from 'zod';

/** What the token call answers: RFC 6749's shapes (section 5.1 and 5.2), not the site's envelope, as OAuth clients expect. */
export const partnerTokenAnswer = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  })
  .strict()
  .meta({ id: 'PartnerTokenAnswer' });

export const partnerTokenError = z
  .object({
    error: z.enum([
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unauthorized_client',
      'unsupported_grant_type',
      'invalid_scope',
      'temporarily_unavailable',
    ]),
    error_description: z.string().describe("in the caller's language"),
  })
  .strict()
  .meta({ id: 'PartnerTokenError' });
