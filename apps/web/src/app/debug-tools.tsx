// Debug tools in the menu (docs/product/site.md, decision 043): only in debug mode. A spoofed date that every date rule
// of the web obeys (lib/today.ts), and "send the reminder in 10 minutes" for the maternal RSV reminder.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import {
  debugReminderSoon,
  isDebugMode,
  parseUsDate,
  setDebugReminderSoon,
  setSpoofedDate,
  spoofedDate,
} from '../lib/today.ts';
import { Checkbox } from '../components/ui/checkboxes.tsx';
import { TextField } from '../components/ui/text-field.tsx';

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
      <TextField
        id={`${id}-date`}
        label={t('debug.date')}
        error={error ? t('debug.invalid') : undefined}
        value={value}
        onChange={setValue}
        options={{
          hint: applied ? t('debug.applied', { date: toUsDate(applied) }) : t('debug.hint'),
          className: 'vx-input--medium',
          inputMode: 'numeric',
          placeholder: 'MM/DD/YYYY',
        }}
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
