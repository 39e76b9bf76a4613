import { useEffect, useState } from 'react';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import type { AccountApi, LoginAnswer, QrState } from './login-api.ts';

interface Props {
  api: AccountApi;
  labels: LoginLabels;
  onSignedIn: (answer: LoginAnswer) => void;
  onBack: () => void;
}

/** How often the computer asks whether the phone has scanned or confirmed. */
const POLL_MS = 2000;

/**
 * The QR sub-view: a code that a logged-in phone scans and confirms; this page polls with the
 * secret only it holds. Once the phone confirmed, it shows whose account is about to sign in
 * (masked) and signs in without a reload only when confirmed here too: a code someone else scanned
 * cannot sign this computer into their account unnoticed. Expired (2 minutes) shows (the spec's 'QR code is not working', reworded)
 * 'This QR code has expired' with a refresh.
 */
export default function QrView({ api, labels, onSignedIn, onBack }: Props) {
  const [qr, setQr] = useState<{ id: string; secret: string; image: string }>();
  const [state, setState] = useState<QrState | 'error'>('pending');
  const [round, setRound] = useState(0);
  const [account, setAccount] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setQr(undefined);
    setState('pending');
    setAccount('');
    api.qrCreate().then(
      (created) => {
        if (stopped) return;
        setQr(created);
        const poll = async () => {
          if (stopped) return;
          try {
            const answer = await api.qrPoll(created.id, created.secret);
            if (stopped) return;
            setState(answer.state);
            // The phone confirmed: this computer asks its person before anything is signed in.
            if (answer.state === 'confirm-on-desktop') {
              setAccount(answer.account ?? '');
              return;
            }
            if (answer.state === 'expired') return;
          } catch {
            /* a lost poll is retried: the network may come back */
          }
          timer = setTimeout(() => void poll(), POLL_MS);
        };
        timer = setTimeout(() => void poll(), POLL_MS);
      },
      () => {
        if (!stopped) setState('error');
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);

  const confirmHere = async () => {
    if (!qr || busy) return;
    setBusy(true);
    try {
      const answer = await api.qrPoll(qr.id, qr.secret, true);
      if (answer.state === 'confirmed' && answer.user_info) onSignedIn({ authorization: '', user_info: answer.user_info });
      else setState('expired');
    } catch {
      setState('error');
    } finally {
      setBusy(false);
    }
  };

  const [before, after = ''] = labels.qrDesktopAsk.split('{account}');
  return (
    <div className="qr-view" data-state={state}>
      <p className="qr-title">{labels.qrTitle}</p>
      <div className="qr-picture">
        {qr && <img src={qr.image} width={180} height={180} alt={labels.qrTitle} />}
        {(state === 'expired' || state === 'error') && (
          <div className="qr-cover">
            <p>{state === 'expired' ? labels.qrExpired : labels.networkError}</p>
            <button type="button" className="btn btn-primary" onClick={() => setRound(round + 1)}>
              {labels.qrRefresh}
            </button>
          </div>
        )}
      </div>
      {state === 'confirm-on-desktop' ? (
        <div className="qr-desktop-confirm" role="group">
          <p className="qr-hint" aria-live="polite">
            {/* The address is isolated (<bdi>): in Arabic a Latin address beside the sentence's question mark would otherwise be reordered. */}
            {before}
            <bdi>{account}</bdi>
            {after}
          </p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirmHere()}>
            {labels.qrDesktopConfirm}
          </button>{' '}
          <button type="button" className="btn btn-secondary" onClick={() => setRound(round + 1)}>
            {labels.qrDesktopCancel}
          </button>
        </div>
      ) : (
        <p className="qr-hint" aria-live="polite">
          {state === 'scanned' ? labels.qrScanned : labels.qrHint}
        </p>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        {labels.qrBack}
      </button>
    </div>
  );
}
