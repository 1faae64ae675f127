// The phone concierge card: booking by phone for people who prefer to talk (off unless VITE_BOOKING_PHONE is set).
import { useTranslation } from '../../lib/use-translation.tsx';
import { BOOKING_PHONE, BOOKING_PHONE_HOURS, telHref } from '../../lib/site-config.ts';
import { useShell } from '../../lib/use-shell.ts';
import './concierge-card.css';

export function ConciergeCard() {
  const { t } = useTranslation('common');
  const { locale } = useShell();
  if (!BOOKING_PHONE) return null;
  return (
    <section className="concierge-card" aria-labelledby="concierge-heading">
      <h2 id="concierge-heading" className="concierge-card__heading">
        {t('concierge.heading')}
      </h2>
      <p>{t('concierge.body')}</p>
      <p>
        <a className="button button--secondary" href={telHref(BOOKING_PHONE)}>
          {t('concierge.call', { phone: BOOKING_PHONE })}
        </a>
      </p>
      <p className="hint">{BOOKING_PHONE_HOURS[locale] ?? t('concierge.hours')}</p>
    </section>
  );
}
