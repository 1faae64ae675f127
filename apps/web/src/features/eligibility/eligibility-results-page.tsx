import { useTranslation } from '../../lib/use-translation.tsx';
import { ELIGIBILITY_STATUS_LABELS, type EligibilityStatus } from '@vaxnear/domain/enumerations';
import { vaccinesToBook } from '@vaxnear/domain/quiz/quiz-rules';
import { VACCINE_KINDS } from '@vaxnear/domain/vaccines';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { QuizFrame } from './quiz-frame.tsx';
import { useQuizNavigation } from './quiz-navigation.ts';
import { useQuizSnapshot } from './use-quiz.ts';

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
  if (!results) return null;
  const toBook = vaccinesToBook(results);
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
                {ELIGIBILITY_STATUS_LABELS[result.status][locale]}
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
      {toBook.length > 2 ? <p>{t('results.bookLimit')}</p> : null}
      <div className="button-group">
        {toBook.length > 0 ? (
          <RouteLink
            to="ScheduleLanding"
            query={{ services: JSON.stringify(toBook.map((kind) => ({ kind }))) }}
            className="button button--primary"
          >
            {t('results.book', { vaccines: toBook.map((kind) => t(`vaccines.${kind}`)).join(', ') })}
          </RouteLink>
        ) : (
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
