import { z } from 'zod';

/**
 * Inputs of the gateway's authorization calls (spec section 7: authorize and token), as OAuth 2.0
 * names them (RFC 6749, PKCE RFC 7636). Loose where RFC 6749 wants the server to answer with its own
 * error codes (an unknown response_type is `unsupported_response_type`, not a schema failure).
 */

/** The scopes a partner may ask for; `user_info` (the default) opens user/info. */
export const PARTNER_SCOPES = ['user_info'] as const;

const text = (max: number) => z.string().max(max);

/** The authorization request (the consent page's query, and GET oauth2/authorize). */
export const partnerAuthorizeQuery = z
  .object({
    response_type: text(40),
    client_id: text(100),
    redirect_uri: text(500),
    scope: text(200).optional(),
    state: text(500).optional(),
    code_challenge: text(200).optional(),
    code_challenge_method: text(20).optional(),
  })
  .meta({ id: 'PartnerAuthorizeQuery' });

/** The token request (form-encoded as RFC 6749 says, or JSON): the client may authenticate by HTTP Basic instead of client_secret. */
export const partnerTokenBody = z
  .object({
    grant_type: text(60),
    code: text(200).optional(),
    redirect_uri: text(500).optional(),
    client_id: text(100).optional(),
    client_secret: text(200).optional(),
    code_verifier: text(200).optional(),
  })
  .meta({ id: 'PartnerTokenBody' });

export type PartnerAuthorizeQuery = z.infer<typeof partnerAuthorizeQuery>;
export type PartnerTokenBody = z.infer<typeof partnerTokenBody>;
