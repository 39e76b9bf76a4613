import { useEffect, useState } from 'react';
import { RESEND_SECONDS } from '../../lib/resend-interval.ts';

/** A resend countdown: seconds left (0 when a code may be sent again) and the call that starts it. */
export function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)];
}
