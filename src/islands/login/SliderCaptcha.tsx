import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import type { AccountApi, Puzzle } from './login-api.ts';

interface Props {
  api: AccountApi;
  labels: LoginLabels;
  onPass: (pass: string) => void;
}

const VERIFIED_MS = 600;

/**
 * Our server-checked slider (spec: before any text message, and after repeated wrong passwords).
 * The server drew the gap into a PNG (with decoys) and alone knows where it is; the drag's points go
 * with the answer so it can judge whether a hand made them (or, with the keys, a person's presses). One try per puzzle: a miss loads a new one. Arrow keys move
 * the piece too (each press is a point of the track), and Enter lets go. The widget is left to right
 * in every language: the picture is not mirrored, so neither is the drag.
 */
export default function SliderCaptcha({ api, labels, onPass }: Props) {
  const [puzzle, setPuzzle] = useState<Puzzle>();
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'checking' | 'verified' | 'failed'>('idle');
  const [error, setError] = useState('');
  const drag = useRef<{ startX: number; startT: number; kind: 'pointer' | 'keys'; track: Array<[number, number]> } | undefined>(undefined);

  const load = () => {
    setX(0);
    drag.current = undefined;
    api.puzzle().then(setPuzzle, (e: unknown) => setError(e instanceof ApiError && e.message ? e.message : labels.networkError));
  };
  useEffect(load, []);

  const max = puzzle ? puzzle.width - puzzle.piece : 0;
  const moveTo = (nx: number) => {
    const d = drag.current;
    if (!d) return;
    const clamped = Math.max(0, Math.min(max, Math.round(nx)));
    setX(clamped);
    const t = Math.round(performance.now() - d.startT);
    // Two reports in one millisecond are one point (the server wants time going forward).
    if (d.track.length && d.track[d.track.length - 1][0] >= t) d.track[d.track.length - 1][1] = clamped;
    else d.track.push([t, clamped]);
  };
  // A pointer's track starts where the piece was; a key track starts with the first press (the server knows the piece starts at 0).
  const begin = (clientX: number, kind: 'pointer' | 'keys') => {
    if (state !== 'idle' || !puzzle) return;
    drag.current = { startX: clientX - x, startT: performance.now(), kind, track: kind === 'pointer' ? [[0, x]] : [] };
  };
  const release = async () => {
    const d = drag.current;
    if (!d || !puzzle) return;
    drag.current = undefined;
    setState('checking');
    try {
      const { pass } = await api.solve(puzzle.id, x, d.track, d.kind);
      setState('verified');
      // 'verified' shows for a moment (spec section 4) before the guarded step goes on.
      setTimeout(() => onPass(pass), VERIFIED_MS);
    } catch (e) {
      setState('failed');
      setError(e instanceof ApiError && e.message ? e.message : labels.networkError);
      setTimeout(() => {
        setState('idle');
        setError('');
        load();
      }, 900);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    begin(e.clientX, 'pointer');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) moveTo(e.clientX - drag.current.startX);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 20 : 4;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      if (!drag.current) begin(0, 'keys');
      moveTo(x + (e.key === 'ArrowRight' ? step : -step));
    } else if ((e.key === 'Enter' || e.key === ' ') && drag.current) {
      e.preventDefault();
      void release();
    }
  };

  return (
    <div className="slider-captcha" data-state={state} dir="ltr">
      <p className="slider-title">{labels.sliderTitle}</p>
      {puzzle && (
        <div className="slider-picture" style={{ width: puzzle.width, height: puzzle.height }}>
          <img src={puzzle.image} width={puzzle.width} height={puzzle.height} alt="" draggable={false} />
          <img
            className="slider-piece"
            src={puzzle.pieceImage}
            width={puzzle.piece}
            height={puzzle.piece}
            style={{ top: puzzle.pieceY, left: x }}
            alt=""
            draggable={false}
            aria-hidden="true"
          />
        </div>
      )}
      <div className="slider-track" style={puzzle ? { width: puzzle.width } : undefined}>
        <span className="slider-text" aria-live="polite">
          {state === 'verified' ? labels.sliderVerified : labels.sliderHint}
        </span>
        <div
          className="slider-handle"
          // The puzzle's axis is physical (left to right in every language): without this, Arabic
          // mirrors the arrow (› is a mirrored character) to point away from the gap.
          dir="ltr"
          role="slider"
          tabIndex={0}
          aria-label={labels.sliderHandle}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={state !== 'idle'}
          style={{ left: x }}
          data-testid="slider-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => void release()}
          onKeyDown={onKeyDown}
        >
          ›
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
