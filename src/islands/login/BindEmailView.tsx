import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { checkCodeFormat, checkEmail } from '../../lib/account-rules.ts';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import type { AccountApi } from './login-api.ts';
import { ruleMessage } from './rule-message.ts';
import { useCountdown } from './use-countdown.ts';

interface Props {
  api: AccountApi;
  labels: LoginLabels;
}

/** Mode 4: a signed-in member binds an e-mail address with a four-digit code sent to it. */
export default function BindEmailView({ api, labels }: Props) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [requestid, setRequestid] = useState('');
  const [left, startCountdown] = useCountdown();
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [done, setDone] = useState(false);

  const fail = (e: unknown) => setError(e instanceof ApiError && e.message ? e.message : labels.networkError);
  const send = async () => {
    const checked = checkEmail(email);
    if (!checked.ok) {
      setError(ruleMessage(labels, checked.error));
      return;
    }
    setError('');
    try {
      setRequestid((await api.sendEmailCode(checked.value)).requestid);
      setStatus(labels.codeSent);
      startCountdown();
    } catch (e) {
      fail(e);
    }
  };
  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const checked = checkCodeFormat(code);
    if (!requestid || !checked.ok) {
      setError(labels.codeIncorrect);
      return;
    }
    try {
      await api.confirmEmail({ email, code: checked.value, requestid });
      setDone(true);
      // The member centre's prompt to bind an e-mail has done its work (site.ts hides it).
      document.dispatchEvent(new CustomEvent('login:email-bound'));
    } catch (err) {
      fail(err);
    }
  };

  if (done)
    return (
      <p role="status" className="bind-done">
        {labels.emailBound}
      </p>
    );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="login-heading">{labels.bindEmailTitle}</h2>
      <p className="hint">{labels.bindEmailText}</p>
      <input
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        placeholder={labels.email}
        aria-label={labels.email}
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <div className="code-row">
        <input
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          placeholder={labels.code}
          aria-label={labels.code}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <button type="button" className="btn btn-secondary" disabled={left > 0} onClick={() => void send()} data-testid="send-email-code">
          {left > 0 ? labels.resendIn.replace('{seconds}', String(left)) : labels.sendCode}
        </button>
      </div>
      {status && !error && (
        <p className="hint" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" type="submit">
        {labels.bindEmailSubmit}
      </button>
    </form>
  );
}
