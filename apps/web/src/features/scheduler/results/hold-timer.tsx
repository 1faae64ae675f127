// How long the held slot stays ours, said in minutes left ("8:30" read like a clock time). Timing must be
// adjustable (WCAG 2.2.1): a polite warning comes HOLD_WARNING_MINUTES before the end with "I need more time", and
// at zero the person stays on the page with everything they typed, offered the same time again (decision 151).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { HOLD_MAX_EXTENSIONS, HOLD_WARNING_MINUTES } from '@vaxnear/domain/constants';
import type { ExtendedReservation } from '@vaxnear/domain/contracts/reservations';
import { ApiError } from '../../../lib/api-client.ts';
import { extendHold, holdTimeSlot } from '../../../lib/api/reservations.ts';
import { useBotToken } from '../../../components/ui/bot-tokens.tsx';
import { schedulerActor } from '../machine/scheduler-store.ts';
import { useSchedulerSend } from '../machine/use-scheduler.ts';
import { minutesLeft, useHoldCountdown } from '../../../components/results/use-hold-countdown.ts';

export { minutesLeft, useHoldCountdown };

interface HoldTimerProps {
  appointment: { timeSlotId: string; expiresAt: string; extensionsLeft?: number | undefined };
}

type Problem = 'taken' | 'notExtendable' | 'failed' | null;

export function HoldTimer({ appointment }: HoldTimerProps) {
  const { t } = useTranslation('scheduler');
  const send = useSchedulerSend();
  const left = useHoldCountdown(appointment.expiresAt);
  const extensionsLeft = appointment.extensionsLeft ?? HOLD_MAX_EXTENSIONS;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  // What the last renewal was: its confirmation takes the focus, as the button that asked for it has gone.
  const [renewal, setRenewal] = useState<'extended' | 'heldAgain' | null>(null);
  const renewalRef = useRef<HTMLParagraphElement>(null);
  const ended = left === 0;
  const warning = !ended && left <= HOLD_WARNING_MINUTES * 60_000;
  // No more time can be given: the warning no longer tells the person to ask for it.
  const lastWarning = extensionsLeft <= 0 || problem === 'notExtendable';
  const confirmed = renewal !== null && !warning && !ended;
  useEffect(() => {
    if (confirmed) renewalRef.current?.focus();
  }, [confirmed, renewal]);
  const renewed = useCallback((data: ExtendedReservation) => {
    schedulerActor().send({
      type: 'HOLD_RENEWED',
      timeSlotId: data.timeSlotId,
      expiresAt: data.expiresAt,
      extensionsLeft: data.extensionsLeft,
    });
  }, []);

  const extend = async () => {
    setBusy(true);
    setProblem(null);
    try {
      renewed(await extendHold(appointment.timeSlotId));
      setRenewal('extended');
    } catch (error) {
      setProblem(error instanceof ApiError && error.codes.includes('HOLD_NOT_EXTENDABLE') ? 'notExtendable' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`hold-timer${warning ? ' hold-timer--warning' : ''}${ended ? ' hold-timer--ended' : ''}`}>
      {/* Not a live region: a count read out every minute would drown out the form. The warning below is. */}
      {!ended ? <p className="hold-timer__left">{t('hold.left', { count: minutesLeft(left) })}</p> : null}
      <div role="status" aria-live="polite" className="hold-timer__announce">
        {warning ? (
          <p className="hold-timer__warning">
            {t(lastWarning ? 'hold.lastWarning' : 'hold.warning', { count: minutesLeft(left) })}
          </p>
        ) : null}
        {confirmed ? (
          <p tabIndex={-1} ref={renewalRef} className="hold-timer__renewed">
            {t(renewal === 'heldAgain' ? 'hold.heldAgain' : 'hold.extended', { count: minutesLeft(left) })}
          </p>
        ) : null}
        {ended ? <p className="hold-timer__warning">{t('hold.ended')}</p> : null}
        {problem === 'notExtendable' ? <p>{t('hold.notExtendable')}</p> : null}
        {problem === 'failed' ? <p>{t('hold.extendFailed')}</p> : null}
      </div>
      {warning && extensionsLeft > 0 && problem !== 'notExtendable' ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void extend()}
          disabled={busy}
          aria-busy={busy}
        >
          {t('hold.moreTime')}
        </button>
      ) : null}
      {ended ? (
        <HoldAgain
          timeSlotId={appointment.timeSlotId}
          onHeld={(data) => {
            renewed(data);
            setProblem(null);
            setRenewal('heldAgain');
          }}
          onLost={() => send({ type: 'SLOT_LOST', reason: 'expired' })}
        />
      ) : null}
    </div>
  );
}

/** At zero: hold the same time again if it is still free, or go and choose another one (details are kept). */
function HoldAgain({
  timeSlotId,
  onHeld,
  onLost,
}: {
  timeSlotId: string;
  onHeld: (data: ExtendedReservation) => void;
  onLost: () => void;
}) {
  const { t } = useTranslation('scheduler');
  const [waiting, setWaiting] = useState(false);
  const [taken, setTaken] = useState(false);
  const [failed, setFailed] = useState(false);
  const runRef = useRef<() => void>(() => undefined);
  const { take, widget } = useBotToken('create_reservation', () => runRef.current());
  const run = useCallback(async () => {
    const token = take();
    if (!token) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    setFailed(false);
    try {
      const data = await holdTimeSlot(timeSlotId, token);
      onHeld({ ...data, extensionsLeft: HOLD_MAX_EXTENSIONS });
    } catch (error) {
      if (error instanceof ApiError && error.codes.includes('TIME_SLOT_TAKEN')) setTaken(true);
      else setFailed(true);
    }
  }, [take, timeSlotId, onHeld]);
  useEffect(() => {
    runRef.current = () => {
      if (waiting) void run();
    };
  }, [waiting, run]);
  return (
    <div className="hold-timer__again">
      {taken ? <p role="alert">{t('hold.takenMeanwhile')}</p> : null}
      {failed ? <p role="alert">{t('hold.extendFailed')}</p> : null}
      <div className="hold-timer__actions">
        {!taken ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void run()}
            disabled={waiting}
            aria-busy={waiting}
          >
            {waiting ? t('hold.checking') : t('hold.holdAgain')}
          </button>
        ) : null}
        <button type="button" className={`button ${taken ? 'button--primary' : 'button--secondary'}`} onClick={onLost}>
          {t('hold.chooseAnother')}
        </button>
      </div>
      <div hidden>{widget}</div>
    </div>
  );
}
