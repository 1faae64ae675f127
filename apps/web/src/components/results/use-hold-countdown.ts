// A hold's countdown: the results' held notice, the scheduler's hold timer and the group pages read it alike.
import { useEffect, useState } from 'react';

/** Milliseconds left on a hold, updated every second; 0 once it has ended. */
export function useHoldCountdown(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Date.parse(expiresAt) - now);
}

export const minutesLeft = (ms: number) => Math.ceil(ms / 60_000);
