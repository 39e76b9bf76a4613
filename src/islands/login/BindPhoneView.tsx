import { useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError } from '../../lib/api-client.ts';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import { $loginContext } from '../../stores/session.ts';
import type { AccountApi, LoginAnswer } from './login-api.ts';
import AgreementField from './AgreementField.tsx';
import PhoneCodeFields, { type PhoneCode } from './PhoneCodeFields.tsx';

interface Props {
  api: AccountApi;
  labels: LoginLabels;
  lang: string;
  defaultAreaCode: string;
  openid: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

/**
 * Mode 3: someone signed in with another provider for the first time binds a phone (opened when the
 * address has an openid: the ticket the sign-in left). The code proves the phone; an existing
 * account of that phone gets the provider linked, else a new one is made with the agreement.
 */
export default function BindPhoneView({ api, labels, lang, defaultAreaCode, openid, onSignedIn }: Props) {
  const kept = useStore($loginContext);
  const [phone, setPhone] = useState<PhoneCode>({ areaCode: kept.areaCode || defaultAreaCode, phone: kept.phone, code: '', requestid: '' });
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!phone.requestid || !/^\d{4}$/.test(phone.code)) {
      setError(labels.codeIncorrect);
      return;
    }
    if (!agreed) {
      setError(labels.agreementRequired);
      return;
    }
    setBusy(true);
    setError('');
    try {
      $loginContext.set({ phone: phone.phone, areaCode: phone.areaCode, requestid: phone.requestid });
      onSignedIn(await api.thirdRegister({ openid, ...phone, agreement: agreed }));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : labels.networkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="login-heading">{labels.bindPhoneTitle}</h2>
      <p className="hint">{labels.bindPhoneText}</p>
      <PhoneCodeFields api={api} labels={labels} purpose="bind_phone" value={phone} onChange={setPhone} onError={setError} />
      <AgreementField labels={labels} lang={lang} checked={agreed} onChange={setAgreed} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" type="submit" disabled={busy}>
        {labels.bindSubmit}
      </button>
    </form>
  );
}
