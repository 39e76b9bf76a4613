import type { Translate } from '../../i18n/t.ts';

/**
 * The login overlay's texts in one language. The overlay loads late (on the first click on "Log in"),
 * so it fetches these as a prerendered file (/login-labels/{lang}.json) instead of every page
 * carrying them: pages stay within their size budget.
 */
export function loginLabels(t: Translate) {
  return {
    title: t('login.title'), close: t('login.close'),
    tabPhone: t('login.tabPhone'), tabPassword: t('login.tabPassword'), tabQr: t('login.tabQr'),
    account: t('login.account'), password: t('login.password'), areaCode: t('login.areaCode'), phone: t('login.phone'),
    code: t('login.code'), sendCode: t('login.sendCode'), resendIn: t('login.resendIn', { seconds: '{seconds}' }),
    agreement: t('login.agreement'), agreementLink: t('footer.agreement'), submit: t('login.submit'), forgot: t('login.forgot'),
    resetTitle: t('login.resetTitle'), newPassword: t('login.newPassword'), confirmPassword: t('login.confirmPassword'),
    passwordHint: t('login.passwordHint'), resetSubmit: t('login.resetSubmit'), resetDone: t('login.resetDone'), backToLogin: t('login.backToLogin'),
    bindPhoneTitle: t('login.bindPhoneTitle'), bindPhoneText: t('login.bindPhoneText'), bindSubmit: t('login.bindSubmit'),
    bindEmailTitle: t('login.bindEmailTitle'), bindEmailText: t('login.bindEmailText'), email: t('login.email'),
    bindEmailSubmit: t('login.bindEmailSubmit'), emailBound: t('login.emailBound'), codeSent: t('auth.codeSent'),
    qrTitle: t('login.qrTitle'), qrHint: t('login.qrHint'), qrScanned: t('login.qrScanned'), qrExpired: t('auth.qrExpired'),
    qrRefresh: t('login.qrRefresh'), qrBack: t('login.qrBack'), orWith: t('login.orWith'),
    sliderTitle: t('login.sliderTitle'), sliderHint: t('auth.sliderHint'), sliderVerified: t('auth.sliderVerified'), sliderHandle: t('login.sliderHandle'),
    phoneInvalid: t('auth.phoneInvalid'), codeIncorrect: t('auth.codeIncorrect'), emailInvalid: t('auth.emailInvalid'),
    passwordLength: t('auth.passwordLength'), passwordMismatch: t('auth.passwordMismatch'), passwordSame: t('auth.passwordSame'), agreementRequired: t('auth.agreementRequired'),
    accountRequired: t('auth.accountRequired'), passwordRequired: t('auth.passwordRequired'), networkError: t('error.network'),
    welcome: t('login.welcome', { name: '{name}' }),
  };
}

export type LoginLabels = ReturnType<typeof loginLabels>;
