import { z } from 'zod';

/** What the account calls answer inside the envelope (for the OpenAPI document and the tests). */
export const userInfoSchema = z
  .object({
    userId: z.string(),
    isemailcomfirm: z.boolean(),
    nickname: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    tier: z.enum(['ordinary', 'vip']),
    vipUntil: z.string().nullable(),
  })
  .meta({ id: 'UserInfo' });

export const loginAnswer = z
  .object({
    /**
     * The session token, for the app only (it sends `X-Client: app`, or already a bearer token), which
     * sends it back as `Authorization: Bearer …`; the web gets it as an HttpOnly cookie and never here.
     */
    authorization: z.string().optional(),
    user_info: userInfoSchema,
  })
  .meta({ id: 'LoginAnswer' });

export const requestIdAnswer = z.object({ requestid: z.string(), message: z.string().optional() }).meta({ id: 'RequestIdAnswer' });
export const puzzleAnswer = z
  .object({
    id: z.string(),
    /** The background with the gap: a PNG data URL (the gap's position is in no field). */
    image: z.string(),
    /** The piece to drag: a PNG data URL, piece × piece pixels. */
    pieceImage: z.string(),
    pieceY: z.number(),
    width: z.number(),
    height: z.number(),
    piece: z.number(),
  })
  .meta({ id: 'Puzzle' });
export const passAnswer = z.object({ pass: z.string(), message: z.string() }).meta({ id: 'CaptchaPass' });
export const passwordChangedAnswer = z
  .object({ authorization: z.string().optional(), message: z.string() })
  .meta({ id: 'PasswordChanged' });
export const qrLoginAnswer = z
  .object({
    id: z.string(),
    secret: z.string(),
    url: z.string(),
    image: z.string(),
    expiresIn: z.number(),
  })
  .meta({ id: 'QrLogin' });
export const qrStateAnswer = z
  .object({
    state: z.enum(['pending', 'scanned', 'confirm-on-desktop', 'confirmed', 'expired']),
    /** With 'confirm-on-desktop': the account about to sign in, masked (P••••r (+44••••0042)); poll with confirm: true to accept it. */
    account: z.string().optional(),
    /** Once confirmed (and only in that one answer): the desktop's new session, as from oauth/login. */
    authorization: z.string().optional(),
    user_info: userInfoSchema.optional(),
  })
  .meta({ id: 'QrState' });
export const qrScanAnswer = z
  .object({
    /** The token oauth/qr/confirm needs (one per scan, for this session only). */
    token: z.string(),
    /** The computer that asked: browser and system from its user agent, country (ISO alpha-2) from its address, and when. */
    device: z.object({ browser: z.string().optional(), os: z.string().optional(), country: z.string().optional(), createdAt: z.string() }),
  })
  .meta({ id: 'QrScan' });
