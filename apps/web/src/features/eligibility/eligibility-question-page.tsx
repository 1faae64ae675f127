import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { conditionsForVaccines } from '@vaxnear/domain/quiz/medical-conditions';
import {
  QUIZ_QUESTION_OPTIONS,
  vaccinesWithConditionList,
  type QuizAnswers,
  type QuizAnswerValue,
  type YesNoQuestion,
} from '@vaxnear/domain/quiz/quiz-rules';
import { trackFormEvent } from '../../lib/analytics.ts';
import { useShell } from '../../lib/use-shell.ts';
import { NotFound } from '../../components/not-found.tsx';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { ErrorSummary, QuizFrame } from './quiz-frame.tsx';
import type { QuizRouteData } from './quiz-guard.ts';
import { useQuizNavigation } from './quiz-navigation.ts';
import { currentStep } from './quiz-store.ts';
import { estimatedQuestionCount, useQuizSnapshot } from './use-quiz.ts';

/** /eligibility/{questionId}: the question the quiz is on, once the route guard agrees with the URL. */
export { quizGuardLoader as loader } from './quiz-guard.ts';

export default function EligibilityQuestionPage() {
  const { notFound } = useLoaderData<QuizRouteData>();
  return notFound ? <NotFound /> : <CurrentQuestion />;
}

function CurrentQuestion() {
  const snapshot = useQuizSnapshot();
  const step = currentStep(snapshot);
  const { answers, progress } = snapshot.context;
  if (step === 'preExistingConditions') return <ConditionsQuestion key={step} answers={answers} progress={progress} />;
  if (step === 'age' || step === 'results') return null;
  return <YesNoQuestionPage key={step} question={step} answers={answers} progress={progress} />;
}

const OPTION_KEYS = { true: 'yes', false: 'no', unknown: 'unsure' } as const;

