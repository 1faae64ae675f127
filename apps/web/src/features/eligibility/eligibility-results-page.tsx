import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { EligibilityStatus } from '@vaxnear/domain/enumerations';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import { formatList } from '@vaxnear/domain/list-format';
import { quizBookingHandoff, quizRulesOutPregnancy, type LeftOutReason } from '@vaxnear/domain/quiz/booking-handoff';
import { VACCINE_KINDS } from '@vaxnear/domain/vaccines';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { QuizFrame } from './quiz-frame.tsx';
import { useQuizNavigation } from './quiz-navigation.ts';
import { useQuizSnapshot } from './use-quiz.ts';
import { todayIso } from '../../lib/today.ts';

/** The order in which the reasons for leaving a vaccine out are told. */
const LEFT_OUT_REASONS: LeftOutReason[] = ['underBookingAge', 'fluOutOfSeason', 'rsvCovidRule', 'twoVaccineLimit'];

/** Results (docs/product/quiz.md): a status per vaccine with the spec's labels, and booking of the eligible ones. */
export { quizGuardLoader as loader } from './quiz-guard.ts';
const STATUS_ICON: Record<EligibilityStatus, string> = {
  true: '✓',
  false: '✕',
  maybe: '?',
  maybeNot: '?',
  healthcareProvider: 'i',
};

export default function EligibilityResultsPage() {
  const { t } = useTranslation('eligibility');
  const { locale } = useShell();
  const snapshot = useQuizSnapshot();
  const { back } = useQuizNavigation('results');
  const results = snapshot.context.eligibility;
  const age = snapshot.context.answers.age;
  if (!results || !age) return null;
  // Only what one appointment can take is preselected; the rest is named with its reason (docs/product/quiz.md).
  const handoff = quizBookingHandoff(results, age, { fluInSeason: isFluInSeason(todayIso()) });
  const toBook = handoff.kinds;
  const vaccineList = (kinds: readonly VaccineKind[]) =>
    formatList(
      kinds.map((kind) => t(`vaccines.${kind}`)),
      locale,
    );
  const progress = snapshot.context.progress;

  return (
    <QuizFrame title={t('results.title')} progress={progress} total={progress} onBack={back}>
      <h1>{t('results.heading')}</h1>
      <p className="lead">{t('results.intro')}</p>
      <ul className="result-list">
        {VACCINE_KINDS.map((kind) => {
          const result = results[kind];
          return (
            <li className={`result result--${result.status}`} key={kind}>
              <h2 className="result__vaccine">{t(`vaccines.${kind}`)}</h2>
              <p className="result__status">
                <span className="result__icon" aria-hidden="true">
                  {STATUS_ICON[result.status]}
                </span>
                {t(`statuses.${result.status}`)}
              </p>
              {result.codes.map((code) => (
                <p className="result__note" key={code}>
                  {t(`results.codes.${code}`)}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      {handoff.leftOut.length > 0 ? (
        <div className="result-left-out" role="note">
          {LEFT_OUT_REASONS.map((reason) => {
            const kinds = handoff.leftOut.filter((l) => l.reason === reason).map((l) => l.kind);
            return kinds.length > 0 ? (
              <p key={reason}>
                {t(`results.leftOut.${reason}`, { vaccines: vaccineList(kinds), count: kinds.length })}
              </p>
            ) : null;
          })}
        </div>
      ) : null}
      <div className="button-group">
        {toBook.length > 0 ? (
          <RouteLink
            to="ScheduleLanding"
            query={{
              services: JSON.stringify(toBook.map((kind) => ({ kind }))),
              // Booking does not ask again what the quiz's answers already settle (issue 30).
              ...(quizRulesOutPregnancy(snapshot.context.answers) ? { pregnant: 'false' } : {}),
            }}
            className="button button--primary"
          >
            {t('results.book', { vaccines: vaccineList(toBook) })}
          </RouteLink>
        ) : handoff.leftOut.some((l) => l.reason === 'underBookingAge') ? null : (
          <RouteLink to="ScheduleLanding" className="button button--primary">
            {t('results.findVaccines')}
          </RouteLink>
        )}
        <RouteLink to="EligibilityLanding" query={{ resetQuiz: 'true' }} className="button button--secondary">
          {t('results.startAgain')}
        </RouteLink>
      </div>
      <p className="hint">{t('results.disclaimer')}</p>
    </QuizFrame>
  );
}
