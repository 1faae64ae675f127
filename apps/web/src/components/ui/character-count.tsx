// How many characters are left under a field with a limit (GOV.UK character count).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';

/**
 * The count shows at once; screen readers hear it once typing pauses (a polite region updated on every key would
 * talk over the typing), as GOV.UK's character count does.
 */
export function CharacterCount({ id, max, length }: { id: string; max: number; length: number }) {
  const { t } = useTranslation('common');
  const left = max - length;
  const text = left >= 0 ? t('counter.left', { count: left }) : t('counter.over', { count: -left });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), 1000);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p id={id} className={`vx-field__count${left < 0 ? ' vx-field__count--over' : ''}`}>
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {length > 0 ? announced : ''}
      </p>
    </>
  );
}