function YesNoQuestionPage({
  question,
  answers,
  progress,
}: {
  question: YesNoQuestion;
  answers: QuizAnswers;
  progress: number;
}) {
  const { t } = useTranslation('eligibility');
  const { answer, back } = useQuizNavigation(question);
  const [chosen, setChosen] = useState<QuizAnswerValue | undefined>(answers[question]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, failedSubmits);
  const showError = failedSubmits > 0 && chosen === undefined;
  const options = QUIZ_QUESTION_OPTIONS[question];
  const firstId = `quiz-${question}-${String(options[0])}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === undefined) {
      setFailedSubmits((n) => n + 1);
      // Names only: the answers are health information and never reach analytics.
      trackFormEvent('error', { form: 'eligibility_quiz', step: question, field: question, errorCode: 'required' });
      return;
    }
    trackFormEvent('step', { form: 'eligibility_quiz', step: question });
    answer({ question, value: chosen });
  }

  return (
    <QuizFrame
      title={t(`questions.${question}.title`)}
      progress={progress}
      total={estimatedQuestionCount(answers)}
      onBack={back}
    >
      <ErrorSummary
        summaryRef={summaryRef}
        errors={showError ? [{ fieldId: firstId, message: t('selectOption') }] : []}
      />
      <form className="quiz-form" noValidate onSubmit={submit}>
        <fieldset
          className={`field${showError ? ' field--error' : ''}`}
          aria-describedby={showError ? `quiz-${question}-hint quiz-${question}-error` : `quiz-${question}-hint`}
        >
          <legend className="field__legend">
            <h1>{t(`questions.${question}.title`)}</h1>
          </legend>
          <p className="hint" id={`quiz-${question}-hint`}>
            {t(`questions.${question}.hint`)}
          </p>
          {showError ? (
            <p className="error-message" id={`quiz-${question}-error`}>
              <span className="visually-hidden">{t('errorPrefix')} </span>
              {t('selectOption')}
            </p>
          ) : null}
          <div className="choice-list">
            {options.map((value) => {
              const id = `quiz-${question}-${String(value)}`;
              return (
                <div className="choice" key={id}>
                  <input
                    className="choice__input"
                    type="radio"
                    id={id}
                    name={`quiz-${question}`}
                    checked={chosen === value}
                    onChange={() => setChosen(value)}
                  />
                  <label className="choice__label" htmlFor={id}>
                    {t(`options.${OPTION_KEYS[String(value) as keyof typeof OPTION_KEYS]}`)}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </QuizFrame>
  );
}

const NONE = 'none';

function ConditionsQuestion({ answers, progress }: { answers: QuizAnswers; progress: number }) {
  const { t } = useTranslation('eligibility');
  const { locale } = useShell();
  const { answer, back } = useQuizNavigation('preExistingConditions');
  const conditions = conditionsForVaccines(vaccinesWithConditionList(answers))
    .slice()
    .sort((a, b) => a.label[locale].localeCompare(b.label[locale], locale));
  const previous = answers.preExistingConditions;
  const [chosen, setChosen] = useState<string[]>(previous ? (previous.length === 0 ? [NONE] : previous) : []);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, failedSubmits);
  const showError = failedSubmits > 0 && chosen.length === 0;
  const firstId = `quiz-condition-${conditions[0]?.id ?? NONE}`;

  function toggle(id: string, on: boolean) {
    // "None of these" and a condition contradict each other: choosing one clears the other.
    if (id === NONE) setChosen(on ? [NONE] : []);
    else setChosen((list) => (on ? [...list.filter((c) => c !== NONE), id] : list.filter((c) => c !== id)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setFailedSubmits((n) => n + 1);
      trackFormEvent('error', {
        form: 'eligibility_quiz',
        step: 'preExistingConditions',
        field: 'preExistingConditions',
        errorCode: 'required',
      });
      return;
    }
    trackFormEvent('step', { form: 'eligibility_quiz', step: 'preExistingConditions' });
    answer({ question: 'preExistingConditions', value: chosen.filter((c) => c !== NONE) });
  }

  return (
    <QuizFrame
      title={t('questions.preExistingConditions.title')}
      progress={progress}
      total={estimatedQuestionCount(answers)}
      onBack={back}
    >
      <ErrorSummary
        summaryRef={summaryRef}
        errors={showError ? [{ fieldId: firstId, message: t('selectOption') }] : []}
      />
      <form className="quiz-form" noValidate onSubmit={submit}>
        <fieldset
          className={`field${showError ? ' field--error' : ''}`}
          aria-describedby={showError ? 'quiz-conditions-hint quiz-conditions-error' : 'quiz-conditions-hint'}
        >
          <legend className="field__legend">
            <h1>{t('questions.preExistingConditions.title')}</h1>
          </legend>
          <p className="hint" id="quiz-conditions-hint">
            {t('questions.preExistingConditions.hint')}
          </p>
          {showError ? (
            <p className="error-message" id="quiz-conditions-error">
              <span className="visually-hidden">{t('errorPrefix')} </span>
              {t('selectOption')}
            </p>
          ) : null}
          <div className="choice-list">
            {conditions.map((condition) => {
              const id = `quiz-condition-${condition.id}`;
              return (
                <div className="choice choice--checkbox" key={id}>
                  <input
                    className="choice__input"
                    type="checkbox"
                    id={id}
                    checked={chosen.includes(condition.id)}
                    onChange={(event) => toggle(condition.id, event.target.checked)}
                  />
                  <label className="choice__label" htmlFor={id}>
                    {condition.label[locale]}
                  </label>
                </div>
              );
            })}
            <p className="choice-list__divider">{t('or')}</p>
            <div className="choice choice--checkbox">
              <input
                className="choice__input"
                type="checkbox"
                id={`quiz-condition-${NONE}`}
                checked={chosen.includes(NONE)}
                onChange={(event) => toggle(NONE, event.target.checked)}
              />
              <label className="choice__label" htmlFor={`quiz-condition-${NONE}`}>
                {t('questions.preExistingConditions.none')}
              </label>
            </div>
          </div>
        </fieldset>
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </QuizFrame>
  );
}
