import { useEffect, useState } from 'react';

/** Whole minutes until `expiresAt`, refreshed every 15 seconds: a hold's countdown, never announced every second. */
export function useMinutesLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 60_000));
}
