import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import {
  isSurveyQuestion,
  SURVEY_ANSWER_OPTIONS,
  SURVEY_QUESTIONS,
  type SurveyAnswers,
  type SurveyAnswerValue,
  type SurveyQuestion,
} from '@vaxnear/domain/survey/survey-rules';
import { trackFormEvent } from '../../lib/analytics.ts';
import { BotCheck } from '../../components/ui/bot-check.tsx';
import { PRIVACY_POLICY_URL } from '../../lib/site-config.ts';
import { SurveyFrame } from './survey-frame.tsx';
import { setSurveyBotCheckToken, surveyActor, surveyStepOf } from './survey-store.ts';
import { useResetOnLeave, useSurveyNavigation, useSurveyPath, useSurveySnapshot } from './use-survey.ts';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';

/** /survey/fall2025/*: the question or confirmation the survey is on, once the route guard agrees with the URL. */
export { surveyGuardLoader as loader } from './survey-guard.ts';

/** Translation keys of the answer options (docs/product/survey.md: yes, no, unsure, pending eligibility). */
export const ANSWER_KEYS = { true: 'yes', false: 'no', unsure: 'unsure', pending: 'pending' } as const;
const answerKey = (value: SurveyAnswerValue) => ANSWER_KEYS[String(value) as keyof typeof ANSWER_KEYS];

export default function SurveyPage() {
  useResetOnLeave();
  const snapshot = useSurveySnapshot();
  const step = surveyStepOf(snapshot);
  const { answers, progress } = snapshot.context;
  if (isSurveyQuestion(step)) return <QuestionPage key={step} question={step} answers={answers} progress={progress} />;
  // Completed is reached from the confirmation page, which then moves the URL to the completed page.
  return <ConfirmationPage />;
}

function QuestionPage({
  question,
  answers,
  progress,
}: {
  question: SurveyQuestion;
  answers: SurveyAnswers;
  progress: number;
}) {
  const { t } = useTranslation('survey');
  const { next, back } = useSurveyNavigation(question);
  const [chosen, setChosen] = useState<SurveyAnswerValue | undefined>(answers[question]);
  // A pointer pick advances at once (docs/product/survey.md). Arrow keys also change a radio group's choice, so a
  // keyboard pick only selects, and Continue (or Enter) moves on: a person exploring options is never carried off.
  const pointerPick = useRef(false);
  const description = t(`questions.${question}.description`, { defaultValue: '' });
  const hintId = `survey-${question}-hint`;

  function pick(value: SurveyAnswerValue) {
    setChosen(value);
    if (pointerPick.current) next(value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen !== undefined) next(chosen);
  }

  return (
    <SurveyFrame title={t(`questions.${question}.title`)} progress={progress} onBack={back}>
      <form className="survey-form" noValidate onSubmit={submit}>
        <fieldset className="survey-question" aria-describedby={description ? hintId : undefined}>
          <legend className="survey-question__legend">
            <h1>{t(`questions.${question}.title`)}</h1>
          </legend>
          {description ? (
            <p className="hint" id={hintId}>
              {description}
            </p>
          ) : null}
          <div
            className="survey-options"
            onPointerDown={() => {
              pointerPick.current = true;
            }}
            onKeyDown={() => {
              pointerPick.current = false;
            }}
          >
            {SURVEY_ANSWER_OPTIONS.map((value) => {
              const id = `survey-${question}-${String(value)}`;
              return (
                <label className="survey-option" key={id} htmlFor={id}>
                  <input
                    className="survey-option__input"
                    type="radio"
                    id={id}
                    name={`survey-${question}`}
                    checked={chosen === value}
                    onChange={() => pick(value)}
                  />
                  <span className="survey-option__label">{t(`options.${answerKey(value)}`)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {chosen !== undefined ? (
          <button type="submit" className="button button--primary">
            {t('continue')}
          </button>
        ) : null}
      </form>
    </SurveyFrame>
  );
}

function ConfirmationPage() {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const surveyPath = useSurveyPath();
  const snapshot = useSurveySnapshot();
  const { back } = useSurveyNavigation('confirmation');
  const { answers, progress, submitError } = snapshot.context;
  const submitting = snapshot.value === 'submitting';
  const completed = snapshot.value === 'completed';
  // A token is spent by the call it goes with: after a failure a new widget makes a new proof.
  const [botCheckRound, setBotCheckRound] = useState(0);
  const [failed, setFailed] = useState(false);
  const wasSubmitting = useRef(false);

  useEffect(() => {
    if (!completed) return;
    // The completion event is sent by the submit itself (survey-store.ts), once per accepted submit.
    void navigate(surveyPath('completed'), { replace: true });
  }, [completed, navigate, surveyPath]);

  useEffect(() => {
    if (wasSubmitting.current && !submitting && submitError) {
      // The spec keeps the failure to a form-error record; a person still needs to know nothing was sent.
      setFailed(true);
      setBotCheckRound((n) => n + 1);
    }
    wasSubmitting.current = submitting;
  }, [submitting, submitError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFailed(false);
    trackFormEvent('submitted', { form: 'survey_fall2025', step: 'confirmation' });
    surveyActor().send({ type: 'SUBMIT' });
  }

  return (
    <SurveyFrame title={t('confirmation.title')} progress={progress} onBack={back}>
      <h1>{t('confirmation.title')}</h1>
      <p className="lead">{t('confirmation.intro')}</p>
      <dl className="survey-summary">
        {SURVEY_QUESTIONS.map((question) => {
          const value = answers[question];
          return (
            <div className="survey-summary__row" key={question}>
              <dt>{t(`questions.${question}.title`)}</dt>
              <dd>{value === undefined ? '' : t(`options.${answerKey(value)}`)}</dd>
            </div>
          );
        })}
      </dl>
      <form noValidate onSubmit={submit}>
        {failed ? (
          <ErrorSummary>
            <p>{t('confirmation.error')}</p>
          </ErrorSummary>
        ) : null}
        <BotCheck key={botCheckRound} action="create_survey" onToken={setSurveyBotCheckToken} />
        <p className="survey-disclaimer">
          {t('confirmation.disclaimer')}{' '}
          <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
            {t('confirmation.privacyPolicy')}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
          {t('confirmation.and')}
          <a href={`${PRIVACY_POLICY_URL}#health-data`} target="_blank" rel="noopener noreferrer">
            {t('confirmation.healthDataPolicy')}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
          .
        </p>
        <button
          type="submit"
          className="button button--primary survey-submit"
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
        >
          {submitting ? t('confirmation.submitting') : t('confirmation.submit')}
        </button>
      </form>
    </SurveyFrame>
  );
}
