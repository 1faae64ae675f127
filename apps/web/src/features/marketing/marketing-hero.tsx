import type { ReactNode } from 'react';
import type { RouteName } from '../../lib/routes.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';

interface HeroAction {
  to: RouteName;
  label: string;
  query?: Record<string, string>;
}

/** The top of a marketing page: its heading, one sentence, and a primary and an optional secondary way on. */
export function MarketingHero({
  heading,
  intro,
  primary,
  secondary,
  children,
}: {
  heading: string;
  intro: string;
  primary: HeroAction;
  secondary?: HeroAction;
  children?: ReactNode;
}) {
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__heading">{heading}</h1>
        <p className="hero__intro">{intro}</p>
        {children}
        <div className="button-group">
          <RouteLink to={primary.to} query={primary.query} className="button button--primary">
            {primary.label}
          </RouteLink>
          {secondary ? (
            <RouteLink to={secondary.to} query={secondary.query} className="button button--secondary">
              {secondary.label}
            </RouteLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
