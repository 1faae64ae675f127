import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { QUIZ_STEP_PATHS } from '@vaxnear/domain/quiz/quiz-route-guard';
import { parseAge, type QuizAge, type QuizAgeMessageKey } from '@vaxnear/domain/quiz/quiz-rules';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { QuizErrorSummary, QuizFrame } from './quiz-frame.tsx';
import { currentStep, quizActor } from './quiz-store.ts';
import { estimatedQuestionCount, useQuizPath, useQuizSnapshot } from './use-quiz.ts';

/** The quiz landing, which asks the first question, the age (decision 020: the spec lists no page for it). */
export { quizGuardLoader as loader } from './quiz-guard.ts';

export default function EligibilityLandingPage() {
  const { t } = useTranslation('eligibility');
  const navigate = useNavigate();
  const quizPath = useQuizPath();
  const snapshot = useQuizSnapshot();
  const answered: QuizAge | undefined = snapshot.context.answers.age;
  const [text, setText] = useState(answered ? String(answered.value) : '');
  const [unit, setUnit] = useState<QuizAge['unit']>(answered?.unit ?? 'years');
  const [error, setError] = useState<QuizAgeMessageKey | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, failedSubmits);

  function submit(event: FormEvent) {
    event.preventDefault();
    // A trailing M typed by hand means months whatever the unit says; otherwise the unit chosen decides.
    const input = unit === 'months' && /^\s*\d+\s*$/.test(text) ? `${text.trim()}M` : text;
    const parsed = parseAge(input);
    if (!parsed.ok) {
      setError(parsed.error);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setError(null);
    const actor = quizActor();
    actor.send({ type: 'SUBMIT_ANSWER', question: 'age', value: parsed.age });
    void navigate(quizPath(currentStep(actor.getSnapshot())), { state: { quizFrom: QUIZ_STEP_PATHS.age } });
  }

  const message = error ? t(`age.errors.${error}`) : null;
  return (
    <QuizFrame title={t('landing.title')} progress={0} total={estimatedQuestionCount(snapshot.context.answers)}>
      <QuizErrorSummary summaryRef={summaryRef} errors={message ? [{ fieldId: 'quiz-age', message }] : []} />
      <h1>{t('landing.heading')}</h1>
      <p className="lead">{t('landing.intro')}</p>
      <p>{t('landing.answerFor')}</p>
      <form className="quiz-form" noValidate onSubmit={submit}>
        <TextField
          id="quiz-age"
          label={t('age.label')}
          error={message ?? undefined}
          value={text}
          onChange={setText}
          options={{
            hint: t('age.hint'),
            className: 'vx-input--short',
            inputMode: 'numeric',
            autoComplete: 'off',
            errorPrefix: t('errorPrefix'),
          }}
        />
        <RadioList
          id="quiz-age-unit"
          name="quiz-age-unit"
          legend={t('age.unitLegend')}
          legendClassName="vx-field__legend--label"
          inline
          value={unit}
          onChange={setUnit}
          options={(['years', 'months'] as const).map((value) => ({
            value,
            id: `quiz-age-unit-${value}`,
            label: t(`age.units.${value}`),
          }))}
        />
        <button type="submit" className="button button--primary">
          {t('landing.start')}
        </button>
      </form>
    </QuizFrame>
  );
}
