import { apiGet, apiPost, type CallerHeaders } from '../../lib/api-client.ts';
import type { SessionUser } from '../../stores/session.ts';

/** The account calls the login overlay makes (spec section 7), typed as the server answers them. */

export interface Puzzle {
  id: string;
  image: string;
  pieceImage: string;
  pieceY: number;
  width: number;
  height: number;
  piece: number;
}
export interface LoginAnswer {
  /** Only for the app (X-Client: app): the web's session is the HttpOnly cookie. */
  authorization?: string;
  user_info: SessionUser;
}
export type QrState = 'pending' | 'scanned' | 'confirm-on-desktop' | 'confirmed' | 'expired';
export type CodePurpose = 'login' | 'register' | 'reset' | 'bind_phone';

export function accountApi(caller: CallerHeaders) {
  return {
    puzzle: () => apiGet('/api/v1/captcha/create', {}, caller) as Promise<Puzzle>,
    solve: (id: string, x: number, track: Array<[number, number]>, kind: 'pointer' | 'keys') =>
      apiPost('/api/v1/captcha/verify', { id, x, track, kind }, caller) as Promise<{ pass: string }>,
    sendSms: (p: { phone: string; areaCode: string; purpose: CodePurpose; captcha: string }) =>
      apiGet('/api/v1/oauth/smsSend', p, caller) as Promise<{ requestid: string }>,
    quickLogin: (b: { phone: string; areaCode: string; code: string; requestid: string; agreement: boolean }) =>
      apiPost('/api/v1/oauth/quickLogin', b, caller) as Promise<LoginAnswer>,
    login: (b: { account: string; password: string; areaCode: string; captcha?: string }) =>
      apiPost('/api/v1/oauth/login', b, caller) as Promise<LoginAnswer>,
    resetPassword: (b: { phone: string; areaCode: string; code: string; requestid: string; password: string; confirm: string }) =>
      apiPost('/api/v1/user/retrievePasswordByPhone', b, caller),
    thirdRegister: (b: { openid: string; phone: string; areaCode: string; code: string; requestid: string; agreement: boolean }) =>
      apiPost('/api/v1/oauth/thirdRegister', b, caller) as Promise<LoginAnswer>,
    sendEmailCode: (email: string) => apiPost('/api/v1/user/sendEmailCode', { email }, caller) as Promise<{ requestid: string }>,
    confirmEmail: (b: { email: string; code: string; requestid: string }) => apiPost('/api/v1/user/confirmEmailByCode', b, caller),
    userInfo: () => apiGet('/api/v1/user/info', {}, caller) as Promise<SessionUser>,
    qrCreate: () =>
      apiPost('/api/v1/oauth/qr/create', {}, caller) as Promise<{ id: string; secret: string; image: string; expiresIn: number }>,
    qrPoll: (id: string, secret: string, confirm = false) =>
      apiPost('/api/v1/oauth/qr/poll', { id, secret, confirm }, caller) as Promise<{
        state: QrState;
        account?: string;
        user_info?: SessionUser;
      }>,
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
