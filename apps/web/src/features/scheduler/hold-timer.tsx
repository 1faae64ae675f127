// How long the held slot stays ours (issue #4: "the page shows how long the hold lasts"); at zero the slot is lost
// and the person chooses a new one (docs/product/booking-flow.md, When something goes wrong).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchedulerSend } from './use-scheduler.ts';

export function HoldTimer({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('scheduler');
  const send = useSchedulerSend();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Date.parse(expiresAt) - now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) send({ type: 'SLOT_LOST', reason: 'expired' });
  }, [left, send]);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  // Announced once per minute at most: a live region ticking every second would drown out everything else.
  return (
    <p className="hold-timer">
      <span aria-hidden="true">{t('hold.remaining', { time: `${minutes}:${String(seconds).padStart(2, '0')}` })}</span>
      <span className="visually-hidden">{t('hold.remainingMinutes', { count: Math.max(1, Math.ceil(left / 60_000)) })}</span>
    </p>
  );
}
