// Debug tools in the menu (docs/product/site.md, decision 043): only in debug mode. A spoofed date that every date rule
// of the web obeys (lib/today.ts), and "send the reminder in 10 minutes" for the maternal RSV reminder.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  debugReminderSoon,
  isDebugMode,
  parseUsDate,
  setDebugReminderSoon,
  setSpoofedDate,
  spoofedDate,
} from '../lib/today.ts';
import { Checkbox } from '../components/ui/checkboxes.tsx';

function toUsDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

export function DebugTools() {
  const { t } = useTranslation('common');
  const [enabled] = useState(() => isDebugMode());
  const [applied, setApplied] = useState(() => spoofedDate());
  const [value, setValue] = useState(() => toUsDate(spoofedDate()));
  const [error, setError] = useState(false);
  const [soon, setSoon] = useState(() => debugReminderSoon());
  const id = useId();
  if (!enabled) return null;

  function apply(event: FormEvent) {
    event.preventDefault();
    const iso = parseUsDate(value);
    if (!iso) {
      setError(true);
      return;
    }
    setError(false);
    setSpoofedDate(iso);
    setApplied(iso);
    // Every page reads "today" when it renders: a reload makes all of them agree at once.
    window.location.reload();
  }

  function reset() {
    setSpoofedDate(null);
    setApplied(null);
    setValue('');
    window.location.reload();
  }

  return (
    <form className="debug-tools" noValidate onSubmit={apply} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="debug-tools__title">
        {t('debug.title')}
      </h2>
      <label className="vx-field__label" htmlFor={`${id}-date`}>
        {t('debug.date')}
      </label>
      <p className="hint" id={`${id}-hint`}>
        {applied ? t('debug.applied', { date: toUsDate(applied) }) : t('debug.hint')}
      </p>
      {error ? (
        <p className="vx-field__error" id={`${id}-error`}>
          {t('debug.invalid')}
        </p>
      ) : null}
      <input
        id={`${id}-date`}
        className="vx-input vx-input--medium"
        inputMode="numeric"
        placeholder="MM/DD/YYYY"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="debug-tools__actions">
        <button type="submit" className="button button--secondary">
          {t('debug.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={reset}>
          {t('debug.reset')}
        </button>
      </div>
      <Checkbox
        id={`${id}-reminder`}
        label={t('debug.reminderSoon')}
        checked={soon}
        onChange={(checked) => {
          setSoon(checked);
          setDebugReminderSoon(checked);
        }}
      />
    </form>
  );
}
