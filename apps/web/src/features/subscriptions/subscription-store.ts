// What the last submit in this tab achieved, read by the result pages and their guards. Kept in memory only: the
// address is personal, and a reload of a result page simply goes back to its form (decision 080).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pathFor, splitPrefix, type RouteName } from '../../lib/routes.ts';

export type SubscriptionOutcome =
  { kind: 'subscribed'; email: string; smsConsent: boolean } | { kind: 'unsubscribed'; email: string };

let outcome: SubscriptionOutcome | null = null;

export function rememberOutcome(value: SubscriptionOutcome): void {
  outcome = value;
}
export function lastOutcome(): SubscriptionOutcome | null {
  return outcome;
}
/** For tests: a fresh tab. */
export function forgetOutcome(): void {
  outcome = null;
}

/** A result page's loader: without a submission of its kind in this tab, back to the form (keeping the campaign query). */
function guardFor(kind: SubscriptionOutcome['kind'], form: RouteName) {
  return ({ request }: LoaderFunctionArgs) => {
    if (outcome?.kind === kind) return null;
    const url = new URL(request.url);
    const { locale, campaign } = splitPrefix(url.pathname);
    return redirect(pathFor(form, { locale, campaign }, { query: url.search }));
  };
}

export const signUpResultGuard = guardFor('subscribed', 'SignUp');
export const unsubscribeResultGuard = guardFor('unsubscribed', 'Unsubscribe');
