import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
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
import { Checkboxes } from '../../components/ui/checkboxes.tsx';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { QuizErrorSummary, QuizFrame } from './quiz-frame.tsx';
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
      <QuizErrorSummary
        summaryRef={summaryRef}
        errors={showError ? [{ fieldId: firstId, message: t('selectOption') }] : []}
      />
      <form className="quiz-form" noValidate onSubmit={submit}>
        <RadioList
          id={`quiz-${question}`}
          name={`quiz-${question}`}
          legend={<h1>{t(`questions.${question}.title`)}</h1>}
          hint={t(`questions.${question}.hint`)}
          error={showError ? t('selectOption') : undefined}
          errorPrefix={t('errorPrefix')}
          value={chosen === undefined ? undefined : String(chosen)}
          onChange={(picked) => setChosen(options.find((value) => String(value) === picked))}
          options={options.map((value) => ({
            value: String(value),
            id: `quiz-${question}-${String(value)}`,
            label: t(`options.${OPTION_KEYS[String(value) as keyof typeof OPTION_KEYS]}`),
          }))}
        />
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
  // The labels are common texts keyed by the condition's id (decision 300), listed as the page's language sorts them.
  const conditions = conditionsForVaccines(vaccinesWithConditionList(answers))
    .map((condition) => ({ id: condition.id, label: t(`common:conditions.labels.${condition.id}`) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
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
      <QuizErrorSummary
        summaryRef={summaryRef}
        errors={showError ? [{ fieldId: firstId, message: t('selectOption') }] : []}
      />
      <form className="quiz-form" noValidate onSubmit={submit}>
        <Checkboxes
          id="quiz-conditions"
          legend={<h1>{t('questions.preExistingConditions.title')}</h1>}
          hint={t('questions.preExistingConditions.hint')}
          error={showError ? t('selectOption') : undefined}
          errorPrefix={t('errorPrefix')}
          value={chosen}
          onChange={toggle}
          options={[
            ...conditions.map((condition) => ({
              value: condition.id,
              id: `quiz-condition-${condition.id}`,
              label: condition.label,
            })),
            {
              value: NONE,
              id: `quiz-condition-${NONE}`,
              label: t('questions.preExistingConditions.none'),
              dividerBefore: t('or'),
            },
          ]}
        />
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </QuizFrame>
  );
}
