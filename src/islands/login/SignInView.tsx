import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import { $loginContext, switchLoginMode } from '../../stores/session.ts';
import type { AccountApi, LoginAnswer } from './login-api.ts';
import AgreementField from './AgreementField.tsx';
import PhoneCodeFields, { type PhoneCode } from './PhoneCodeFields.tsx';
import SliderCaptcha from './SliderCaptcha.tsx';
import QrView from './QrView.tsx';

export interface Provider {
  id: string;
  name: string;
}

interface Props {
  api: AccountApi;
  labels: LoginLabels;
  lang: string;
  defaultAreaCode: string;
  providers: Provider[];
  onSignedIn: (answer: LoginAnswer) => void;
}

type Tab = 'phone' | 'password' | 'qr';

/** Mode 1: phone and code (the default), account and password, or the QR code; and third-party sign-in. */
export default function SignInView({ api, labels, lang, defaultAreaCode, providers, onSignedIn }: Props) {
  const [tab, setTab] = useState<Tab>('phone');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [phone, setPhone] = useState<PhoneCode>({ areaCode: defaultAreaCode, phone: '', code: '', requestid: '' });
  const [agreed, setAgreed] = useState(false);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  // After repeated wrong passwords the server asks (428) for the slider with the next try.
  const [needSlider, setNeedSlider] = useState(false);
  const [captcha, setCaptcha] = useState('');

  const run = async (call: () => Promise<LoginAnswer>) => {
    setBusy(true);
    setError('');
    try {
      onSignedIn(await call());
    } catch (e) {
      if (e instanceof ApiError && e.status === 428) {
        setNeedSlider(true);
        setCaptcha('');
      }
      setError(e instanceof ApiError && e.message ? e.message : labels.networkError);
    } finally {
      setBusy(false);
    }
  };

  const submitPhone = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!phone.requestid) {
      setError(labels.codeIncorrect);
      return;
    }
    if (!/^\d{4}$/.test(phone.code)) {
      setError(labels.codeIncorrect);
      return;
    }
    if (!agreed) {
      setError(labels.agreementRequired);
      return;
    }
    $loginContext.set({ phone: phone.phone, areaCode: phone.areaCode, requestid: phone.requestid });
    void run(() => api.quickLogin({ ...phone, agreement: agreed }));
  };
  const submitPassword = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!account.trim()) {
      setError(labels.accountRequired);
      return;
    }
    if (!password) {
      setError(labels.passwordRequired);
      return;
    }
    if (needSlider && !captcha) {
      setError(labels.sliderTitle);
      return;
    }
    void run(() => api.login({ account, password, areaCode: phone.areaCode, ...(captcha ? { captcha } : {}) }));
  };

  const back = `${location.pathname}${location.search}`;
  return (
    <div className="sign-in">
      <div role="tablist" className="login-tabs">
        {(['phone', 'password', 'qr'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={tab === t ? 'active' : ''}
            onClick={() => {
              setTab(t);
              setError('');
            }}
          >
            {t === 'phone' ? labels.tabPhone : t === 'password' ? labels.tabPassword : labels.tabQr}
          </button>
        ))}
      </div>
      {tab === 'qr' && <QrView api={api} labels={labels} onSignedIn={onSignedIn} onBack={() => setTab('phone')} />}
      {tab === 'phone' && (
        <form onSubmit={submitPhone} noValidate>
          <PhoneCodeFields api={api} labels={labels} purpose="login" value={phone} onChange={setPhone} onError={setError} />
          <AgreementField labels={labels} lang={lang} checked={agreed} onChange={setAgreed} />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button className="btn btn-primary w-full" type="submit" disabled={busy}>
            {labels.submit}
          </button>
        </form>
      )}
      {tab === 'password' && (
        <form onSubmit={submitPassword} noValidate>
          <input
            name="account"
            type="text"
            autoComplete="username"
            maxLength={254}
            placeholder={labels.account}
            aria-label={labels.account}
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
          />
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            placeholder={labels.password}
            aria-label={labels.password}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {needSlider && !captcha && (
            <SliderCaptcha
              api={api}
              labels={labels}
              onPass={(pass) => {
                setCaptcha(pass);
                setError('');
              }}
            />
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button className="btn btn-primary w-full" type="submit" disabled={busy}>
            {labels.submit}
          </button>
          <button type="button" className="link-button" onClick={() => switchLoginMode(2)}>
            {labels.forgot}
          </button>
        </form>
      )}
      {providers.length > 0 && tab !== 'qr' && (
        <div className="third-party">
          <p>{labels.orWith}</p>
          <ul>
            {providers.map((p) => (
              <li key={p.id}>
                <a
                  className="btn btn-secondary"
                  href={`/api/v1/oauth/authorize?provider=${encodeURIComponent(p.id)}&return=${encodeURIComponent(back)}`}
                >
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
