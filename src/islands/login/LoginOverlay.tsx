import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import { showMenuFor } from '../../lib/member-menu.ts';
import { showMemberName } from '../../scripts/member-summary.ts';
import { safeLocalPath } from '../../lib/safe-path.ts';
import { $loginMode, $loginVisible, closeLogin, rememberUser } from '../../stores/session.ts';
import { accountApi, type LoginAnswer } from './login-api.ts';
import SignInView, { type Provider } from './SignInView.tsx';
import ResetPasswordView from './ResetPasswordView.tsx';
import BindPhoneView from './BindPhoneView.tsx';
import BindEmailView from './BindEmailView.tsx';

interface Props {
  labels: LoginLabels;
  lang: string;
  defaultAreaCode: string;
  providers: Provider[];
}

/**
 * The login overlay (spec sections 2 and 4): a modal dialog whose mode (1 sign in, 2 reset password
 * in a smaller frame, 3 bind phone, 4 bind e-mail) is switched by its views through the store.
 * Languages other than zh and zh-cn get a taller frame (their texts run longer). Signing in changes
 * the page without a reload: the header shows the member's menu, and the login page goes on to
 * where it was asked from (a page that asked to log in first is loaded again).
 */
export default function LoginOverlay({ labels, lang, defaultAreaCode, providers }: Props) {
  const visible = useStore($loginVisible);
  const mode = useStore($loginMode);
  const dialog = useRef<HTMLDialogElement>(null);
  const api = accountApi({ lang });
  const openid = new URL(location.href).searchParams.get('openid') ?? '';

  // The embedded login frame's 'close' message (site.ts) closes the overlay too.
  useEffect(() => {
    const close = () => closeLogin();
    document.addEventListener('login:close', close);
    return () => document.removeEventListener('login:close', close);
  }, []);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (visible && !d.open) d.showModal();
    if (!visible && d.open) d.close();
  }, [visible]);

  const signedIn = (answer: LoginAnswer) => {
    rememberUser(answer.user_info);
    showMenuFor(true);
    showMemberName(answer.user_info);
    closeLogin();
    // A page's own part that waited for the sign-in (the follow button) goes on.
    document.dispatchEvent(new CustomEvent('login:signed-in'));
    if (/^\/[^/]+\/login$/.test(location.pathname))
      location.assign(safeLocalPath(new URL(location.href).searchParams.get('next'), `/${lang}`));
    // A page that said "please log in" has more to show now: render it again.
    else if (document.querySelector('[data-needs-login]')) location.reload();
  };

  const frame = ['login-frame', mode === 2 ? 'small' : '', lang === 'zh' || lang === 'zh-cn' ? '' : 'tall'].filter(Boolean).join(' ');
  return (
    <dialog
      ref={dialog}
      className={frame}
      aria-label={labels.title}
      onCancel={(e) => {
        e.preventDefault();
        closeLogin();
      }}
      data-mode={mode}
    >
      <button type="button" className="login-close" aria-label={labels.close} onClick={closeLogin}>
        ×
      </button>
      {visible && mode === 1 && (
        <>
          <h2 className="login-heading">{labels.title}</h2>
          <SignInView api={api} labels={labels} lang={lang} defaultAreaCode={defaultAreaCode} providers={providers} onSignedIn={signedIn} />
        </>
      )}
      {visible && mode === 2 && <ResetPasswordView api={api} labels={labels} defaultAreaCode={defaultAreaCode} />}
      {visible && mode === 3 && (
        <BindPhoneView api={api} labels={labels} lang={lang} defaultAreaCode={defaultAreaCode} openid={openid} onSignedIn={signedIn} />
      )}
      {visible && mode === 4 && <BindEmailView api={api} labels={labels} />}
    </dialog>
  );
}
