import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { pathFor, type QueryInput, type RouteName } from '../../lib/routes.ts';
import { useShell } from '../../lib/use-shell.ts';

export interface RouteLinkProps extends Omit<LinkProps, 'to'> {
  to: RouteName;
  params?: Record<string, string>;
  query?: QueryInput;
  hash?: string;
  children: ReactNode;
}

/** A link to a named route in the current language and campaign. */
export function RouteLink({ to, params, query, hash, children, ...rest }: RouteLinkProps) {
  const { locale, campaign } = useShell();
  return (
    <Link to={pathFor(to, { locale, campaign }, { params, query, hash })} {...rest}>
      {children}
    </Link>
  );
}

/** The URL of a named route in the current language and campaign. */
export function useRoutePath(): (name: RouteName, options?: Parameters<typeof pathFor>[2]) => string {
  const { locale, campaign } = useShell();
  return (name, options) => pathFor(name, { locale, campaign }, options);
}
