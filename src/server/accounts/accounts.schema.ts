import { z } from 'zod';

/** Request bodies of the account calls (spec section 7), validated before any work is done. */
export const loginBody = z
  .object({
    account: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(128),
    /** Dial code of a phone account ('0086', '001'); not needed for an e-mail or a '+…' number. */
    areaCode: z
      .string()
      .regex(/^(?:00|\+)?\d{1,4}$/)
      .optional(),
    /** A slider pass (captcha/verify): required after repeated wrong passwords (the call then answers 428). */
    captcha: z.string().max(64).optional(),
  })
  .meta({ id: 'LoginBody' });

const phoneFields = {
  phone: z.string().trim().min(1).max(32),
  /** Dial code ('0086', '001'). */
  areaCode: z
    .string()
    .regex(/^(?:00|\+)?\d{1,4}$/)
    .default('001'),
};

export const smsSendQuery = z
  .object({
    ...phoneFields,
    purpose: z.enum(['login', 'register', 'reset', 'bind_phone']).default('login'),
    /** The pass a solved slider gave (captcha/verify). */
    captcha: z.string().max(64).optional(),
  })
  .meta({ id: 'SmsSendQuery' });

export const quickLoginBody = z
  .object({
    ...phoneFields,
    code: z.string().trim().max(8),
    requestid: z.uuid(),
    /** The service agreement accepted: needed when the phone has no account yet (one is created). */
    agreement: z.boolean().default(false),
  })
  .meta({ id: 'QuickLoginBody' });

export const captchaVerifyBody = z
  .object({
    id: z.string().max(64),
    x: z.number().finite(),
    /** The drag: [milliseconds, position in px] pairs (with the arrow keys: one pair per press). */
    track: z.array(z.tuple([z.number().finite(), z.number().finite()])).max(600),
    /** How the piece was moved: a pointer's drag, or the arrow keys (judged as key presses). */
    kind: z.enum(['pointer', 'keys']).default('pointer'),
  })
  .meta({ id: 'CaptchaVerifyBody' });

const byCode = {
  ...phoneFields,
  code: z.string().trim().max(8),
  requestid: z.uuid(),
  password: z.string().max(128),
  /** The password typed again, where the form asks for it. */
  confirm: z.string().max(128).optional(),
};

export const registerBody = z.object({ ...byCode, agreement: z.boolean().default(false) }).meta({ id: 'RegisterBody' });
export const resetBody = z.object(byCode).meta({ id: 'ResetPasswordBody' });
export const changePasswordBody = z
  .object({
    oldPassword: z.string().min(1).max(128),
    password: z.string().max(128),
    confirm: z.string().max(128).optional(),
  })
  .meta({ id: 'ChangePasswordBody' });

export const sendEmailCodeBody = z.object({ email: z.string().max(254) }).meta({ id: 'SendEmailCodeBody' });
export const confirmEmailBody = z
  .object({
    email: z.string().max(254),
    code: z.string().trim().max(8),
    requestid: z.uuid(),
  })
  .meta({ id: 'ConfirmEmailBody' });

/** The token of the confirmation link in the mail sendEmailCode sent (`line` in the link's query). */
export const confirmEmailByLineBody = z.object({ line: z.string().max(64) }).meta({ id: 'ConfirmEmailByLineBody' });

const qrId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a QR login id');
export const qrCreateBody = z.object({ lang: z.string().max(8).optional() }).meta({ id: 'QrCreateBody' });
export const qrPollBody = z
  .object({
    id: qrId,
    secret: z.string().max(64),
    /** The desktop accepts the account it was shown ('confirm-on-desktop'): only then is it signed in. */
    confirm: z.boolean().default(false),
  })
  .meta({ id: 'QrPollBody' });
export const qrIdBody = z.object({ id: qrId }).meta({ id: 'QrIdBody' });
/** The phone's confirmation: the token its scan answered, from the same session that scanned. */
export const qrConfirmBody = z.object({ id: qrId, token: z.string().max(64) }).meta({ id: 'QrConfirmBody' });
