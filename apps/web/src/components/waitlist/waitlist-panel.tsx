// The results page's "Tell me when a place opens" (issue 31, decision 286): under the results, for whoever finds
// nothing that suits them (no appointments, too far, not the right day), and where the location restriction's
// "Sign up for notification" leads. The form loads only when opened, so the results page stays as light as it was.
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { WaitlistPrefill } from './waitlist-join-form.tsx';
import './waitlist-join.css';

const WaitlistJoinForm = lazy(() => import('./waitlist-join-form.tsx').then((m) => ({ default: m.WaitlistJoinForm })));

export function WaitlistPanel({
  prefill,
  open,
  onOpenChange,
  focusRequest = 0,
}: {
  prefill: WaitlistPrefill;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Grows when another part of the page opens the panel: the focus moves to it. */
  focusRequest?: number;
}) {
  const { t } = useTranslation('waitlist');
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRequest > 0) {
      headingRef.current?.scrollIntoView({ block: 'start' });
      buttonRef.current?.focus();
    }
  }, [focusRequest]);
  return (
    <section className="waitlist-panel" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1}>
        {t('join.title')}
      </h2>
      <p>{t('join.intro')}</p>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => onOpenChange(!open)}
      >
        {t('join.open')}
      </button>
      <div id={formId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p role="status">{t('join.loading')}</p>}>
            <WaitlistJoinForm prefill={prefill} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
