// "Check your answers" on the review: what the person told us about the person getting vaccinated, each with a
// Change link that goes back to that step, whose Continue returns here (the patient step is the one before review).
import { formatAddress } from '@vaxnear/domain/display-format';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { PatientFormData } from '../machine/scheduler.machine.ts';
import { useSchedulerSend } from '../machine/use-scheduler.ts';

export function ReviewAnswers({ form }: { form: PatientFormData }) {
  const { t } = useTranslation('scheduler');
  const send = useSchedulerSend();
  const rows: Array<{ field: 'dateOfBirth' | 'sex' | 'address1'; term: string; value: string }> = [
    {
      field: 'dateOfBirth',
      term: t('patient.fields.dateOfBirth'),
      // As typed on the patient step (MM/DD/YYYY).
      value: form.dateOfBirth,
    },
    {
      field: 'sex',
      term: t('patient.fields.sex'),
      value: form.sex === 'female' || form.sex === 'male' ? t(`patient.sex.${form.sex}`) : form.sex,
    },
    {
      field: 'address1',
      term: t('review.answers.address'),
      value: formatAddress({ ...form, address2: form.address2 || null }),
    },
  ];
  return (
    <div className="card">
      <h2>{t('review.answers.title')}</h2>
      <dl className="summary-list review-answers">
        {rows.map((row) => (
          <div key={row.field} style={{ display: 'contents' }}>
            <dt>{row.term}</dt>
            <dd>
              {row.value}{' '}
              <button type="button" className="link-button" onClick={() => send({ type: 'BACK' })}>
                {t('review.answers.change')} <span className="visually-hidden">{row.term.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
