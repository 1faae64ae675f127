// What every staff view shares: the frame and title, paths between the views, the passkey and server errors in the
// person's words, and the notice that shows them.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { ApiError } from '../../lib/api-client.ts';
import { pathFor } from '../../lib/routes.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { PrefixedKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import '../../components/ui/form-layout.css';
import { DAY_LIST_ERROR_CODES } from '@vaxnear/domain/day-list';
import { STAFF_ERROR_CODES } from '@vaxnear/domain/staff';
import { INTEGRATION_ERROR_CODES } from '@vaxnear/domain/webhooks';

export type StaffView = '' | 'home' | 'invitations' | 'accept' | 'closures' | 'listing-requests' | 'integrations';

export function useStaffPath(): (view: StaffView) => string {
  const { locale } = useShell();
  return (view) => `${pathFor('Staff', { locale })}${view ? `/${view}` : ''}`;
}

/** A location's day list: `date` is YYYY-MM-DD or `today` (the location's today, by the server's clock). */
export const dayListPath = (staffRoot: string, locationId: string, date: string) =>
  `${staffRoot}/locations/${encodeURIComponent(locationId)}/day/${date}`;

export function StaffFrame({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  usePageTitle(title);
  return <div className={`container page ${wide ? 'staff--wide' : 'page--narrow'} staff`}>{children}</div>;
}

/** The key of the words for what went wrong: the server's code when we have words for it, the passkey's refusal. */
export function problemKey(caught: unknown): PrefixedKey {
  // Named with their namespace: the counter's views, which read their own namespace, show these words too.
  if (caught instanceof ApiError) {
    const code = caught.codes[0] ?? '';
    return isKnownCode(code) ? `staff:errors.${code}` : 'staff:errors.generic';
  }
  const name = (caught as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError' || name === 'InvalidStateError')
    return 'staff:errors.cancelled';
  if (name === 'NotSupportedError') return 'staff:errors.unsupported';
  return 'staff:errors.generic';
}

// The staff calls' own codes (the domain's lists) and the rate limit every call shares.
const KNOWN_CODES = [
  ...STAFF_ERROR_CODES,
  ...DAY_LIST_ERROR_CODES,
  ...INTEGRATION_ERROR_CODES,
  'RATE_LIMITED',
] as const;
const isKnownCode = (code: string): code is (typeof KNOWN_CODES)[number] =>
  (KNOWN_CODES as readonly string[]).includes(code);

/** A problem to show at the top (focused when it changes), or nothing. */
export function ProblemNotice({ problem, round }: { problem: PrefixedKey | null; round: number }) {
  const { t } = useTranslation('staff');
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnChange(ref, problem ? round : 0);
  if (!problem) return null;
  return (
    <ErrorSummary summaryRef={ref} title={t('errors.summaryTitle')}>
      <p>{t(problem)}</p>
    </ErrorSummary>
  );
}

/**
 * What a change did, as a status that takes the focus when it appears or changes, so a screen reader says it and a
 * keyboard user goes on from there.
 */
export function DoneNotice({ notice }: { notice: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <p role="status" tabIndex={-1} ref={ref} className="card staff__notice">
      {notice}
    </p>
  );
}

/**
 * The problem a view last met and a way to report one. Its round moves on every report, so the same problem met twice
 * is announced and focused again.
 */
export function useReportedProblem() {
  const [problem, setProblem] = useState<{ key: PrefixedKey; round: number } | null>(null);
  const report = useCallback(
    (caught: unknown) => setProblem((previous) => ({ key: problemKey(caught), round: (previous?.round ?? 0) + 1 })),
    [],
  );
  return { problem, report };
}
