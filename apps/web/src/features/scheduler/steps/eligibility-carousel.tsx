// The schedule landing page's cards on who can get which vaccine, scrolled a card at a time.
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';

const CARDS = ['flu', 'covid_19', 'pneumococcal', 'rsv', 'maternalRsv', 'quiz'] as const;

export function EligibilityCarousel() {
  const { t } = useTranslation('scheduler');
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth, behavior: 'smooth' });
  return (
    <section className="carousel" aria-labelledby="carousel-title">
      <h2 id="carousel-title">{t('carousel.title')}</h2>
      {CARDS.length > 4 ? (
        <div className="carousel__nav">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => scroll(-1)}
            aria-label={t('carousel.previous')}
          >
            ‹
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => scroll(1)}
            aria-label={t('carousel.next')}
          >
            ›
          </button>
        </div>
      ) : null}
      <ul className="carousel__list" ref={list} tabIndex={0} aria-label={t('carousel.title')}>
        {CARDS.map((card) => (
          <li key={card}>
            <div className="card">
              <h3>{t(`carousel.cards.${card}.title`)}</h3>
              <p>{t(`carousel.cards.${card}.body`)}</p>
              {card === 'quiz' ? <RouteLink to="EligibilityLanding">{t('carousel.cards.quiz.link')}</RouteLink> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
