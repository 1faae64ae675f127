// The party's hold on the group pages, as the single booking's hold timer (decision 151): minutes left, a polite
// warning HOLD_WARNING_MINUTES before the end with "I need more time" (every place of the party at once, decision
// 284), and at zero "Hold these times again" (all the places or none) or other times, with everything typed kept.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { HOLD_MAX_EXTENSIONS, HOLD_WARNING_MINUTES } from '@vaxnear/domain/constants';
import { formatUntilTimeOfDay } from '@vaxnear/domain/display-format';
import { ApiError } from '../../lib/api-client.ts';
import { extendPartyHold, holdPlaces } from '../../lib/api/reservations.ts';
import { useBotToken } from '../../components/ui/bot-tokens.tsx';
import { minutesLeft, useHoldCountdown } from '../../components/results/use-hold-countdown.ts';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

type Problem = 'notExtendable' | 'failed' | null;

export function GroupHoldTimer({
  expiresAt,
  offerOtherTimes = true,
}: {
  expiresAt: string;
  /** False where the page has its own "Choose other times" (the summary): one such button is enough. */
  offerOtherTimes?: boolean;
}) {
  const { t, i18n } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const left = useHoldCountdown(expiresAt);
  const timeSlotIds = context.appointments.map((a) => a.timeSlotId);
  const extensionsLeft = context.holdExtensionsLeft ?? HOLD_MAX_EXTENSIONS;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  // The last renewal's confirmation takes the focus, as the button that asked for it is gone.
  const [renewal, setRenewal] = useState<'extended' | 'heldAgain' | null>(null);
  const renewalRef = useRef<HTMLParagraphElement>(null);
  const ended = left === 0;
  const warning = !ended && left <= HOLD_WARNING_MINUTES * 60_000;
  const lastWarning = extensionsLeft <= 0 || problem === 'notExtendable';
  const confirmed = renewal !== null && !warning && !ended;
  useEffect(() => {
    if (confirmed) renewalRef.current?.focus();
  }, [confirmed, renewal]);

  const extend = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const data = await extendPartyHold(timeSlotIds);
      send({ type: 'PARTY_HOLD_RENEWED', expiresAt: data.expiresAt, extensionsLeft: data.extensionsLeft });
      setRenewal('extended');
    } catch (error) {
      setProblem(error instanceof ApiError && error.codes.includes('HOLD_NOT_EXTENDABLE') ? 'notExtendable' : 'failed');
    } finally {
      setBusy(false);
    }
  };
  const heldAgain = useCallback(
    (until: string) => {
      send({ type: 'PARTY_HOLD_RENEWED', expiresAt: until, extensionsLeft: HOLD_MAX_EXTENSIONS });
      setProblem(null);
      setRenewal('heldAgain');
    },
    [send],
  );

  const minutes = minutesLeft(left);
  return (
    <div
      className={`hold-countdown${warning ? ' hold-countdown--warning' : ''}${ended ? ' hold-countdown--over' : ''}`}
    >
      {/* Not a live region: a count read out every minute would drown out the form. The warning below is. */}
      {!ended ? (
        <p className="hold-countdown__left">
          {t('hold.countdown', { count: minutes, time: formatUntilTimeOfDay(expiresAt, i18n.language) })}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {warning ? <p>{t(lastWarning ? 'hold.lastWarning' : 'hold.warning')}</p> : null}
        {confirmed ? (
          <p tabIndex={-1} ref={renewalRef} className="hold-countdown__renewed">
            {t(renewal === 'heldAgain' ? 'hold.heldAgain' : 'hold.extended', { count: minutes })}
          </p>
        ) : null}
        {ended ? <p>{t('hold.expired')}</p> : null}
        {problem === 'notExtendable' ? <p>{t('hold.notExtendable')}</p> : null}
        {problem === 'failed' ? <p>{t('hold.failed')}</p> : null}
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
        <HoldPartyAgain
          timeSlotIds={timeSlotIds}
          onHeld={heldAgain}
          onChooseOther={
            offerOtherTimes
              ? () => send([{ type: 'DELETE_TIME_SLOTS' }, { type: 'JUMP', step: 'searchResults' }])
              : null
          }
        />
      ) : null}
    </div>
  );
}

/** At zero: every place of the party again at the same times, or none; or go and choose other times. */
function HoldPartyAgain({
  timeSlotIds,
  onHeld,
  onChooseOther,
}: {
  timeSlotIds: string[];
  onHeld: (expiresAt: string) => void;
  onChooseOther: (() => void) | null;
}) {
  const { t } = useTranslation('group');
  const [waiting, setWaiting] = useState(false);
  const [taken, setTaken] = useState(false);
  const [failed, setFailed] = useState(false);
  const takenRef = useRef<HTMLParagraphElement>(null);
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
      onHeld((await holdPlaces(timeSlotIds, token)).expiresAt);
    } catch (error) {
      if (error instanceof ApiError && error.codes.includes('TIME_SLOT_TAKEN')) setTaken(true);
      else setFailed(true);
    }
  }, [take, timeSlotIds, onHeld]);
  useEffect(() => {
    runRef.current = () => {
      if (waiting) void run();
    };
  }, [waiting, run]);
  // The button that asked is gone: the answer takes the focus, with "Choose other times" right after it.
  useEffect(() => {
    if (taken) takenRef.current?.focus();
  }, [taken]);
  return (
    <div className="hold-countdown__again">
      {taken ? (
        <p role="alert" tabIndex={-1} ref={takenRef}>
          {t('hold.takenMeanwhile', { count: timeSlotIds.length })}
        </p>
      ) : null}
      {failed ? <p role="alert">{t('hold.failed')}</p> : null}
      <div className="hold-countdown__actions">
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
        {onChooseOther ? (
          <button
            type="button"
            className={`button ${taken ? 'button--primary' : 'button--secondary'}`}
            onClick={onChooseOther}
          >
            {t('hold.chooseAnother')}
          </button>
        ) : null}
      </div>
      <div hidden>{widget}</div>
    </div>
  );
}
