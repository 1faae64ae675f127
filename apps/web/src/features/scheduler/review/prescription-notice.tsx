// Review and confirmation say when a vaccine needs a prescription, as found at the patient step
// (docs/product/eligibility-rules.md, Ages at the patient step).
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { wordingFor } from './third-person.ts';

export function PrescriptionNotice({
  kinds,
  minor = false,
}: {
  kinds: readonly VaccineKind[] | undefined;
  minor?: boolean;
}) {
  const { t } = useTranslation('scheduler');
  const w = wordingFor(minor);
  if (!kinds || kinds.length === 0) return null;
  return (
    <div className="inset-text prescription-notice">
      <p>
        <strong>{t('prescriptionNotice.title')}</strong>
      </p>
      <p>{t(w('prescriptionNotice.body'), { vaccines: kinds.map((k) => t(`vaccines.${k}`)).join(', ') })}</p>
    </div>
  );
}
