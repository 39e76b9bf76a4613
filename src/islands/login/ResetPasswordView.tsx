import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { checkCodeFormat, checkNewPassword } from '../../lib/account-rules.ts';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import { switchLoginMode } from '../../stores/session.ts';
import type { AccountApi } from './login-api.ts';
import PhoneCodeFields, { type PhoneCode } from './PhoneCodeFields.tsx';
import { ruleMessage } from './rule-message.ts';

interface Props {
  api: AccountApi;
  labels: LoginLabels;
  defaultAreaCode: string;
}

/** Mode 2: a new password by a code sent to the account's phone (every session of the account ends). */
export default function ResetPasswordView({ api, labels, defaultAreaCode }: Props) {
  const [phone, setPhone] = useState<PhoneCode>({ areaCode: defaultAreaCode, phone: '', code: '', requestid: '' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = checkCodeFormat(phone.code);
    const rule =
      !phone.requestid || !code.ok
        ? ('auth.codeIncorrect' as const)
        : (() => {
            const r = checkNewPassword(password, confirm);
            return r.ok ? undefined : r.error;
          })();
    if (rule) {
      setError(ruleMessage(labels, rule));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await api.resetPassword({ ...phone, password, confirm });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : labels.networkError);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="reset-done">
        <p role="status">{labels.resetDone}</p>
        <button type="button" className="btn btn-primary w-full" onClick={() => switchLoginMode(1)}>
          {labels.backToLogin}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="login-heading">{labels.resetTitle}</h2>
      <PhoneCodeFields api={api} labels={labels} purpose="reset" value={phone} onChange={setPhone} onError={setError} />
      <input
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={18}
        placeholder={labels.newPassword}
        aria-label={labels.newPassword}
        aria-describedby="reset-hint"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <input
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={18}
        placeholder={labels.confirmPassword}
        aria-label={labels.confirmPassword}
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
      />
      <p id="reset-hint" className="hint">
        {labels.passwordHint}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" type="submit" disabled={busy}>
        {labels.resetSubmit}
      </button>
      <button type="button" className="link-button" onClick={() => switchLoginMode(1)}>
        {labels.backToLogin}
      </button>
    </form>
  );
}
