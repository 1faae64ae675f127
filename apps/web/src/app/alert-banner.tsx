// The public-health alert banner above every page: off unless the operator sets its text (lib/site-config.ts).
// Dismissing it hides that text for the rest of the browser session; a new text shows again.
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { ALERT_BANNER } from '../lib/site-config.ts';
import { useShell } from '../lib/use-shell.ts';

const DISMISSED_KEY = 'vaxnear.alert-dismissed';

function dismissedText(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function AlertBanner() {
  const { t } = useTranslation('common');
  const { locale } = useShell();
  const text = ALERT_BANNER.text[locale];
  const [dismissed, setDismissed] = useState(dismissedText);
  if (!text || dismissed === text) return null;
  return (
    <section className="alert-banner" aria-label={t('alert.label')}>
      <div className="container alert-banner__inner">
        <p className="alert-banner__text">
          <strong>{t('alert.label')}:</strong> {text}
          {ALERT_BANNER.url ? (
            <>
              {' '}
              <a href={ALERT_BANNER.url} target="_blank" rel="noopener noreferrer">
                {t('alert.readMore')}
              </a>
            </>
          ) : null}
        </p>
        <button
          type="button"
          className="alert-banner__dismiss"
          onClick={() => {
            try {
              window.sessionStorage.setItem(DISMISSED_KEY, text);
            } catch {
              /* kept for this page only */
            }
            setDismissed(text);
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('alert.dismiss')}</span>
        </button>
      </div>
    </section>
  );
}
