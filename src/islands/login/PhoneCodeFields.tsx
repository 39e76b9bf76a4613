import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import type { AccountApi, CodePurpose } from './login-api.ts';
import SliderCaptcha from './SliderCaptcha.tsx';
import { useCountdown } from './use-countdown.ts';

export interface PhoneCode {
  areaCode: string;
  phone: string;
  code: string;
  requestid: string;
}

interface Props {
  api: AccountApi;
  labels: LoginLabels;
  purpose: CodePurpose;
  value: PhoneCode;
  onChange: (v: PhoneCode) => void;
  onError: (message: string) => void;
}

/**
 * Dial code, phone number and code, with the "Get code" button: the slider first (every text
 * message needs a fresh pass), then the code is sent and the button counts down to a resend.
 * The phone is checked by the server (its rules need the phone-number library, too big to ship here).
 */
export default function PhoneCodeFields({ api, labels, purpose, value, onChange, onError }: Props) {
  const id = useId();
  const [slider, setSlider] = useState(false);
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const ask = () => {
    onError('');
    if (!value.phone.trim()) {
      onError(labels.phoneInvalid);
      return;
    }
    setSlider(true);
  };
  const send = async (captcha: string) => {
    setSlider(false);
    setSending(true);
    try {
      const { requestid } = await api.sendSms({ phone: value.phone.trim(), areaCode: value.areaCode, purpose, captcha });
      onChange({ ...value, requestid });
      startCountdown();
    } catch (e) {
      onError(e instanceof ApiError && e.message ? e.message : labels.networkError);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className="phone-row">
        <label className="area-code">
          <span className="sr-only">{labels.areaCode}</span>
          <input
            name="areaCode"
            type="text"
            inputMode="tel"
            maxLength={5}
            value={value.areaCode}
            aria-label={labels.areaCode}
            onChange={(e) => onChange({ ...value, areaCode: e.currentTarget.value })}
          />
        </label>
        <label className="grow">
          <span className="sr-only">{labels.phone}</span>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            maxLength={20}
            placeholder={labels.phone}
            aria-label={labels.phone}
            value={value.phone}
            onChange={(e) => onChange({ ...value, phone: e.currentTarget.value })}
          />
        </label>
      </div>
      <div className="code-row">
        <input
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          pattern="[0-9]{4}"
          placeholder={labels.code}
          aria-label={labels.code}
          value={value.code}
          onChange={(e) => onChange({ ...value, code: e.currentTarget.value.replace(/\D/g, '') })}
        />
        <button type="button" className="btn btn-secondary" disabled={left > 0 || sending || slider} onClick={ask} data-testid="send-code">
          {left > 0 ? labels.resendIn.replace('{seconds}', String(left)) : labels.sendCode}
        </button>
      </div>
      {slider && <SliderCaptcha api={api} labels={labels} onPass={(pass) => void send(pass)} />}
    </>
  );
}
