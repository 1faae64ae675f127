// The counter's buttons on one booked row: check in (and undo), not given with a reason, did not come (once the time
// has come), cancel on the person's behalf with a reason; then whatever the extensions add (decision 242). The server
// decides; a refusal is shown in the row in the person's words.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DayList, DayListRow, AttendanceBody } from '@vaxnear/domain/contracts/staff-day-list';
import { FINAL_ATTENDANCE, NOT_GIVEN_REASONS, type NotGivenReason } from '@vaxnear/domain/attendance';
import { PHARMACY_CANCEL_NOTE_MAX, PHARMACY_CANCEL_REASONS, type PharmacyCancelReason } from '@vaxnear/domain/day-list';
import { serverNow } from '../../lib/server-clock.ts';
import type { PrefixedKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { cancelOnBehalf, changeAttendance } from './api/day-list.ts';
import { DAY_LIST_ROW_EXTENSIONS } from './day-list-extensions.ts';
import { DayListRegistryStatus } from './day-list-registry-status.tsx';
import { problemKey } from './staff-frame.tsx';
import { type Locale } from '../../lib/locale.ts';

type Open = null | 'not_given' | 'cancel';

export function DayListRowActions({
  row,
  location,
  name,
  onChanged,
}: {
  row: DayListRow;
  location: DayList['location'];
  name: string;
  locale: Locale;
  onChanged: (row?: DayListRow) => void;
}) {
  const { t } = useTranslation('staff');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [problem, setProblem] = useState<PrefixedKey | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const firstField = useRef<HTMLSelectElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const final = FINAL_ATTENDANCE.has(row.attendance);
  const started = serverNow() >= Date.parse(row.time);
  const idBase = `row-${row.id}`;

  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function run(call: () => Promise<DayListRow>) {
    setBusy(true);
    setProblem(null);
    try {
      const changed = await call();
      setOpen(null);
      setReason('');
      setNote('');
      onChanged(changed);
    } catch (caught) {
      setProblem(problemKey(caught));
      onChanged();
    } finally {
      setBusy(false);
    }
  }
  const move = (body: AttendanceBody) => run(() => changeAttendance(row.id, body));

  function openForm(which: Open, button: HTMLButtonElement) {
    opener.current = button;
    setReason('');
    setReasonError(false);
    setOpen(which);
  }
  function closeForm() {
    setOpen(null);
    opener.current?.focus();
  }
  function submitForm(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      firstField.current?.focus();
      return;
    }
    if (open === 'not_given') void move({ to: 'not_given', reason: reason as NotGivenReason });
    else
      void run(() =>
        cancelOnBehalf(row.id, {
          reason: reason as PharmacyCancelReason,
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      );
  }

  const reasons =
    open === 'not_given'
      ? NOT_GIVEN_REASONS.map((value) => ({ value, label: t(`notGivenReasons.${value}`) }))
      : PHARMACY_CANCEL_REASONS.map((value) => ({ value, label: t(`cancelReasons.${value}`) }));

  return (
    <>
      {/* Once a vaccine is recorded (a final state), where its state registry report stands. */}
      <DayListRegistryStatus row={row} />
      {final ? null : (
        <div className="staff-day__buttons">
          {row.attendance === 'expected' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-label={t('dayList.actions.checkInLabel', { name })}
              onClick={() => void move({ to: 'checked_in' })}
            >
              {t('dayList.actions.checkIn')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={t('dayList.actions.undoLabel', { name })}
              onClick={() => void move({ to: 'expected' })}
            >
              {t('dayList.actions.undo')}
            </button>
          )}
          {DAY_LIST_ROW_EXTENSIONS.map((Extension, index) => (
            <Extension key={index} row={row} location={location} onChanged={onChanged} />
          ))}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            aria-expanded={open === 'not_given'}
            aria-label={t('dayList.actions.notGivenLabel', { name })}
            onClick={(event) => openForm('not_given', event.currentTarget)}
          >
            {t('dayList.actions.notGiven')}
          </button>
          {row.attendance === 'expected' && started ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={t('dayList.actions.noShowLabel', { name })}
              onClick={() => void move({ to: 'no_show' })}
            >
              {t('dayList.actions.noShow')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            aria-expanded={open === 'cancel'}
            aria-label={t('dayList.actions.cancelLabel', { name })}
            onClick={(event) => openForm('cancel', event.currentTarget)}
          >
            {t('dayList.actions.cancel')}
          </button>
        </div>
      )}
      {open ? (
        <form className="staff-day__form" onSubmit={submitForm} noValidate>
          <div className={`vx-field${reasonError ? ' vx-field--error' : ''}`}>
            <label className="vx-label" htmlFor={`${idBase}-reason`}>
              {open === 'not_given' ? t('dayList.actions.notGivenReason') : t('dayList.actions.cancelReason')}
            </label>
            {reasonError ? (
              <p className="vx-error-message" id={`${idBase}-reason-error`}>
                {t('dayList.actions.reasonRequired')}
              </p>
            ) : null}
            <select
              ref={firstField}
              id={`${idBase}-reason`}
              className="vx-input"
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${idBase}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            >
              <option value="">{t('dayList.actions.choose')}</option>
              {reasons.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {open === 'cancel' ? (
            <div className="vx-field">
              <label className="vx-label" htmlFor={`${idBase}-note`}>
                {t('dayList.actions.cancelNote')}
              </label>
              <p className="vx-hint" id={`${idBase}-note-hint`}>
                {t('dayList.actions.cancelNoteHint')}
              </p>
              <textarea
                id={`${idBase}-note`}
                className="vx-input"
                rows={2}
                maxLength={PHARMACY_CANCEL_NOTE_MAX}
                aria-describedby={`${idBase}-note-hint`}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
          ) : null}
          <div className="staff-day__buttons">
            <button type="submit" className="button button--primary" disabled={busy}>
              {open === 'not_given' ? t('dayList.actions.notGivenConfirm') : t('dayList.actions.cancelConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={closeForm}>
              {t('dayList.actions.back')}
            </button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <p className="vx-error-message staff-day__problem" role="alert" tabIndex={-1} ref={problemRef}>
          {t(problem)}
        </p>
      ) : null}
    </>
  );
}
