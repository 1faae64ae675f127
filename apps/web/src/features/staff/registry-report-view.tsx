// /staff/locations/:locationId/registry: the vaccinations of a location the state registry rejected, warned about or
// never received (decisions 262 and 280), each with why in the staff member's words and the registry's own, the
// person and the dose it is about, and "send again" once corrected. Reading it is audited by the server.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  EXPLAINED_HL7_ERROR_CODES,
  REGISTRY_ERROR_CODES,
  REGISTRY_FAILURE_REASONS,
  type RegistryProblem,
} from '@vaxnear/domain/contracts/staff-registry';
import type { PrefixedKey, TranslationKey } from '../../i18n/keys.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { registryProblems, resendToRegistry } from './api/registry.ts';
import { dayListPath, DoneNotice, ProblemNotice, problemKey, StaffFrame, useStaffPath } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import './registry-report.css';
import { intlLocale } from '../../lib/locale.ts';

const EXPLAINED: ReadonlySet<string> = new Set([...EXPLAINED_HL7_ERROR_CODES, ...REGISTRY_FAILURE_REASONS]);
const OWN_CODES: ReadonlySet<string> = new Set(REGISTRY_ERROR_CODES);

/** The words for what the server refused: the report's own codes, else the staff side's. */
export function registryProblemKey(caught: unknown): PrefixedKey {
  const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
  // OWN_CODES lists the codes this namespace has words for; the compiler cannot follow a Set's contents.
  return OWN_CODES.has(code) ? (`staff-registry:errors.${code}` as PrefixedKey) : problemKey(caught);
}

/** The plain-words keys of a problem: one per reason the page knows, else the status's general words. */
export function reasonKeys(problem: Pick<RegistryProblem, 'status' | 'reasons'>): TranslationKey<'staff-registry'>[] {
  const known = problem.reasons.filter((reason) => EXPLAINED.has(reason));
  // EXPLAINED lists the registry codes this namespace has words for; statuses are the API's closed list.
  return (known.length ? known.map((reason) => `reasons.${reason}`) : [`reasons.${problem.status}`]) as Array<
    TranslationKey<'staff-registry'>
  >;
}

export function RegistryReportView({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('staff-registry');
  const staffPath = useStaffPath();
  const { me, problem: sessionProblem } = useSignedIn();
  const [problems, setProblems] = useState<RegistryProblem[] | null>(null);
  const [failure, setFailure] = useState<{ key: PrefixedKey; round: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const report = useCallback(
    (caught: unknown) =>
      setFailure((previous) => ({ key: registryProblemKey(caught), round: (previous?.round ?? 0) + 1 })),
    [],
  );
  const refresh = useCallback(() => registryProblems(locationId).then(setProblems, report), [locationId, report]);
  useEffect(() => {
    if (me) void refresh();
  }, [me, refresh]);

  const location = me?.locations.find((l) => l.id === locationId);
  const title = location ? t('report.title', { location: location.name }) : t('report.titleNoName');
  const locale = intlLocale(i18n.language);
  // The pharmacy's own clock, with its zone named, as the day list shows times.
  const when = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso));
  const nameOf = (p: RegistryProblem) => [p.firstName, p.lastName].filter(Boolean).join(' ') || t('report.nameErased');

  async function resend(problem: RegistryProblem) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      await resendToRegistry(locationId, problem.vaccinationId);
      setFailure(null);
      setNotice(t('report.resent', { name: nameOf(problem) }));
      await refresh();
    } catch (caught) {
      report(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <StaffFrame title={title} wide>
      <p className="staff-day__nav-back no-print">
        <Link to={staffPath('home')}>{t('report.backHome')}</Link>
        {' · '}
        <Link to={dayListPath(staffPath(''), locationId, 'today')}>{t('report.today')}</Link>
      </p>
      <h1>{title}</h1>
      <ProblemNotice problem={failure?.key ?? sessionProblem} round={failure?.round ?? 1} />
      <DoneNotice notice={notice} />
      {me ? (
        <>
          <p className="lead">{t('report.lead')}</p>
          {problems === null ? (
            <p role="status">{t('report.loading')}</p>
          ) : problems.length === 0 ? (
            <p>{t('report.empty')}</p>
          ) : (
            <ul className="staff-registry__list">
              {problems.map((problem) => {
                const name = nameOf(problem);
                const headingId = `registry-${problem.vaccinationId}`;
                const resendable = problem.status === 'rejected' || problem.status === 'failed';
                return (
                  <li key={problem.vaccinationId} className="card staff-registry__item">
                    <h2 id={headingId}>{name}</h2>
                    <p className={resendable ? 'staff-registry__status--attention' : undefined}>
                      <strong>{t(`status.${problem.status}`)}</strong>
                    </p>
                    <dl className="staff-registry__facts">
                      <dt>{t('report.vaccine')}</dt>
                      <dd>
                        {t(`staff-counter:vaccines.${problem.kind}`)} (CVX {problem.cvx})
                      </dd>
                      <dt>{t('report.lot')}</dt>
                      <dd>{problem.lotNumber}</dd>
                      <dt>{t('report.given')}</dt>
                      <dd>{when(problem.administeredAt, problem.timeZone)}</dd>
                      <dt>{t('report.lastTry')}</dt>
                      <dd>
                        {problem.lastAttemptAt
                          ? t('report.attempts', {
                              count: problem.attempts,
                              time: when(problem.lastAttemptAt, problem.timeZone),
                            })
                          : '—'}
                      </dd>
                    </dl>
                    <h3>{t('report.why')}</h3>
                    <ul>
                      {reasonKeys(problem).map((key) => (
                        <li key={key}>{t(key)}</li>
                      ))}
                    </ul>
                    {problem.status !== 'failed' && problem.errors.length > 0 ? (
                      <>
                        <p>{t('report.registryWords')}</p>
                        {/* The registry writes in English, whatever the page's language. */}
                        <ul lang="en">
                          {problem.errors.map((text, index) => (
                            <li key={index}>
                              <q>{text}</q>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                    {resendable ? (
                      <>
                        <p className="vx-hint">{t('report.correctFirst')}</p>
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={busy}
                          onClick={() => void resend(problem)}
                        >
                          {t('report.resend', { name })}
                        </button>
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : null}
    </StaffFrame>
  );
}
