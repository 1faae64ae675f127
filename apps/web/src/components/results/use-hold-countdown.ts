// A hold's countdown: the results' held notice, the scheduler's hold timer and the group pages read it alike.
import { useEffect, useState } from 'react';
import { holdMinutesLeft } from '@vaxnear/domain/holds';
import { serverNow } from '../../lib/server-clock.ts';

/**
 * Milliseconds left on a hold, updated every second; 0 once it has ended. Counted by the server's clock, which set
 * `expiresAt`, not the device's, which may be wrong.
 */
export function useHoldCountdown(expiresAt: string): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Date.parse(expiresAt) - now);
}

/** The whole minutes to say: the domain's one rounding rule, so that a 10-minute hold never says 11. */
export const minutesLeft = holdMinutesLeft;
