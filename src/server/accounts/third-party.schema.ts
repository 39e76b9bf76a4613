import { z } from 'zod';

/** Request parameters of the third-party login calls (spec section 7), validated before any work. */

/** A ticket (the spec's openid): 43 base64url characters; anything else cannot be one. */
const openid = z.string().trim().min(1).max(100);
const phoneFields = {
  phone: z.string().trim().min(1).max(32),
  /** Dial code ('0086', '001'). */
  areaCode: z
    .string()
    .regex(/^(?:00|\+)?\d{1,4}$/)
    .default('001'),
};

export const authorizeQuery = z
  .object({
    /** A configured provider's id (see thirdPartyProviders). */
    provider: z.string().min(1).max(32),
    /** Where to go afterwards: a path on this site ('/en/company/…'); default the home page. */
    return: z.string().max(512).optional(),
  })
  .meta({ id: 'OauthAuthorizeQuery' });

export const appCodeQuery = z
  .object({
    /** The code the provider's SDK gave the app. */
    code: z.string().trim().min(1).max(512),
    /** A configured provider of that kind, when there are several (default: the first). */
    provider: z.string().max(32).optional(),
  })
  .meta({ id: 'AppCodeQuery' });

export const thirdPartyLoginBody = z.object({ openid }).meta({ id: 'ThirdPartyLoginBody' });

export const validateRegisterPhoneBody = z.object(phoneFields).meta({ id: 'ValidateRegisterPhoneBody' });

export const thirdRegisterBody = z
  .object({
    openid,
    ...phoneFields,
    code: z.string().trim().max(8),
    requestid: z.uuid(),
    /** The service agreement accepted: needed when the phone has no account yet (one is created). */
    agreement: z.boolean().default(false),
  })
  .meta({ id: 'ThirdRegisterBody' });

export const validateCodeQuery = z
  .object({
    ...phoneFields,
    code: z.string().trim().max(8),
    requestid: z.uuid(),
    purpose: z.enum(['login', 'register', 'reset', 'bind_phone']).default('login'),
  })
  .meta({ id: 'ValidateCodeQuery' });
